import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { driver, next, startQuote, stepHeading, yourDetails } from '../../../scripts/lib/quote-steps.mjs';
import { browserSession } from '../support/browser';
import { pricedQuote } from '../support/quotes';
import { visitor } from '../support/visitors';

const session = browserSession();

/** What has focus: a heading's level and words, or a control's role and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'body';
    if (/^H[1-6]$/.test(active.tagName)) return `${active.tagName.toLowerCase()} ${active.textContent}`;
    const input = active as HTMLInputElement;
    if (input.type === 'radio') return `radio ${input.name} ${input.labels?.[0]?.textContent ?? ''}`;
    return `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent ?? ''}`;
  });

/** Presses Tab until `wanted` has focus, answering each stop passed on the way. */
async function tabTo(page: Page, wanted: RegExp, limit = 40): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    stops.push(stop);
    if (wanted.test(stop)) return stops;
  }
  throw new Error(`Never reached ${String(wanted)}; stops: ${stops.join(' | ')}`);
}

describe('keyboard only', () => {
  it('a quote step: each radio group is one Tab stop, the arrow keys choose within it', async () => {
    const page = await visitor(session);
    await startQuote(page);
    await yourDetails(page, driver('Keira', 'Board', 31));
    await next(page);
    await stepHeading(page, 'Your car');
    await expect.poll(() => focused(page)).toBe('h2 Your car');

    // The lookup's two ways are one stop (the chosen one); the next Tab is the registration box.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^radio vehicleLookupType By registration number/);
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/^radio/);
    const overnight = await tabTo(page, /^radio your_car\.overnightLocation/);
    for (const name of ['your_car.modifications.performance', 'your_car.modifications.cosmetic']) {
      expect(overnight.filter((stop) => stop.startsWith(`radio ${name} `))).toHaveLength(1);
    }
    await page.keyboard.press('ArrowDown');
    const chosen = await focused(page);
    expect(chosen).toMatch(/^radio your_car\.overnightLocation /);
    expect(await page.locator('input[name="your_car.overnightLocation"]:checked').count()).toBe(1);
    // Tab leaves the group at once, to the next question's group.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^radio your_car\.usage /);
  });

  it('summary, payment options and payment: focus lands on each new page’s heading', async () => {
    const page = await visitor(session);
    const quoteId = await pricedQuote(page, 'annual', undefined, { accepted: false });
    await page.goto(`/get-a-quote/summary?quote=${quoteId}`);
    const confirm = page.getByRole('checkbox', { name: /I have read my statement of fact/ });
    await confirm.focus();
    await page.keyboard.press('Space');
    expect(await confirm.isChecked()).toBe(true);
    await tabTo(page, /Confirm and choose how to pay/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1 How would you like to pay?');

    // The two ways of paying are one stop: Tab enters the group, the arrows choose, Tab goes on to Pay.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^radio paymentOption Pay in full by card/);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatch(/^radio paymentOption Pay monthly/);
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatch(/^radio paymentOption Pay in full by card/);
    await expect.poll(() => page.getByRole('button', { name: 'Pay', exact: true }).isEnabled()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Pay');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1 Pay securely');
  });

  it('from the menu to My policy, and from the blog to a post: focus on the new heading', async () => {
    const page = await visitor(session);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My policy' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1 Your policy documents');

    await page.goto('/blog');
    const post = page.locator('main .blog-card__title a').first();
    const title = await post.innerText();
    await post.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe(`h1 ${title}`);
  });
});
