import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe's WCAG 2.2 AA violations on the page as it is now, each with the elements at fault. Axe runs inside
 * the page (legacy mode: the site has no cross-origin frames for the default mode to reach), and reports
 * its violations only: the default mode opens a page of its own for every check and carries every
 * passing node back, which took most of the journeys' time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    .setLegacyMode()
    .analyze();
  return violations.map((v) => `${v.id} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** Fails with each violation and the elements it found, so the message says what to fix. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
