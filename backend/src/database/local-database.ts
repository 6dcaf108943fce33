import path from 'node:path';
import { AppConfig } from '../config/app-config';
import { canConnect, EmbeddedFerretDb } from './embedded-ferretdb';

const EMBEDDED_HOST = '127.0.0.1';
const DATABASE_NAME = 'ivy';

/**
 * With MONGODB_URI unset, starts the embedded FerretDB on DATA_DIR and points the config at it.
 * `reuseRunning`: a tool run beside `make run` uses the database the app already started.
 * Returns the database this call started (to stop it later), if any.
 */
export async function startLocalDatabase(
  config: AppConfig,
  options: { reuseRunning?: boolean } = {},
): Promise<EmbeddedFerretDb | undefined> {
  if (config.MONGODB_URI) return undefined;
  if (options.reuseRunning && (await canConnect(EMBEDDED_HOST, config.FERRETDB_PORT))) {
    config.MONGODB_URI = `mongodb://${EMBEDDED_HOST}:${config.FERRETDB_PORT}/${DATABASE_NAME}`;
    return undefined;
  }
  const database = await EmbeddedFerretDb.start({
    binary: config.FERRETDB_BIN,
    dataDir: path.join(config.DATA_DIR, 'ferretdb'),
    port: config.FERRETDB_PORT,
    host: EMBEDDED_HOST,
  });
  config.MONGODB_URI = `${database.uri}${DATABASE_NAME}`;
  return database;
}
