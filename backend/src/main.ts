import 'reflect-metadata';
import { createApp } from './bootstrap/create-app';
import { shutDown } from './bootstrap/shutdown';
import { loadConfigOrExit } from './config/app-config';
import { loadDotEnv } from './config/dotenv';
import { ensureEncryptionKey } from './config/local-secrets';
import { startLocalDatabase } from './database/local-database';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfigOrExit();
  ensureEncryptionKey(config);
  const database = await startLocalDatabase(config);

  const app = await createApp(config).catch(async (error: unknown) => {
    await database?.stop();
    throw error;
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await shutDown(app, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
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
