import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response as PlaywrightResponse,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

/** Where journeys keep what they show: screenshots of failures and of the layout sweep (support/layout.ts). */
export const resultsDir = path.resolve(
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
 * The app's first page view: its effects have run, so the page it was served with is hydrated. Pages
 * that are not the app's (the sandbox's payment page) have no #root and nothing to wait for.
 */
async function appStarted(page: Page, response: PlaywrightResponse | null): Promise<void> {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await page.waitForFunction(
    () =>
      !document.getElementById('root') ||
      (window as { dataLayer?: unknown[] }).dataLayer?.some(
        (entry) => (entry as { event?: string } | null)?.event === 'page_view',
      ),
  );
}

/**
 * A visitor page comes rendered by the server and shows before the app has started, which it does once
 * the page has painted: until then a click or a key does nothing, and a visitor waits for the page to
 * respond. So does every page load here (goto and reload), before a journey goes on.
 */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appStarted(page, response);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appStarted(page, response);
    return response;
  };
  return page;
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
      return waitingForTheApp(await context.newPage());
    },
  };
}
