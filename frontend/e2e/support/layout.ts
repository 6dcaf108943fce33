import type { Page } from 'playwright-core';

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
