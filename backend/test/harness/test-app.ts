import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import mongoose from 'mongoose';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { AppModule } from '../../src/app.module';
import { configureApp, NEST_OPTIONS } from '../../src/bootstrap/create-app';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { tempDir } from './temp-dir';

/** A database name of its own for each test file (and each app within it). */
export function testDatabaseUri(base = process.env.TEST_MONGODB_URI): string {
  if (!base)
    throw new Error('TEST_MONGODB_URI is not set: run integration tests through jest (global set-up).');
  const file = path
    .basename(expect.getState().testPath ?? 'adhoc')
    .replace(/[^a-z0-9]/gi, '_')
    .slice(0, 40);
  const url = new URL(base);
  url.pathname = `/t_${file}_${randomBytes(3).toString('hex')}`;
  return url.toString();
}

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  http: () => TestAgent;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra modules, e.g. a probe controller for testing a shared mechanism. */
  imports?: ModuleMetadata['imports'];
}

/** A fixed key, so tests never write a key file; never used outside tests. */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 'ivy-test-key').toString('base64');

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    MONGODB_URI: testDatabaseUri(),
    SPA_DIST: path.resolve(__dirname, '..', 'fixtures', 'spa'),
    // Files a test app writes (uploads, secrets, seeded credentials) never land in the working tree.
    DATA_DIR: options.env?.DATA_DIR ?? tempDir('ivy-test-data-'),
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    // Most tests log in with a password only; the 2FA tests turn it on.
    TWO_FACTOR_ENABLED: 'false',
    // Tests log in far more often than a person; the rate-limit tests set 1.
    RATE_LIMIT_MULTIPLIER: '100',
    ...options.env,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config), ...(options.imports ?? [])],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(NEST_OPTIONS);
  await configureApp(app, config);
  return {
    app,
    config,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
    },
  };
}

/** A direct connection for tests that check what was (or was not) written. */
export async function connectTo(uri: string): Promise<mongoose.Connection> {
  return mongoose.createConnection(uri).asPromise();
}
