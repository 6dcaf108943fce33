import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSession, type Viewport } from '../support/browser';
import { CONSENT_STORAGE_KEY, visitor } from '../support/visitors';

const session = browserSession();

const HEADLINE = 'We have a 100 euro gift card up for grabs when you get a quote with us!';

const banner = (page: Page) => page.getByRole('dialog', { name: 'Our use of cookies' });
const manager = (page: Page) => page.getByRole('dialog', { name: 'Manage your cookie preferences' });
const competition = (page: Page) => page.getByRole('dialog', { name: 'Win a 100 euro gift card' });

/** A first-time visitor who has already had the competition modal, so it stays out of consent journeys. */
const newVisitor = (viewport?: Viewport) => visitor(session, { viewport, askConsent: true });

/** The page has rendered (the header is there), so a banner that is due is there too. */
async function pageShown(page: Page): Promise<void> {
  await page.locator('header').getByText('Call Us On').waitFor();
}

async function storedChoice(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate((key: string) => {
    const entries = JSON.parse(localStorage.getItem(key) ?? '[]') as { name: string; isAccepted: boolean }[];
    return Object.fromEntries(entries.map((entry) => [entry.name, entry.isAccepted]));
  }, CONSENT_STORAGE_KEY);
}

/** Set and put back by the modals' effects, which can run after the dialog shows or goes: poll it. */
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/** The data layer, each gtag() entry as [kind of object, ...its arguments]. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? ['Arguments', ...Array.from(entry as ArrayLike<unknown>)]
        : entry,
    ),
  );
}

const ALL = (value: 'granted' | 'denied') => ({
  functionality_storage: value,
  analytics_storage: value,
  ad_storage: value,
  ad_user_data: value,
  ad_personalization: value,
});

describe('cookie consent', () => {
  it('a first visit shows the banner as a modal with Accept All, Reject All and Manage Preferences', async () => {
    const page = await newVisitor();
    await page.goto('/');
    const dialog = banner(page);
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    for (const name of ['Accept All', 'Reject All', 'Manage Preferences']) {
      expect(await dialog.getByRole('button', { name }).isVisible()).toBe(true);
    }
    // Focus and inertness come from an effect of the render that shows the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    // The page behind cannot be reached while the question is open.
    await expect.poll(() => page.locator('#root').getAttribute('inert')).toBe('');
  });

  it('fits a 375 px phone: every button on screen, nothing wider than the screen', async () => {
    const page = await newVisitor({ width: 375, height: 667 });
    await page.goto('/');
    const dialog = banner(page);
    await dialog.waitFor();
    for (const name of ['Accept All', 'Reject All', 'Manage Preferences']) {
      const box = await dialog.getByRole('button', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375 && box.height >= 24).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('Accept All is remembered across a reload, and recorded with an anonymous id', async () => {
    const page = await newVisitor();
    await page.goto('/');
    const recorded = page.waitForRequest('**/api/v1/dg-cookies/consent');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await banner(page).waitFor({ state: 'detached' });

    const body = (await recorded).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      choices: { functional: true, analytics: true, marketing: true },
      source: 'banner',
    });
    expect(body.anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.bannerVersion).toMatch(/^[0-9a-f]{12}$/);
    expect(await storedChoice(page)).toEqual({ Functional: true, Analytics: true, Marketing: true });

    await page.reload();
    await pageShown(page);
    expect(await banner(page).count()).toBe(0);
  });

  it('Manage Preferences: toggle a category, then Save and close keeps just that one', async () => {
    const page = await newVisitor();
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
    const dialog = manager(page);
    await dialog.waitFor();
    const analytics = dialog.getByRole('switch', { name: 'Analytics' });
    expect(await analytics.getAttribute('aria-checked')).toBe('false');
    const size = await analytics.boundingBox();
    expect([size?.width, size?.height]).toEqual([56, 28]);

    await analytics.focus();
    await page.keyboard.press('Space');
    expect(await analytics.getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('button', { name: 'Save and close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await banner(page).count()).toBe(0);
    expect(await storedChoice(page)).toEqual({ Functional: false, Analytics: true, Marketing: false });

    await page.reload();
    await pageShown(page);
    expect(await banner(page).count()).toBe(0);
  });

  it('an expired choice brings the banner back', async () => {
    const page = await newVisitor();
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await page.evaluate((key: string) => {
      const entries = JSON.parse(localStorage.getItem(key) ?? '[]') as { expiresAt: string }[];
      for (const entry of entries) entry.expiresAt = new Date(Date.now() - 60_000).toISOString();
      localStorage.setItem(key, JSON.stringify(entries));
    }, CONSENT_STORAGE_KEY);

    await page.reload();
    await banner(page).waitFor();
  });

  it('the cookies policy page shows the cookie table and no banner; the next page asks', async () => {
    const page = await newVisitor();
    await page.goto('/cookies-policy');
    const table = page.getByRole('table', { name: 'The cookies we use' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual([
      'Category',
      'Name',
      'Description',
      'Retention Period',
      'Data Controller',
    ]);
    expect(await table.getByText('dgCookies').count()).toBe(1);
    expect(await banner(page).count()).toBe(0);
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await banner(page).waitFor();
  });

  it('locks page scrolling while the banner or the manager is open', async () => {
    const page = await newVisitor({ width: 1280, height: 500 });
    await page.goto('/');
    await banner(page).waitFor();
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
    await manager(page).waitFor();
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    await manager(page).getByRole('button', { name: 'Save and close' }).click();
    await manager(page).waitFor({ state: 'detached' });
    await expect.poll(() => bodyOverflow(page)).toBe('visible');
  });

  it('locks scrolling on a phone without moving the page (Lighthouse measured a 0.24 layout shift)', async () => {
    const page = await session.newPage(
      { width: 412, height: 823 },
      { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
    );
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/help-contact/policy-change');
    await banner(page).waitFor();
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    // Shifts are reported a frame after they happen.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((total, shift) => total + shift, 0)).toBeLessThan(0.01);
    expect(await page.evaluate(() => document.body.style.paddingRight)).toBe('');
  });

  it('pushes the Consent Mode default before anything else, then an update on each choice', async () => {
    const page = await newVisitor();
    await page.goto('/');
    await banner(page).waitFor();
    const [first] = await dataLayer(page);
    expect(first).toEqual(['Arguments', 'consent', 'default', { ...ALL('denied'), wait_for_update: 500 }]);

    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const layer = await dataLayer(page);
    expect(layer.filter((entry) => Array.isArray(entry) && entry[2] === 'default')).toHaveLength(1);
    expect(layer).toContainEqual(['Arguments', 'consent', 'update', ALL('granted')]);
    expect(layer).toContainEqual(
      expect.objectContaining({ event: 'consent_choice', consent_source: 'banner' }),
    );
    expect(layer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/' }));

    // A returning visitor's choice goes out at start-up, straight after the default.
    await page.reload();
    await pageShown(page);
    expect((await dataLayer(page)).slice(0, 2)).toEqual([
      ['Arguments', 'consent', 'default', { ...ALL('denied'), wait_for_update: 500 }],
      ['Arguments', 'consent', 'update', ALL('granted')],
    ]);
  });

  it("the footer's Cookies Settings opens the manager with the saved choice, and Escape gives focus back", async () => {
    const page = await newVisitor();
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await banner(page).waitFor({ state: 'detached' });

    const settings = page.locator('footer').getByRole('button', { name: 'Cookies Settings' });
    await settings.click();
    const dialog = manager(page);
    await dialog.waitFor();
    const states = await dialog
      .getByRole('switch')
      .evaluateAll((switches) => switches.map((element) => element.getAttribute('aria-checked')));
    expect(states).toEqual(['false', 'false', 'false']);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back in the cleanup of the dialog's effect, which can run after it has gone.
    await expect.poll(() => settings.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('competition modal', () => {
  it('appears once, after the cookie question, and its Get A Quote goes to /get-a-quote', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await banner(page).waitFor();
    expect(await competition(page).count()).toBe(0);

    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    const dialog = competition(page);
    await dialog.waitFor();
    // One dialog at a time: the banner has gone when the competition opens.
    expect(await banner(page).count()).toBe(0);
    expect(await dialog.getByText(HEADLINE).isVisible()).toBe(true);
    expect(await dialog.getByRole('heading', { name: 'How to Enter' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('listitem').count()).toBe(3);

    await dialog.getByRole('link', { name: 'Get A Quote', exact: true }).click();
    // /get-a-quote sends a visitor who has not accepted the assumptions on to them at once: on a fast
    // load the click returns after both navigations, and the address reads /assumptions already.
    await page.waitForURL(/\/(get-a-quote|assumptions)$/);
    expect(await competition(page).count()).toBe(0);

    await page.goto('/');
    await pageShown(page);
    expect(await competition(page).count()).toBe(0);
  });
});
