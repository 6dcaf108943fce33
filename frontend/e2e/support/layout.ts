import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { resultsDir } from './browser';

/** How far the page runs past the window's right edge: 0 when nothing needs sideways scrolling. */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Each box matched by `selector` that overlaps a later one by more than a pixel, as "a / b": fields in
 * one row, buttons side by side.
 */
export const overlapping = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate((css) => {
    const boxes = Array.from(document.querySelectorAll<HTMLElement>(css)).map((element) => ({
      name: (element.innerText || element.getAttribute('aria-label') || element.tagName).split('\n')[0],
      box: element.getBoundingClientRect(),
    }));
    const found: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1) found.push(`${a.name} / ${b.name}`);
      }),
    );
    return found;
  }, selector);

/**
 * Words inside `selector` that run onto a second line ('VER SION', '25/11/2 026'); a word broken at its
 * own hyphen ('IVY-P-4HXM') is left out, since a hyphen is where a word may break.
 */
export const wordsBrokenMidWord = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate((css) => {
    const broken: string[] = [];
    for (const element of Array.from(document.querySelectorAll(css))) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  }, selector);

/** The controls a screen lays out side by side: none may cover another. */
const CONTROLS = ['input:not([type="hidden"])', 'select', 'textarea', 'button', 'a.button']
  .map((control) => `main ${control}`)
  .join(', ');

/**
 * What the screen shows wrong in its layout (issue 21's pass over every screen): the page scrolling
 * sideways, a word broken across lines inside the page's content, controls covering one another.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const overflow = await sidewaysOverflow(page);
  return [
    ...(overflow > 0 ? [`scrolls sideways by ${overflow} px`] : []),
    ...(await wordsBrokenMidWord(page, 'main')).map((word) => `breaks "${word}" mid-word`),
    ...(await overlapping(page, CONTROLS)).map((pair) => `overlaps ${pair}`),
  ];
}

/**
 * Codes the API sends that a staff screen must say in words (issue 40): statuses, payment purposes and
 * options, cover types, import states.
 */
const RAW_CODES = [
  'purchased',
  'succeeded',
  'unfulfilled',
  'validated',
  'importing',
  'new_policy',
  'monthly_deposit',
  'third_party_fire_theft',
  'third_party_only',
];

/**
 * Each table cell in the page's content that is one of the codes above, or holds one written with an
 * underscore ('new_policy, …'); a plain word inside prose ('the quotes you opened') is English.
 */
export const rawCodes = (page: Page): Promise<string[]> =>
  page.evaluate(
    (codes) =>
      Array.from(document.querySelectorAll<HTMLElement>('main td'))
        .map((cell) => cell.innerText.trim())
        .filter(
          (text) =>
            codes.includes(text) ||
            text.split(/[\s,()]+/).some((token) => token.includes('_') && codes.includes(token)),
        ),
    RAW_CODES,
  );

/** The route table the build wrote (frontend/dist/routes.json): every path of one layout. */
export function routePaths(layout: 'public' | 'admin'): string[] {
  const table = JSON.parse(
    readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'routes.json'),
      'utf8',
    ),
  ) as { routes: { path: string; layout: string }[] };
  return table.routes.filter((route) => route.layout === layout).map((route) => route.path);
}

/** Opens the screen at `pagePath` and waits for it to be whole: its heading in, no loading heart left. */
export async function openSettled(page: Page, pagePath: string): Promise<void> {
  await page.goto(pagePath);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('.loading-heart') === null);
}

/**
 * Keeps a full-page screenshot of the screen as `test-results/screens/<width>/<path>.jpg`, for a person
 * to look over what the checks above cannot judge (a JPEG, which a tall page writes quicker than a PNG).
 */
export async function keepScreen(page: Page, pagePath: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const folder = path.join(resultsDir, 'screens', String(width));
  mkdirSync(folder, { recursive: true });
  const name = pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  await page.screenshot({
    path: path.join(folder, `${name}.jpg`),
    type: 'jpeg',
    quality: 80,
    fullPage: true,
  });
}
