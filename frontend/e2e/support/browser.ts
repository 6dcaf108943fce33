import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

const resultsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'test-results',
);

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

/** A phone as Lighthouse's mobile profile emulates it: its overlay scrollbars, touch and pixel ratio. */
export type PhoneEmulation = Pick<BrowserContextOptions, 'isMobile' | 'hasTouch' | 'deviceScaleFactor'>;

export interface BrowserSession {
  baseUrl: string;
  /** A fresh context (own cookies and storage) and page; closed after the test. `phone` emulates one. */
  newPage: (viewport?: Viewport, phone?: PhoneEmulation) => Promise<Page>;
}

/**
 * A connection per test file to the run's one Chromium (started by the global set-up: a start-up costs
 * seconds on a busy machine). A failing test leaves a full-page screenshot in test-results/.
 */
export function browserSession(): BrowserSession {
  const baseUrl = inject('baseUrl');
  const browserEndpoint = inject('browserEndpoint');
  let browser: Browser;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(browserEndpoint);
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
    newPage: async (viewport = { width: 1280, height: 900 }, phone: PhoneEmulation = {}) => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport, ...phone });
      contexts.push(context);
      return context.newPage();
    },
  };
}
