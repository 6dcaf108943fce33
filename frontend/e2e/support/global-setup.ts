import type { TestProject } from 'vitest/node';
import { startBuiltApp } from '../../../scripts/lib/app-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's DATA_DIR: seeded admin credentials are in secrets/admin-credentials.txt. */
    dataDir: string;
    databaseUri: string;
  }
}

/** The journeys run against the built app with a fresh database and demo data, as `make run` serves it. */
export default async function setup(project: TestProject) {
  const app = await startBuiltApp({ logLevel: process.env.E2E_LOG_LEVEL });
  project.provide('baseUrl', app.baseUrl);
  project.provide('dataDir', app.dataDir);
  project.provide('databaseUri', app.databaseUri);
  return app.stop;
}
