import { configDefaults, defineConfig } from 'vitest/config';

/** What every browser-test run shares, whatever app it starts (this one, or the cluster's). */
export const browserTestOptions = {
  environment: 'node',
  // A whole journey on a busy two-core machine (three jobs of `make test` at once) can take a minute.
  testTimeout: 120_000,
  hookTimeout: 120_000,
  fileParallelism: false,
  // expect.poll waits for what the page shows after the app's answer; its default second is too short
  // for a list to reload or an image to decode on a busy two-core CI machine. Only a failure waits it out.
  expect: { poll: { timeout: 15_000 } },
} as const;

/** Browser journeys: the built app (backend + SPA + embedded database) driven in Debian's Chromium. */
export default defineConfig({
  test: {
    ...browserTestOptions,
    include: ['e2e/**/*.e2e.ts'],
    // The cluster's own tests need two instances: `make test-cluster` runs them (cluster.vitest.config.ts).
    exclude: [...configDefaults.exclude, 'e2e/cluster/**'],
    globalSetup: ['e2e/support/global-setup.ts'],
  },
});
