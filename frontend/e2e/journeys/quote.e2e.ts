import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS,
  addDriver,
  answer,
  claims,
  cover,
  driver,
  drivingHistory,
  getMyPrice,
  group,
  layoutShifts,
  next,
  otherDrivers,
  resetLayoutShifts,
  samePage,
  startQuote,
  stepHeading,
  watchLayoutShifts,
  yearsAgo,
  yourCar,
  yourDetails,
  type Driver,
  type History,
  type OtherDriver,
} from '../../../scripts/lib/quote-steps.mjs';
import { signIn } from '../support/admin';
import { browserSession } from '../support/browser';
import { visitor } from '../support/visitors';
import { expectAccessible } from '../support/axe';

const session = browserSession();

const PHONE = { width: 375, height: 812 };
const NOT_FOUND = 'We could not find a quote with those details.';

/** Every step answered in turn, up to the price on the summary. */
async function getPrice(
  page: Page,
  journey: { driver: Driver; history: History; claim?: { yearsAgo: number }; otherDriver?: OtherDriver },
) {
  await startQuote(page);
  await yourDetails(page, journey.driver);
  await next(page);
  await yourCar(page);
  await next(page);
  await drivingHistory(page, journey.history);
  await next(page);
  await claims(page, journey.claim);
  await next(page);
  await otherDrivers(page, journey.otherDriver);
  await next(page);
  await cover(page);
  await getMyPrice(page);
}

