import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { writeBackup } from '../common/backup/backup';
import { archiveBackup } from '../common/backup/backup-archive';
import { exitWith, withDeployment } from './deployment';

/** `make backup [TO=dir] [ARCHIVE=1]`: a dated backup of the database and the file store, while the site serves. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, archive: { type: 'boolean' } } });
  const started = Date.now();
  const { dir, manifest } = await withDeployment(true, ({ connection, files, key }) =>
    writeBackup(connection, files, { into: values.to || 'backups', key, log: (line) => console.log(line) }),
  );
  const written = values.archive ? await archiveBackup(dir) : dir;
  const documents = manifest.collections.reduce((sum, collection) => sum + collection.documents, 0);
  console.log(
    `Backed up ${manifest.collections.length} collections (${documents} documents) and ${manifest.files.length} files` +
      `${manifest.encryption ? ', encrypted,' : ''} to ${written} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch(exitWith);
