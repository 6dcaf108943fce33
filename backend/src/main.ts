import 'reflect-metadata';
import path from 'node:path';
import { createApp } from './bootstrap/create-app';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { EmbeddedFerretDb } from './database/embedded-ferretdb';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  let database: EmbeddedFerretDb | undefined;
  if (!config.MONGODB_URI) {
    database = await EmbeddedFerretDb.start({
      binary: config.FERRETDB_BIN,
      dataDir: path.join(config.DATA_DIR, 'ferretdb'),
      port: config.FERRETDB_PORT,
    });
    config.MONGODB_URI = `${database.uri}ivy`;
  }

  const app = await createApp(config).catch(async (error: unknown) => {
    await database?.stop();
    throw error;
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await app.close();
    await database?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen(config.PORT, config.HOST);
  console.log(
    `Ivy Car Insurance is running at ${config.publicUrl}  (API docs: ${config.publicUrl}/api/docs)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
