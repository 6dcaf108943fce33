import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { browserSession, type Viewport } from '../support/browser';
import { keepScreen, layoutProblems, openSettled, routePaths } from '../support/layout';
import { visitor } from '../support/visitors';
import {
  BRAND,
  cmsTitles,
  CONTENT_PAGES,
  daysFromNow,
  errorOf,
  fill,
  menuAndFooterPaths,
  metas,
} from './publicSite';

const session = browserSession();

const DESKTOP: Viewport = { width: 1280, height: 900 };
const PHONE: Viewport = { width: 375, height: 812 };
/** The phone of issue 21's pass over every screen. */
const SWEEP_PHONE: Viewport = { width: 390, height: 844 };
const UNKNOWN_ID = '000000000000000000000000';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const SENDER = {
  'Your name': 'Aoife Byrne',
  'Email address': 'aoife.byrne@example.ie',
  'Phone number': '087 123 4567',
};

/** Submits a public form and waits for the server's answer. */
async function submit(page: Page, button: string) {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: button }).click();
  return answered;
}

/** After success: the receipt with a reference of the form's kind, and the form empty again. */
async function expectReceipt(page: Page, prefix: string, emptied: string) {
  const receipt = page.getByRole('status').filter({ hasText: 'Your reference is' });
  expect(await receipt.innerText()).toMatch(new RegExp(`Your reference is ${prefix}-[A-Z0-9]+`));
  expect(await page.getByLabel(emptied, { exact: true }).inputValue()).toBe('');
}

describe('public pages', () => {
  it('each content page is linked from the menu or footer and shows its title, metas and CMS content', async () => {
    const page = await visitor(session);
    await page.goto('/');
    const linked = await menuAndFooterPaths(page);
    for (const { path, title, cms } of CONTENT_PAGES) {
      if (path !== '/') expect(linked, `${path} is linked`).toContain(path);
      await page.goto(path);
      await heading(page).waitFor();
      const found = await metas(page);
      expect(found.title).toBe(`${title} | ${BRAND}`);
      expect(found.metaTitle).toBe(found.title);
      expect(found.description, `${path} description`).toBeTruthy();
      expect(await page.locator('.placeholder-page').count(), `${path} placeholder`).toBe(0);
      if (!cms) continue;
      const [first, ...rest] = await cmsTitles(page, cms);
      expect(await heading(page).innerText()).toBe(first);
      const subheadings = await page.locator('main h2').allInnerTexts();
      for (const sectionTitle of rest)
        expect(subheadings, `${path} shows "${sectionTitle}"`).toContain(sectionTitle);
    }
  });

  it("paints '/' from the preloaded state: no request for its CMS content", async () => {
    const page = await visitor(session);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await heading(page).waitFor();
    await page.getByRole('heading', { name: 'Latest from the blog' }).waitFor();
    expect(requested.filter((path) => path.startsWith('/api/v1/cms/'))).toEqual([]);
    expect(requested).toContain('/api/v1/posts/blog');
  });

  it('the home page has the quote button, half-star ratings, the helpline, and nothing shifts', async () => {
    const page = await visitor(session, { viewport: PHONE });
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number };
      record.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          record.layoutShift += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const main = page.getByRole('main');
    const rating = main.getByRole('img', { name: 'Rated 4.5 out of 5' });
    await rating.waitFor();
    // What could still move the page: its fonts and the pictures it loads at once (not lazy ones).
    await page.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        Array.from(document.querySelectorAll<HTMLImageElement>('main img')).every(
          (image) => image.loading === 'lazy' || image.complete,
        ),
    );
    expect(await main.getByRole('link', { name: 'Get A Quote' }).first().getAttribute('href')).toBe(
      '/get-a-quote',
    );
    expect(await rating.count()).toBe(1);
    expect(await main.getByRole('link', { name: '01 555 0199' }).first().getAttribute('href')).toBe(
      'tel:015550199',
    );
    const unsized = await page.$$eval(
      'main img',
      (images) =>
        images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).length,
    );
    expect(unsized).toBe(0);
    const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(layoutShift).toBeLessThan(0.01);
  });

  it('FAQs: search and topic filter; answers open from their buttons', async () => {
    const page = await visitor(session);
    await page.goto('/help-contact/faq');
    await page
      .getByRole('group', { name: 'Filter by topic' })
      .getByRole('button', { name: 'Claims', exact: true })
      .click();
    await page.getByRole('status').filter({ hasText: 'Showing' }).waitFor();
    const question = page.getByRole('button', { name: 'What is an excess?' });
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('qwertyuiop');
    await page.getByText('No questions match your search.').waitFor();
  });
});

