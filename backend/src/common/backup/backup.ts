import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Connection, mongo } from 'mongoose';
import type { FileStore } from '../files/file-store';
import { BackupError, BackupFileWriter, keyFingerprint, writeBackupFile } from './backup-files';
import {
  backupName,
  collectionMetadata,
  collectionPaths,
  FILES_DIR,
  FORMAT,
  isDeploymentDatabase,
  Manifest,
  MANIFEST,
  ManifestCollection,
  ManifestFile,
  type CollectionInfo,
} from './backup-format';

export interface BackupOptions {
  /** The folder the dated backup folder is written in. */
  into: string;
  key?: Buffer;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface BackupResult {
  dir: string;
  manifest: Manifest;
}

/** Documents read per round trip: large enough to stream, small enough to keep memory flat. */
const BATCH_SIZE = 1000;

/**
 * Writes a backup of the deployment: every collection of the app's database and its companions in
 * mongodump's directory layout, then every file of the file store, then the manifest. The site
 * keeps serving meanwhile. Each collection is read by one cursor; on the embedded database that is
 * one SQLite statement, which sees one moment of the collection. Collections come before files, and
 * stored files are never changed in place (new content, new key), so every file a backed-up document
 * names is in the backup unless a sweep removed it in between. Written into `<name>.partial` and
 * renamed when complete, so a backup folder without that suffix is whole.
 */
export async function writeBackup(
  connection: Connection,
  files: FileStore,
  options: BackupOptions,
): Promise<BackupResult> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const startedAt = now();
  await mkdir(options.into, { recursive: true });
  const dir = await unusedName(path.resolve(options.into, backupName(startedAt)));
  const partial = `${dir}.partial`;
  await mkdir(partial, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EEXIST' ? new BackupError(`${partial} exists: is another backup running?`) : error;
  });
  try {
    const collections: ManifestCollection[] = [];
    for (const database of await deploymentDatabases(connection)) {
      for (const collection of await collectionsOf(connection.getClient().db(database))) {
        const entry = await dumpCollection(
          connection.getClient().db(database),
          collection,
          partial,
          options.key,
        );
        log(`${database}.${collection.name}: ${entry.documents} documents`);
        collections.push(entry);
      }
    }
    const stored = await dumpFiles(files, partial, options.key);
    log(`file store: ${stored.length} files`);
    const manifest: Manifest = {
      format: FORMAT,
      startedAt: startedAt.toISOString(),
      finishedAt: now().toISOString(),
      database: connection.name,
      encryption: options.key
        ? { algorithm: 'aes-256-gcm', keyFingerprint: keyFingerprint(options.key) }
        : null,
      collections,
      files: stored,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The dated name, or with `-2`, `-3`… when a backup started in the same second has it already. */
async function unusedName(dated: string): Promise<string> {
  for (let n = 1; ; n++) {
    const name = n === 1 ? dated : `${dated}-${n}`;
    const taken = await Promise.any([access(name), access(`${name}.partial`)]).then(
      () => true,
      () => false,
    );
    if (!taken) return name;
  }
}

async function deploymentDatabases(connection: Connection): Promise<string[]> {
  const { databases } = await connection
    .getClient()
    .db(connection.name)
    .admin()
    .listDatabases({ nameOnly: true });
  const names = databases
    .map(({ name }) => name)
    .filter((name) => isDeploymentDatabase(name, connection.name));
  return [...new Set([connection.name, ...names])].sort();
}

export async function collectionsOf(db: mongo.Db): Promise<CollectionInfo[]> {
  const collections = (await db.listCollections().toArray()) as CollectionInfo[];
  return collections
    .filter(
      (collection) =>
        (collection.type ?? 'collection') === 'collection' && !collection.name.startsWith('system.'),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function dumpCollection(
  db: mongo.Db,
  collection: CollectionInfo,
  root: string,
  key: Buffer | undefined,
): Promise<ManifestCollection> {
  const paths = collectionPaths(db.databaseName, collection.name);
  const indexes = await db.collection(collection.name).listIndexes().toArray();
  const metadata = await writeBackupFile(
    root,
    paths.metadata,
    Buffer.from(collectionMetadata(collection, indexes)),
    key,
  );
  const writer = await BackupFileWriter.create(root, paths.bson, key);
  let documents = 0;
  // Raw: each document exactly as the server sent it, the bytes mongodump writes.
  const cursor = db.collection(collection.name).find({}, { raw: true, batchSize: BATCH_SIZE });
  for await (const document of cursor) {
    await writer.write(document as unknown as Uint8Array);
    documents++;
  }
  return {
    database: db.databaseName,
    name: collection.name,
    documents,
    bson: await writer.close(),
    metadata,
  };
}

async function dumpFiles(files: FileStore, root: string, key: Buffer | undefined): Promise<ManifestFile[]> {
  const entries: ManifestFile[] = [];
  for await (const info of files.list('')) {
    const data = await files.read(info.key);
    // Removed since it was listed: not part of this backup.
    if (!data) continue;
    const written = await writeBackupFile(root, `${FILES_DIR}/${info.key}`, data, key);
    entries.push({
      key: info.key,
      size: data.length,
      ...(info.contentType ? { contentType: info.contentType } : {}),
      ...written,
    });
  }
  return entries;
}
