import { fromRoot } from '../../src/config/paths';
import { EmbeddedFerretDb, freePort } from '../../src/database/embedded-ferretdb';
import { removeTempDirs, tempDir } from './temp-dir';

export interface TestDatabaseState {
  database?: EmbeddedFerretDb;
}

/** One FerretDB for the whole run (each test file then takes a database of its own); MONGODB_URI runs the suite on MongoDB instead. */
export default async function globalSetup(): Promise<void> {
  if (process.env.MONGODB_URI) {
    process.env.TEST_MONGODB_URI = process.env.MONGODB_URI;
    return;
  }
  // Jest runs no global teardown after a failed global set-up.
  const database = await EmbeddedFerretDb.start({
    binary: process.env.FERRETDB_BIN ?? fromRoot('.tools', 'bin', 'ferretdb'),
    dataDir: tempDir('ivy-test-db-'),
    port: await freePort(),
  }).catch(async (error: unknown) => {
    await removeTempDirs();
    throw error;
  });
  process.env.TEST_MONGODB_URI = database.uri;
  (globalThis as TestDatabaseState).database = database;
}
