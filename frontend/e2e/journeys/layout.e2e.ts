import type { Cookie, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { browserSession, type Viewport } from '../support/browser';
import {
  keepScreen,
  layoutProblems,
  openSettled,
  rawCodes,
  overlapping,
  routePaths,
  sidewaysOverflow,
  wordsBrokenMidWord,
} from '../support/layout';
import { visitor } from '../support/visitors';
import { daysFromNow } from './publicSite';

// Issue 21: what a new staff member met at a laptop's and a phone's width.
const session = browserSession();
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let staffCookies: Cookie[];

/** A signed-in staff page: one sign-in for the file, since each needs a fresh two-factor step. */
async function staffPage(viewport: Viewport): Promise<Page> {
  const page = await visitor(session, { viewport });
  await page.context().addCookies(staffCookies);
  return page;
}

beforeAll(async () => {
  const page = await session.newPage();
  await signIn(page);
  staffCookies = await page.context().cookies();
}, 120_000);

/** How many lines the text of `selector`'s first match takes. */
const linesOf = (page: Page, selector: string): Promise<number> =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    });

describe('public layout at 390 px', () => {
  it('keeps each way to confirm a retrieved quote on one line', async () => {
    const page = await visitor(session, { viewport: PHONE });
    await page.goto('/retrieve-a-quote');
    await page.getByText('My email address').waitFor();
    expect(await linesOf(page, '.choice:has-text("My email address") span')).toBe(1);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('stacks the cookies-policy table into a card per cookie, under a one-line caption', async () => {
    const page = await visitor(session, { viewport: PHONE });
    await page.goto('/cookies-policy');
    const description = page.locator('.cookie-table td[data-label="Description"]').first();
    await description.waitFor();
    // A card's row has the card's width, not a sliver of a five-column table.
    expect((await description.boundingBox())?.width).toBeGreaterThan(PHONE.width * 0.75);
    expect(await linesOf(page, '.cookie-table caption')).toBe(1);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

describe('admin layout at 390 px', () => {
  it('opens each screen at the top, with the Menu button in sight', async () => {
    const page = await staffPage(PHONE);
    for (const path of ['/admin/quotes', '/admin/user']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const menu = await page.getByRole('button', { name: 'Menu' }).boundingBox();
      expect(menu?.y, path).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('admin layout at 1280 px', () => {
  it('keeps the statistics explorer fields side by side without overlap', async () => {
    const page = await staffPage(LAPTOP);
    await page.goto('/admin/statistics');
    const form = page.getByRole('form', { name: 'Build a table' });
    await form.getByLabel('Columns').waitFor();
    expect(await overlapping(page, 'form[aria-label="Build a table"] .field__input')).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('fits the new-post editor on the screen before a cover is uploaded', async () => {
    const page = await staffPage(LAPTOP);
    await page.goto('/admin/posts/create');
    await page.getByRole('button', { name: 'Add tag' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('breaks no word in the CMS history table, and gives the CMS editor the whole width', async () => {
    const page = await staffPage(LAPTOP);
    await page.goto('/admin/cms');
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await page.getByRole('table', { name: /version/i }).waitFor();
    expect(await wordsBrokenMidWord(page, 'table')).toEqual([]);
    const [panel, main] = await Promise.all(
      ['.admin-panel', 'main'].map((css) =>
        page
          .locator(css)
          .first()
          .evaluate((element) => element.getBoundingClientRect().width),
      ),
    );
    // The panel fills the content column, less the page's padding.
    expect(panel).toBeGreaterThan(main * 0.9);
  });

  it('keeps the filter selects level with the text boxes beside them', async () => {
    const page = await staffPage(LAPTOP);
    for (const path of ['/admin/user', '/admin/payments']) {
      await page.goto(path);
      const bar = page.getByRole('search');
      await bar.locator('select').first().waitFor();
      const tops = await bar
        .locator('.field__input')
        .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${path}: ${tops.join(', ')}`).toBe(1);
    }
  });

  it('shows a disabled button as unusable: no full colour, no pointer', async () => {
    const page = await staffPage(LAPTOP);
    await page.goto('/admin/posts/create');
    const upload = page.getByRole('button', { name: 'Upload cover' });
    await upload.waitFor();
    expect(await upload.isDisabled()).toBe(true);
    const look = await upload.evaluate((button) => {
      const style = getComputedStyle(button);
      return { cursor: style.cursor, background: style.backgroundColor };
    });
    const primary = await page
      .getByRole('button', { name: 'Save draft' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(look.cursor).toBe('not-allowed');
    expect(look.background).not.toBe(primary);
  });
});

/** The list each record screen's id is taken from: the first record it answers. */
const RECORD_LISTS: Record<string, string> = {
  '/admin/association-quotes/:id': '/api/v1/offers/association-quotes',
  '/admin/cms/:id': '/api/v1/cms/sections',
  '/admin/contacts/edit/:id': '/api/v1/utility/contacts',
  '/admin/cookies/edit/:id': '/api/v1/dg-cookies',
  '/admin/faqs/edit/:id': '/api/v1/content/faqs',
  '/admin/feedback/:id': '/api/v1/utility/feedback',
  '/admin/jargon/edit/:id': '/api/v1/content/jargon',
  '/admin/policy-changes/:id': '/api/v1/utility/policy-change',
  '/admin/posts/edit/:id': '/api/v1/posts',
  '/admin/quotes/:id': '/api/v1/quotes',
  '/admin/rating/:id': '/api/v1/rating/tables',
  '/admin/renewals/:id': '/api/v1/renewals',
  '/admin/user/edit/:id': '/api/v1/users',
  '/admin/webhooks/:id': '/api/v1/webhooks',
};

const SENDER = { name: 'Sadhbh Walsh', email: 'sadhbh.walsh@example.ie', phone: '087 765 4321' };

/** One of each enquiry, sent as a visitor sends it: the demo data has none. */
async function sendEnquiries(): Promise<void> {
  const { request } = await visitor(session);
  const forms: [string, object][] = [
    ['/api/v1/utility/contact', { ...SENDER, message: 'Please call me about my renewal.' }],
    ['/api/v1/utility/feedback', { ...SENDER, rating: 4, isComplaint: false, message: 'Quick and clear.' }],
    [
      '/api/v1/utility/policy-change',
      {
        ...SENDER,
        requestType: 'Other',
        policyNumber: 'IVY-100200',
        effectiveDate: daysFromNow(7),
        message: 'Please add my new email address.',
      },
    ],
    [
      '/api/v1/offers/association-quotes',
      {
        ...SENDER,
        membershipNumber: 'BI-204060',
        club: 'Killester Basketball Club',
        county: 'Dublin',
        renewalDate: daysFromNow(30),
        consentToContact: true,
      },
    ],
  ];
  for (const [form, data] of forms) {
    const answer = await request.post(form, { data });
    expect(answer.status(), `${form}: ${await answer.text()}`).toBe(201);
  }
}

/** Every admin screen of the build's route table, a record screen given the first record of its list. */
async function adminPaths(page: Page): Promise<string[]> {
  const paths: string[] = [];
  for (const route of routePaths('admin')) {
    const list = RECORD_LISTS[route];
    if (!route.includes(':')) paths.push(route);
    else if (!list) throw new Error(`No list to take a record of ${route} from: add it to RECORD_LISTS`);
    else {
      const answer = (await (await page.request.get(list)).json()) as Record<string, unknown>;
      const records = Object.values(answer).find(Array.isArray) as { _id: string }[] | undefined;
      if (!records?.[0]) throw new Error(`${list} answered no record for ${route}`);
      paths.push(route.replace(':id', encodeURIComponent(records[0]._id)));
    }
  }
  return paths;
}

describe('every admin screen at a laptop’s and a phone’s width', () => {
  beforeAll(sendEnquiries, 60_000);

  it.each([
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])(
    'no screen scrolls sideways, breaks a word, overlaps its controls or shows a raw code (%s); a screenshot of each is kept',
    async (_name, viewport) => {
      const page = await staffPage(viewport);
      const found: string[] = [];
      for (const path of await adminPaths(page)) {
        await openSettled(page, path);
        found.push(...(await layoutProblems(page)).map((problem) => `${path}: ${problem}`));
        found.push(...(await rawCodes(page)).map((cell) => `${path}: shows a code, "${cell}"`));
        await keepScreen(page, path);
      }
      expect(found).toEqual([]);
    },
    300_000,
  );
});
