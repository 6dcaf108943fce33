import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The directories made by tempDir, listed on the global object rather than in this module: a test file's
 * environment (temp-dir-environment.ts) reads its sandbox's list after the file's last hook, and the
 * global set-up and teardown share the runner's global, not necessarily one copy of this module. Under a
 * symbol: jest gives each test file's global the runner's named globals, so a named list would let a file
 * running in the runner's process remove the global set-up's directories (the shared database's).
 */
const REGISTERED = Symbol.for('ivy.tempDirs');

function registered(scope: object): Set<string> {
  const holder = scope as { [REGISTERED]?: Set<string> };
  return (holder[REGISTERED] ??= new Set());
}

/**
 * A fresh directory under the system's temporary directory, removed with everything in it when the test
 * file ends, whether its tests passed or not (by the global teardown for the global set-up's).
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  registered(globalThis).add(dir);
  return dir;
}

/** Removes every directory tempDir made in `scope` (a test file's global, or the runner's). */
export async function removeTempDirs(scope: object = globalThis): Promise<void> {
  const dirs = registered(scope);
  // A process that has just stopped may still be closing files in its directory: retry rather than fail.
  await Promise.all([...dirs].map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5 })));
  dirs.clear();
}
