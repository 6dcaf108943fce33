import type { TestProject } from 'vitest/node';
import { startBuiltApp } from '../../../scripts/lib/app-process.mjs';
import { startWithBrowser } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's DATA_DIR: seeded admin credentials are in secrets/admin-credentials.txt. */
    dataDir: string;
    databaseUri: string;
    /** One Chromium for the whole run: each test file connects to it and opens contexts of its own. */
    browserEndpoint: string;
  }
}

/** The journeys run against the built app with a fresh database and demo data, as `make run` serves it. */
export default async function setup(project: TestProject) {
  const { target: app, browser } = await startWithBrowser(
    startBuiltApp({ logLevel: process.env.E2E_LOG_LEVEL }),
  );
  project.provide('baseUrl', app.baseUrl);
  project.provide('dataDir', app.dataDir);
  project.provide('databaseUri', app.databaseUri);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([app.stop(), browser.close()]);
  };
}
