import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { randomToken } from '../crypto/tokens';
import { assertFileKey, type ByteRange, FileStore, type PutOptions, type StoredFileInfo } from './file-store';

/**
 * The file store as a local directory: the default for one instance (`make run`). Partial writes are
 * dotfiles beside the target, renamed into place, so a reader never sees half a file and listing skips them.
 */
export class LocalFileStore extends FileStore {
  constructor(readonly root: string) {
    super();
  }

  async put(key: string, data: Buffer | Readable, _options?: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = path.join(path.dirname(target), `.${path.basename(target)}.${randomToken(6)}.partial`);
    try {
      if (Buffer.isBuffer(data)) await writeFile(partial, data, { flag: 'wx' });
      else await pipeline(data, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string, range?: ByteRange): Promise<{ info: StoredFileInfo; body: Readable } | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const body = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return { info, body };
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const found = await stat(this.pathOf(key));
      if (!found.isFile()) return null;
      return infoOf(key, found.size, found.mtime);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async *list(prefix: string): AsyncIterable<StoredFileInfo> {
    const keys: string[] = [];
    await this.collect('', keys);
    keys.sort();
    for (const key of keys) {
      if (!key.startsWith(prefix)) continue;
      const info = await this.stat(key);
      if (info) yield info;
    }
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  private async collect(dir: string, into: string[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(path.join(this.root, dir), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await this.collect(key, into);
      else if (entry.isFile()) into.push(key);
    }
  }

  private pathOf(key: string): string {
    assertFileKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}

function infoOf(key: string, size: number, mtime: Date): StoredFileInfo {
  return { key, size, etag: `${size.toString(16)}-${mtime.getTime().toString(16)}`, lastModified: mtime };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