describe('public forms', () => {
  it('contact: errors beside the fields (ours, then the server’s), then sent with a reference', async () => {
    const page = await visitor(session);
    await page.goto('/help-contact/contact-us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => errorOf(page, 'Your name')).toBe('Please enter your name');
    expect(await errorOf(page, 'Your message')).toBe('Please enter your message');
    await fill(page, { ...SENDER, 'Email address': 'aoife@example.irish', 'Your message': 'Hello' });
    await page.getByLabel('Phone number', { exact: true }).focus();
    await expect.poll(() => errorOf(page, 'Email address')).toBe('Invalid email address');

    await fill(page, { 'Email address': SENDER['Email address'], 'Phone number': 'call me' });
    expect((await submit(page, 'Send message')).status()).toBe(400);
    await expect.poll(() => errorOf(page, 'Phone number')).toBe('Invalid phone number');
    expect(await axeViolations(page)).toEqual([]);

    await fill(page, { 'Phone number': SENDER['Phone number'] });
    expect((await submit(page, 'Send message')).status()).toBe(201);
    await expectReceipt(page, 'CON', 'Your message');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('customer feedback: a star rating and a complaint, sent with a reference', async () => {
    const page = await visitor(session);
    await page.goto('/help-contact/customer-feedback');
    await fill(page, {
      'Your name': SENDER['Your name'],
      'Email address': SENDER['Email address'],
      'Policy number (optional)': '??',
      'Your feedback': 'Very helpful on the phone.',
    });
    await page.getByRole('radio', { name: '4 stars: good' }).check();
    await page.getByRole('radio', { name: 'Yes, treat it as a complaint' }).check();
    expect((await submit(page, 'Send feedback')).status()).toBe(400);
    await expect.poll(() => errorOf(page, 'Policy number (optional)')).toBe('Invalid policy number');

    await fill(page, { 'Policy number (optional)': 'IVY-123456' });
    expect((await submit(page, 'Send feedback')).status()).toBe(201);
    await expectReceipt(page, 'FBK', 'Your feedback');
  });

  it("policy change: a change of car's own fields, the server's check of the registration, then sent", async () => {
    const page = await visitor(session);
    await page.goto('/help-contact/policy-change');
    await page.getByLabel('What would you like to change?').selectOption('Permanent change of car');
    await fill(page, {
      'Date the change takes effect': daysFromNow(3),
      Registration: 'NOT A REG',
      Make: 'Toyota',
      Model: 'Yaris',
      'Policy number': 'IVY-123456',
      ...SENDER,
    });
    expect(await page.getByLabel('Address line 1').count()).toBe(0);
    expect((await submit(page, 'Send request')).status()).toBe(400);
    await expect.poll(() => errorOf(page, 'Registration')).toBeTruthy();

    await fill(page, { Registration: '231-D-12345' });
    expect((await submit(page, 'Send request')).status()).toBe(201);
    await expectReceipt(page, 'PCR', 'Policy number');
  });

  it("association offer: the members' quote request, checked and sent", async () => {
    const page = await visitor(session);
    await page.goto('/basketball-ireland-exclusive-offers');
    await fill(page, {
      ...SENDER,
      'Phone number': '12',
      'Basketball Ireland membership number': 'BI-123456',
      Club: 'Killester Basketball Club',
      'Current policy renewal date': daysFromNow(30),
    });
    await page.getByLabel('County you live in').selectOption('Dublin');
    await page.getByRole('button', { name: 'Request my quote' }).click();
    await expect
      .poll(() => errorOf(page, 'I agree to be contacted by phone or email about my quote.'))
      .toBe('Please agree to be contacted about your quote');
    await page.getByLabel('I agree to be contacted by phone or email about my quote.').check();
    expect((await submit(page, 'Request my quote')).status()).toBe(400);
    await expect.poll(() => errorOf(page, 'Phone number')).toBe('Invalid phone number');

    await fill(page, { 'Phone number': SENDER['Phone number'] });
    expect((await submit(page, 'Request my quote')).status()).toBe(201);
    await expectReceipt(page, 'ASQ', 'Club');
  });
});

describe('every public screen at a laptop’s and a phone’s width', () => {
  /** Each public route of the build, its parameter given a record of the demo data or one no record has. */
  async function publicPaths(page: Page): Promise<string[]> {
    const posts = (await (await page.request.get('/api/v1/posts/blog?page_size=1')).json()) as {
      items: { slug: string }[];
    };
    const records: Record<string, string> = {
      '/blog/post/:id': posts.items[0].slug,
      '/get-a-quote/:id': UNKNOWN_ID,
      '/renewals/:id': UNKNOWN_ID,
      '/retrieve-a-quote/:webReference': 'IVY-AB12-CD34',
    };
    return routePaths('public').map((route) => {
      const pattern = Object.keys(records).find((prefix) => route.startsWith(prefix));
      return pattern ? route.replace(/:[A-Za-z]+/, records[pattern]) : route;
    });
  }

  it.each([
    ['desktop', DESKTOP],
    ['phone', SWEEP_PHONE],
  ])(
    'axe finds no violation and the layout no fault on any public page (%s); a screenshot of each is kept',
    async (_name, viewport) => {
      const page = await visitor(session, { viewport });
      const found: string[] = [];
      for (const path of await publicPaths(page)) {
        await openSettled(page, path);
        found.push(...(await axeViolations(page)).map((violation) => `${path}: ${violation}`));
        // WCAG 1.4.10 reflow among them: nothing makes a phone scroll sideways.
        found.push(...(await layoutProblems(page)).map((problem) => `${path}: ${problem}`));
        await keepScreen(page, path);
      }
      expect(found).toEqual([]);
    },
    300_000,
  );
});
