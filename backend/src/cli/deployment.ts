import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { FileStore } from '../common/files/file-store';
import { decodeEncryptionKey } from '../config/encryption-key-rule';
import { loadConfigOrExit } from '../config/app-config';
import { loadDotEnv } from '../config/dotenv';
import { startLocalDatabase } from '../database/local-database';
import { DeploymentCliModule } from './cli.module';

export interface Deployment {
  connection: Connection;
  files: FileStore;
  /** BACKUP_KEY, decoded. */
  key?: Buffer;
}

/**
 * Runs `work` on the configured deployment's database and file store, as `make backup` and `make
 * restore` do. `reuseRunning`: use the embedded database `make run` already started (a backup while
 * the site serves); otherwise start it, which fails while the site runs (a restore wants it stopped).
 */
export async function withDeployment<T>(
  reuseRunning: boolean,
  work: (deployment: Deployment) => Promise<T>,
): Promise<T> {
  loadDotEnv();
  const config = loadConfigOrExit({ ...process.env, SEED_DEMO: 'false' });
  const database = await startLocalDatabase(config, { reuseRunning });
  try {
    const app = await NestFactory.createApplicationContext(DeploymentCliModule.forRoot(config), {
      logger: ['error', 'warn'],
    });
    try {
      const key = config.BACKUP_KEY ? decodeEncryptionKey(config.BACKUP_KEY) : undefined;
      return await work({
        connection: app.get<Connection>(getConnectionToken()),
        files: app.get(FileStore),
        key,
      });
    } finally {
      await app.close();
    }
  } finally {
    await database?.stop();
  }
}

/** Prints the operator's message and exits non-zero. */
export function exitWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
