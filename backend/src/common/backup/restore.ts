import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, type Document } from 'bson';
import type { Connection, mongo } from 'mongoose';
import type { FileStore } from '../files/file-store';
import { collectionsOf } from './backup';
import {
  BackupError,
  bsonDocuments,
  keyFingerprint,
  readBackupFile,
  readWholeBackupFile,
} from './backup-files';
import {
  collectionPaths,
  FILES_DIR,
  FORMAT,
  indexesToCreate,
  isDeploymentDatabase,
  Manifest,
  MANIFEST,
  parseCollectionMetadata,
  targetDatabase,
} from './backup-format';

export interface RestoreOptions {
  /** The backup folder (the one holding manifest.json). */
  from: string;
  key?: Buffer;
  /** Replace what the deployment holds; without it, a deployment with any document or file is refused. */
  force?: boolean;
  log?: (line: string) => void;
}

/** Documents per insert: well under the 16 MB message limit for the app's documents. */
const INSERT_BATCH = 500;
const INSERT_BATCH_BYTES = 8 * 1024 * 1024;

/**
 * Rebuilds a deployment from a backup written by `writeBackup`: each collection with its options,
 * documents (with their exact BSON types) and indexes, then every stored file. Refuses a deployment
 * that already holds data unless `force`, which drops its collections and files first.
 */
export async function restoreBackup(
  connection: Connection,
  files: FileStore,
  options: RestoreOptions,
): Promise<Manifest> {
  const log = options.log ?? (() => undefined);
  const manifest = await readManifest(options.from);
  const key = keyFor(manifest, options.key);
  const client = connection.getClient();
  const target = (database: string) =>
    client.db(targetDatabase(database, manifest.database, connection.name));

  const databases = await deploymentDatabases(connection);
  const held = await heldData(databases, files);
  if (held.length > 0 && !options.force) {
    throw new BackupError(
      `The deployment is not empty (${held.slice(0, 5).join(', ')}${held.length > 5 ? ', …' : ''}). ` +
        'Restore into an empty deployment, or set FORCE=1 to replace what it holds.',
    );
  }
  if (held.length > 0) await wipe(databases, files);

  for (const collection of manifest.collections) {
    const db = target(collection.database);
    await restoreCollection(
      db,
      collection.database,
      collection.name,
      options.from,
      key,
      collection.documents,
    );
    log(`${db.databaseName}.${collection.name}: ${collection.documents} documents`);
  }
  for (const file of manifest.files) {
    const data = await readWholeBackupFile(options.from, `${FILES_DIR}/${file.key}`, key);
    if (data.length !== file.size)
      throw new BackupError(`files/${file.key} has ${data.length} bytes, not ${file.size}.`);
    await files.put(file.key, data, file.contentType ? { contentType: file.contentType } : {});
  }
  log(`file store: ${manifest.files.length} files`);
  return manifest;
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(`${dir} has no ${MANIFEST}: not a backup, or an incomplete one.`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== FORMAT)
    throw new BackupError(`${dir} is not a backup this version reads (${manifest.format}).`);
  return manifest;
}

function keyFor(manifest: Manifest, key: Buffer | undefined): Buffer | undefined {
  if (!manifest.encryption) return undefined;
  if (!key) throw new BackupError('This backup is encrypted: set BACKUP_KEY to the key it was written with.');
  if (keyFingerprint(key) !== manifest.encryption.keyFingerprint) {
    throw new BackupError('BACKUP_KEY is not the key this backup was written with.');
  }
  return key;
}

async function deploymentDatabases(connection: Connection): Promise<mongo.Db[]> {
  const client = connection.getClient();
  const { databases } = await client.db(connection.name).admin().listDatabases({ nameOnly: true });
  return databases
    .map(({ name }) => name)
    .filter((name) => isDeploymentDatabase(name, connection.name))
    .map((name) => client.db(name));
}

/** What the deployment holds: `<db>.<collection>: n documents` and `n stored files`. */
async function heldData(databases: mongo.Db[], files: FileStore): Promise<string[]> {
  const held: string[] = [];
  for (const db of databases) {
    for (const { name } of await collectionsOf(db)) {
      const documents = await db.collection(name).estimatedDocumentCount();
      if (documents > 0) held.push(`${db.databaseName}.${name}: ${documents} documents`);
    }
  }
  let stored = 0;
  for await (const file of files.list('')) stored += file ? 1 : 0;
  if (stored > 0) held.push(`${stored} stored files`);
  return held;
}

async function wipe(databases: mongo.Db[], files: FileStore): Promise<void> {
  for (const db of databases) {
    for (const { name } of await collectionsOf(db)) await db.dropCollection(name);
  }
  const keys: string[] = [];
  for await (const file of files.list('')) keys.push(file.key);
  for (let i = 0; i < keys.length; i += 1000) await files.remove(keys.slice(i, i + 1000));
}

async function restoreCollection(
  db: mongo.Db,
  backedUpDatabase: string,
  name: string,
  root: string,
  key: Buffer | undefined,
  expected: number,
): Promise<void> {
  const paths = collectionPaths(backedUpDatabase, name);
  const { options, indexes } = parseCollectionMetadata(
    (await readWholeBackupFile(root, paths.metadata, key)).toString('utf8'),
  );
  await db.createCollection(name, options);
  const collection = db.collection(name);
  let batch: Document[] = [];
  let batchBytes = 0;
  let documents = 0;
  const flush = async () => {
    if (batch.length > 0) await collection.insertMany(batch, { ordered: true });
    documents += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const raw of bsonDocuments(readBackupFile(root, paths.bson, key), paths.bson)) {
    // promoteValues off: an int32 stays an int32 and a double a double when written back.
    batch.push(deserialize(raw, { promoteValues: false }));
    batchBytes += raw.length;
    if (batch.length >= INSERT_BATCH || batchBytes >= INSERT_BATCH_BYTES) await flush();
  }
  await flush();
  if (documents !== expected)
    throw new BackupError(`${paths.bson} holds ${documents} documents, not ${expected}.`);
  const specs = indexesToCreate(indexes);
  if (specs.length > 0) await db.command({ createIndexes: name, indexes: specs });
}
