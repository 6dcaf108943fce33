import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backup-files';

const run = promisify(execFile);
const ARCHIVE_SUFFIX = '.tar.gz';

/** Packs a backup folder into `<folder>.tar.gz` beside it (the system's tar) and removes the folder. */
export async function archiveBackup(dir: string): Promise<string> {
  const archive = `${dir}${ARCHIVE_SUFFIX}`;
  await run('tar', ['-czf', archive, '-C', path.dirname(dir), path.basename(dir)]);
  // Personal data: readable by the owner only, like the folder it packs.
  await chmod(archive, 0o600);
  await rm(dir, { recursive: true });
  return archive;
}

/** A backup folder to restore from: the folder given, or an archive unpacked into a temporary one. */
export async function openBackup(from: string): Promise<{ dir: string; close: () => Promise<void> }> {
  if (!from.endsWith(ARCHIVE_SUFFIX)) return { dir: from, close: async () => undefined };
  const temp = await mkdtemp(path.join(tmpdir(), 'ivy-restore-'));
  const close = () => rm(temp, { recursive: true, force: true });
  try {
    await run('tar', ['-xzf', from, '-C', temp]);
    const [folder, ...others] = await readdir(temp);
    if (!folder || others.length > 0) throw new BackupError(`${from} does not hold one backup folder.`);
    return { dir: path.join(temp, folder), close };
  } catch (error) {
    await close();
    throw error;
  }
}
