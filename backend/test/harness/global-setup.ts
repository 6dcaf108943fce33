import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromRoot } from '../../src/config/paths';
import { EmbeddedFerretDb, freePort } from '../../src/database/embedded-ferretdb';

export interface TestDatabaseState {
  database?: EmbeddedFerretDb;
}

/** One FerretDB for the whole run (each test file then takes a database of its own); MONGODB_URI runs the suite on MongoDB instead. */
export default async function globalSetup(): Promise<void> {
  if (process.env.MONGODB_URI) {
    process.env.TEST_MONGODB_URI = process.env.MONGODB_URI;
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ivy-test-db-'));
  const database = await EmbeddedFerretDb.start({
    binary: process.env.FERRETDB_BIN ?? fromRoot('.tools', 'bin', 'ferretdb'),
    dataDir,
    port: await freePort(),
  });
  process.env.TEST_MONGODB_URI = database.uri;
  (globalThis as TestDatabaseState).database = database;
}
