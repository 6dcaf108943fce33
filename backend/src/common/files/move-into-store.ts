import { createReadStream } from 'node:fs';
import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';
import { contentTypeOf } from './serve-stored-files';

/**
 * Moves the files of a directory that earlier versions wrote to directly into the store under
 * `prefix/<name>`, then deletes them and, once empty, the directory: an existing deployment keeps its
 * files, and a second run (or another instance) finds nothing to do. A file the store has already at
 * the same size is not copied again. Dotfiles (partial writes) are left alone. Answers how many moved.
 */
export async function moveDirectoryIntoStore(dir: string, store: FileStore, prefix: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let moved = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    const key = `${prefix}/${entry.name}`;
    const [local, stored] = await Promise.all([stat(file), store.stat(key)]);
    if (stored?.size !== local.size) {
      await store.put(key, createReadStream(file), { contentType: contentTypeOf(entry.name) });
    }
    await rm(file);
    moved++;
  }
  await rmdir(dir).catch(() => undefined);
  return moved;
}
