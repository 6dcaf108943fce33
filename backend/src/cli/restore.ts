import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { openBackup } from '../common/backup/backup-archive';
import { restoreBackup } from '../common/backup/restore';
import { exitWith, withDeployment } from './deployment';

const USAGE = 'usage: make restore FROM=backups/ivy-…[.tar.gz] [FORCE=1]   (stop the site first)';

/** `make restore FROM=… [FORCE=1]`: rebuilds the deployment from a backup. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean' } } });
  if (!values.from) exitWith(USAGE);
  const started = Date.now();
  const backup = await openBackup(values.from);
  try {
    const manifest = await withDeployment(false, ({ connection, files, key }) =>
      restoreBackup(connection, files, {
        from: backup.dir,
        key,
        force: values.force,
        log: (line) => console.log(line),
      }),
    );
    const documents = manifest.collections.reduce((sum, collection) => sum + collection.documents, 0);
    console.log(
      `Restored ${manifest.collections.length} collections (${documents} documents) and ${manifest.files.length} files` +
        ` from ${values.from} (taken ${manifest.startedAt}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await backup.close();
  }
}

main().catch(exitWith);
