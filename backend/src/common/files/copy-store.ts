import { createHash } from 'node:crypto';
import type { FileStore, StoredFileInfo } from './file-store';
import { contentTypeOf } from './serve-stored-files';

export interface CopyOutcome {
  copied: number;
  copiedBytes: number;
  /** Files the target holds already, with the same size (and the same MD5 where its tag is one). */
  skipped: number;
}

/** An S3 entity tag of an object sent in one piece is the MD5 of its bytes; a multipart one is not. */
const PLAIN_MD5 = /^[0-9a-f]{32}$/;

/**
 * Copies every file of one store into another (`make migrate-files`: the local directory into S3).
 * Safe to run again, or after an interrupted run: a file the target has already is not sent again.
 */
export async function copyStore(
  from: FileStore,
  to: FileStore,
  onFile?: (key: string, copied: boolean) => void,
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, copiedBytes: 0, skipped: 0 };
  for await (const info of from.list('')) {
    if (await alreadyThere(from, info, await to.stat(info.key))) {
      outcome.skipped++;
      onFile?.(info.key, false);
      continue;
    }
    const opened = await from.open(info.key);
    // Removed from the source since it was listed: nothing to copy.
    if (!opened) continue;
    await to.put(info.key, opened.body, { contentType: contentTypeOf(info.key) });
    outcome.copied++;
    outcome.copiedBytes += info.size;
    onFile?.(info.key, true);
  }
  return outcome;
}

async function alreadyThere(from: FileStore, source: StoredFileInfo, target: StoredFileInfo | null) {
  if (!target || target.size !== source.size) return false;
  if (!PLAIN_MD5.test(target.etag)) return true;
  const bytes = await from.read(source.key);
  return bytes !== null && createHash('md5').update(bytes).digest('hex') === target.etag;
}
