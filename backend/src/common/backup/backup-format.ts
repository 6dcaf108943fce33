import { Binary, EJSON, type Document } from 'bson';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'ivy-backup/1';
/** Stored files go under this folder of the backup, by their file-store key. */
export const FILES_DIR = 'files';

export interface ManifestCollection {
  database: string;
  name: string;
  documents: number;
  bson: { bytes: number; sha256: string };
  metadata: { bytes: number; sha256: string };
}

export interface ManifestFile {
  key: string;
  size: number;
  contentType?: string;
  bytes: number;
  sha256: string;
}

/**
 * `manifest.json`, written last: a backup without one is incomplete. Sizes and hashes are of the
 * files as stored (encrypted or not), so `sha256sum` checks a copy without the key.
 */
export interface Manifest {
  format: typeof FORMAT;
  startedAt: string;
  finishedAt: string;
  /** The app's database; companion databases are named after it (`ivy_inbox`). */
  database: string;
  encryption: { algorithm: 'aes-256-gcm'; keyFingerprint: string } | null;
  collections: ManifestCollection[];
  files: ManifestFile[];
}

/** What listCollections answers of a collection. */
export interface CollectionInfo {
  name: string;
  type?: string;
  options?: Document;
  info?: { uuid?: unknown };
}

/** `ivy-2026-11-26T04-50-00Z`: sorts by date, and is a valid file name everywhere. */
export function backupName(at: Date): string {
  return `ivy-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;
}

/** `<database>/<collection>.bson` and `.metadata.json`, as mongodump lays a directory out. */
export function collectionPaths(database: string, collection: string) {
  return {
    bson: `${database}/${collection}.bson`,
    metadata: `${database}/${collection}.metadata.json`,
  };
}

/**
 * The `<collection>.metadata.json` mongodump writes (mongo-tools' mongodump/metadata_dump.go):
 * canonical extended JSON of `{options (when any), indexes, uuid (hex, when known), collectionName, type}`.
 */
export function collectionMetadata(collection: CollectionInfo, indexes: Document[]): string {
  const uuid = collection.info?.uuid;
  const options = collection.options ?? {};
  return EJSON.stringify(
    {
      ...(Object.keys(options).length > 0 ? { options } : {}),
      indexes,
      ...(uuid instanceof Binary ? { uuid: Buffer.from(uuid.buffer).toString('hex') } : {}),
      collectionName: collection.name,
      type: collection.type ?? 'collection',
    },
    { relaxed: false },
  );
}

/** The parts of a metadata file a restore uses, with BSON types kept (an int stays an int). */
export function parseCollectionMetadata(text: string): { options: Document; indexes: Document[] } {
  const parsed = EJSON.parse(text, { relaxed: false }) as { options?: Document; indexes?: Document[] };
  return { options: parsed.options ?? {}, indexes: parsed.indexes ?? [] };
}

/** The index specifications to create again: all but `_id`'s, without the fields the server sets. */
export function indexesToCreate(indexes: Document[]): Document[] {
  return indexes
    .filter((index) => index.name !== '_id_')
    .map((index) =>
      Object.fromEntries(Object.entries(index).filter(([field]) => !['v', 'ns'].includes(field))),
    );
}

/**
 * The database a backed-up database is restored into: the app's database into the target's, and a
 * companion (`<app>_inbox`) into the target's companion of the same suffix.
 */
export function targetDatabase(backedUp: string, sourceApp: string, targetApp: string): string {
  if (backedUp === sourceApp) return targetApp;
  if (backedUp.startsWith(`${sourceApp}_`)) return `${targetApp}${backedUp.slice(sourceApp.length)}`;
  throw new Error(`${backedUp} is not ${sourceApp} or one of its companion databases`);
}

/** The app's database and its companions (`<app>_…`), the databases a backup covers. */
export function isDeploymentDatabase(name: string, app: string): boolean {
  return name === app || name.startsWith(`${app}_`);
}
