import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

const resultsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'test-results',
);

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Debian's Chromium quiet on a machine with no internet (DESIGN section 9). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function screenshotPages(testName: string, contexts: BrowserContext[]): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  const name = testName.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const pages = contexts.flatMap((ctx) => ctx.pages());
  await Promise.all(
    pages.map((page, i) =>
      page
        .screenshot({ path: path.join(resultsDir, `${name}-${i}.png`), fullPage: true })
        .catch(() => undefined),
    ),
  );
}

export interface Viewport {
  width: number;
  height: number;
}

export interface BrowserSession {
  baseUrl: string;
  /** A fresh context (own cookies and storage) and page; closed after the test. */
  newPage: (viewport?: Viewport) => Promise<Page>;
}

/**
 * One Chromium per test file. A failing test leaves a full-page screenshot in test-results/.
 */
export function browserSession(): BrowserSession {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  beforeEach(({ task, onTestFinished }) => {
    onTestFinished(async () => {
      if (task.result?.state === 'fail') await screenshotPages(task.name, contexts);
      await Promise.all(contexts.map((ctx) => ctx.close()));
      contexts = [];
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    newPage: async (viewport = { width: 1280, height: 900 }) => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport });
      contexts.push(context);
      return context.newPage();
    },
  };
}
