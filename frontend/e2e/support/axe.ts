import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Which of axe's rules to run: WCAG 2.2 AA's, or every rule axe has (its best practices too). */
export type AxeRules = 'wcag22aa' | 'all';

/**
 * Axe's violations on the page as it is now, each with the elements at fault. Axe runs inside the page,
 * loaded once per document, and reports its violations only: the site has no frames, and the
 * Playwright wrapper's default mode opened a page of its own for every check, loaded axe twice per check
 * and carried every passing node back, which took most of the journeys' time.
 */
export async function axeViolations(page: Page, rules: AxeRules = 'wcag22aa'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules === 'wcag22aa' ? { runOnly: { type: 'tag', values: WCAG_22_AA } } : {}),
  };
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const { violations } = await axe.run(document, runOptions);
    return violations.map((v) => `${v.id} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  }, options);
}

/** Fails with each violation and the elements it found, so the message says what to fix and where. */
export async function expectAccessible(page: Page, rules: AxeRules = 'wcag22aa'): Promise<void> {
  expect(await axeViolations(page, rules), page.url()).toEqual([]);
}