/** The resume link in the last email to `to`, read from the outbox as staff can. */
async function emailedLink(to: string): Promise<string> {
  const admin = await session.newPage();
  await signIn(admin);
  const response = await admin.request.get(`/api/v1/mail/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: { text: string }[] };
  const link = /\S+\/get-a-quote\/[0-9a-f]{24}\?token=\S+/.exec(data[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`No resume link emailed to ${to}`);
  return link;
}

/** The text of the heading that has focus, if a heading has it. */
const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active && /^H[1-6]$/.test(active.tagName) ? active.textContent : null;
  });

async function priceLines(page: Page): Promise<string> {
  const table = page.getByRole('table', { name: 'How your price is made up' });
  await table.waitFor();
  return table.innerText();
}

describe('quote journey', () => {
  it('a learner driver goes from the assumptions to payment options at 375 px, with her accompanying driver, every step accessible and steady', async () => {
    const page = await visitor(session, { viewport: PHONE });
    await watchLayoutShifts(page);
    await page.goto('/assumptions');
    await page.getByRole('button', { name: 'Accept' }).waitFor();
    await resetLayoutShifts(page);
    await expectAccessible(page);
    await startQuote(page);
    // Each step that arrives, the first included, takes focus to its heading, never to the body.
    await expect.poll(() => focusedHeading(page)).toBe('Your details');
    const progress = page.getByRole('navigation', { name: 'Quote progress' });
    expect(await progress.innerText()).toContain('Step 1 of 6');
    expect(await progress.locator('[aria-current="step"]').innerText()).toContain('1');
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    await yourDetails(page, driver('Aoife', 'Byrne', 19));
    await next(page);
    await page.getByRole('button', { name: 'Find my car' }).waitFor();
    await expect.poll(() => focusedHeading(page)).toBe('Your car');
    expect(await progress.innerText()).toContain('Step 2 of 6');
    await expectAccessible(page);
    await yourCar(page);
    await next(page);

    await stepHeading(page, 'Your driving history');
    await expectAccessible(page);
    await drivingHistory(page, { licence: 'Learner permit', years: '1', points: '0', ncb: '0' });
    await next(page);
    await stepHeading(page, 'Your claims');
    await expectAccessible(page);
    await claims(page);
    await next(page);

    await stepHeading(page, 'Other drivers');
    await expect(
      page
        .getByText(/As a learner you must always be accompanied/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);
    // Nobody named: the rule, beside the question, before any price.
    await answer(page, 'Will anyone else drive the car?', 'No');
    await next(page);
    await expect(
      group(page, 'Will anyone else drive the car?')
        .getByText(/accompanied by someone who has held a full/)
        .isVisible(),
    ).resolves.toBe(true);
    await addDriver(page, {
      firstName: 'Mary',
      relationship: 'parent',
      licence: 'Full Irish licence',
      years: '25',
    });
    await expectAccessible(page);
    await next(page);

    await stepHeading(page, 'Your cover');
    await expectAccessible(page);
    await cover(page);
    await getMyPrice(page);
    const lines = await priceLines(page);
    expect(lines).toContain('Base premium');
    expect(lines).toContain('Government levy (3%)');
    expect(lines).toContain('Total');
    expect(await page.getByText('Underwritten by').isVisible()).toBe(true);
    await expectAccessible(page);

    // Every section starts closed and opens on a tap.
    const sections = page
      .getByRole('button', { expanded: false })
      .filter({ hasText: /Your details|Other drivers/ });
    expect(await sections.count()).toBe(2);
    await page.getByRole('button', { name: 'Other drivers' }).click();
    expect(await page.getByText(/Mary Byrne, parent/).isVisible()).toBe(true);
    await expectAccessible(page);

    // Before paying: the documents, and the one confirmation the checkout needs.
    await page.getByRole('heading', { name: 'Before you buy' }).waitFor();
    await page.getByRole('checkbox', { name: /I have read my statement of fact/ }).check();
    await page.getByRole('button', { name: 'Confirm and choose how to pay' }).click();
    await page.getByRole('heading', { name: 'How would you like to pay?' }).waitFor();
    const pay = page.getByRole('button', { name: 'Pay' });
    expect(await pay.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Pay monthly/ }).check();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('.step-actions .button--cta')?.disabled,
    );
    const monthly = await page.locator('.payment-choice').nth(1).innerText();
    expect(monthly).toMatch(/then 9 payments of €/);
    expect(monthly).toMatch(/Credit charge €[\d,.]+\. APR [\d.]+%/);
    expect(monthly).toMatch(/Total payable €/);
    await expectAccessible(page);

    expect(await samePage(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const { cls, shifts } = await layoutShifts(page);
    expect(cls, shifts.join('\n')).toBeLessThanOrEqual(0.1);

    // 'Pay' hands over to the payments screens at /get-a-quote/payment?quote={id}.
    const handOver = page.waitForEvent('framenavigated', {
      predicate: (frame) => /\/get-a-quote\/payment\?quote=[0-9a-f]{24}$/.test(frame.url()),
    });
    await pay.click();
    await handOver;
  });

  it('a full-licence driver with another driver and a claim gets her price, line by line', async () => {
    const page = await visitor(session);
    await getPrice(page, {
      driver: driver('Niamh', 'Kelly', 35),
      history: {
        licence: 'Full Irish licence',
        years: '12',
        points: '0',
        ncb: '5',
        previousInsurer: 'Liffey Insurance',
      },
      claim: { yearsAgo: 2 },
      otherDriver: {
        firstName: 'Ciara',
        relationship: 'spouse_or_partner',
        licence: 'Full Irish licence',
        years: '10',
      },
    });

    const lines = await priceLines(page);
    expect(lines).toMatch(/Base premium\s+€[\d,.]+/);
    expect(lines).toMatch(/Government levy \(3%\)\s+€[\d,.]+/);
    expect(lines).toMatch(/Total\s+€[\d,.]+/);
    expect(await page.getByText(/Price valid until/).isVisible()).toBe(true);
    expect(
      await page
        .getByText(/Excess/)
        .first()
        .isVisible(),
    ).toBe(true);

    await page.getByRole('button', { name: 'Your claims' }).click();
    expect(await page.getByText(/accident, not at fault, €1,200/).isVisible()).toBe(true);
    // Edit goes back to the step with the answers in place.
    await page.getByRole('link', { name: 'Edit your claims' }).click();
    await stepHeading(page, 'Your claims');
    expect(
      await group(page, 'Claim 1')
        .getByLabel(/What did it cost/)
        .inputValue(),
    ).toBe('1200');
  });

  it('a declined quote shows why and asks the driver to call, with no way to pay', async () => {
    const page = await visitor(session);
    await getPrice(page, {
      driver: driver('Emma', 'Walsh', 40),
      history: { licence: 'Full Irish licence', years: '20', points: '10', ncb: '3' },
    });

    await page.getByRole('heading', { name: "Sorry, we can't offer you a quote online" }).waitFor();
    expect(await page.getByText(/10 or more penalty points/).isVisible()).toBe(true);
    const refusal = page.locator('.quote-refusal');
    expect(await refusal.getByRole('link', { name: '01 555 0142' }).getAttribute('href')).toBe(
      'tel:015550142',
    );
    expect(await refusal.getByRole('link', { name: '0818 555 142' }).getAttribute('href')).toBe(
      'tel:0818555142',
    );
    expect(await page.getByRole('link', { name: 'Choose how to pay' }).count()).toBe(0);
    await expectAccessible(page);

    await page.goto(page.url().replace('/summary', '/payment-options'));
    await page.getByText(/10 or more penalty points/).waitFor();
    expect(await page.getByRole('button', { name: 'Pay' }).count()).toBe(0);
  });

  it('declining the assumptions tells the driver to call, with both numbers', async () => {
    const page = await visitor(session, { viewport: PHONE });
    await page.goto('/assumptions');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('heading', { name: /can.t quote for you online/ }).waitFor();
    expect(await page.getByRole('link', { name: '01 555 0142' }).last().getAttribute('href')).toBe(
      'tel:015550142',
    );
    expect(await page.getByRole('link', { name: '0818 555 142' }).last().getAttribute('href')).toBe(
      'tel:0818555142',
    );
    await expectAccessible(page);
  });

  it('save and exit gives the web reference and emails a link; either opens the quote at the next step', async () => {
    const page = await visitor(session);
    const sadhbh = driver('Sadhbh', 'Doyle', 28);
    await startQuote(page);
    await yourDetails(page, sadhbh);
    await next(page);
    await yourCar(page);
    await next(page);
    await stepHeading(page, 'Your driving history');
    await page.getByRole('button', { name: 'Save and exit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your quote is saved' });
    await dialog.waitFor();
    const webReference = await dialog.locator('.web-reference').innerText();
    expect(webReference).toMatch(/^IVY-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await dialog.innerText()).toContain('We emailed you a link');
    await expectAccessible(page);

    // The emailed link, on another device: the quote opens and the link's token leaves the address bar.
    const fromEmail = await visitor(session, { viewport: PHONE });
    await fromEmail.goto(await emailedLink(sadhbh.email));
    await stepHeading(fromEmail, 'Your driving history');
    expect(new URL(fromEmail.url()).searchParams.has('token')).toBe(false);

    // Another device: nothing remembered, only the reference and the date of birth.
    const other = await visitor(session, { viewport: PHONE });
    await other.goto(`/retrieve-a-quote/${webReference}`);
    expect(await other.getByLabel('Web reference', { exact: true }).inputValue()).toBe(webReference);
    await other.getByLabel('Date of birth', { exact: true }).fill(sadhbh.dateOfBirth);
    await expectAccessible(other);
    await other.getByRole('button', { name: 'Retrieve my quote' }).click();
    await stepHeading(other, 'Your driving history');
    expect(other.url()).toContain('step=3');
    // Earlier answers are there to go back to.
    await other.getByRole('button', { name: 'Back' }).click();
    await stepHeading(other, 'Your car');
    expect(await other.getByText('You confirmed this is your car.').isVisible()).toBe(true);
    // The mobile number as she typed it, not as the server keeps it (+353871234567).
    await other.getByRole('button', { name: 'Back' }).click();
    await stepHeading(other, 'Your details');
    expect(await other.getByLabel('Mobile number', { exact: true }).inputValue()).toBe('087 123 4567');
  });

  it('a wrong date of birth is refused with the server’s message', async () => {
    const page = await visitor(session);
    await startQuote(page);
    await yourDetails(page, driver('Orla', 'Ryan', 45));
    await next(page);
    await stepHeading(page, 'Your car');
    const webReference = (await page.locator('.quote-journey__reference strong').innerText()).trim();

    const other = await visitor(session);
    await other.goto('/retrieve-a-quote');
    expect(await other.getByLabel('Web reference', { exact: true }).inputValue()).toBe('');
    await other.getByLabel('Web reference', { exact: true }).fill(webReference);
    await other.getByLabel('Date of birth', { exact: true }).fill(yearsAgo(44));
    await other.getByRole('button', { name: 'Retrieve my quote' }).click();
    await other.getByRole('alert').filter({ hasText: NOT_FOUND }).waitFor();
    expect(new URL(other.url()).pathname).toBe('/retrieve-a-quote');
  });

  it('a quote’s page says in its first paint whether this browser can open it; a reload keeps the quote', async () => {
    const page = await visitor(session);
    await startQuote(page);
    await yourDetails(page, driver('Aoife', 'Nolan', 38));
    await next(page);
    await stepHeading(page, 'Your car');
    const address = new URL(page.url());
    const served = async (from: Page) =>
      (await from.request.get(`${address.pathname}${address.search}`)).text();

    // The server's markup, before any script: a browser that never opened the quote is told to retrieve it,
    const stranger = await visitor(session);
    expect(await served(stranger)).toContain('We could not open this quote');
    // while the one that opened it is shown loading, which its tab's token then resolves.
    expect(await served(page)).not.toContain('We could not open this quote');
    await page.reload();
    await stepHeading(page, 'Your car');
  });

  it('field errors appear only once a field is touched, or on Continue', async () => {
    const page = await visitor(session, { viewport: PHONE });
    await startQuote(page);
    const email = page.getByLabel('Email address', { exact: true });
    await email.fill('not-an-email');
    expect(await page.getByText('Invalid email address').count()).toBe(0);
    await email.blur();
    await page.getByText('Invalid email address').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    // An address typed but not chosen from the list.
    const address = page.getByRole('combobox', { name: 'Home address' });
    await address.fill('12 Main Street Naas');
    await page.getByRole('option', { name: ADDRESS }).waitFor();
    await address.blur();
    await page
      .getByText(
        'Please select an address from the list. If no options are available, please modify your search.',
      )
      .waitFor();
    expect(await page.getByText(/^Please (enter|choose) /).count()).toBe(0);

    // Each error names its field: no bare 'Required' (issue 37).
    await next(page);
    await page.getByText('Please enter your first name').waitFor();
    expect(await page.getByText('Please enter your mobile number').isVisible()).toBe(true);
    expect(await page.getByText('Please choose your marital status').isVisible()).toBe(true);
    expect(await page.getByText('Required', { exact: true }).count()).toBe(0);
    // The first problem has the focus, and the page did not move on.
    // The focus moves on the next animation frame.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true');
    await stepHeading(page, 'Your details');
  });
});
