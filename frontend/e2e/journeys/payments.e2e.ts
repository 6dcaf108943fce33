import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession } from '../support/browser';
import { CARD, payWith, pricedQuote, toSandbox } from '../support/quotes';
import { visitor } from '../support/visitors';
import { expectAccessible } from '../support/axe';

const session = browserSession();

const PHONE = { width: 375, height: 812 };
const POLICY_NUMBER = /IVY-P-[2-9A-HJKMNP-TV-Z]{8}/;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Waits for the screen's heading to say `text` (screens load, then confirm, after navigation). */
const expectHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 1, name: text }).waitFor();

describe('paying for a quote on the hosted payment page', () => {
  it('pays in full with a test card and shows the policy number', async () => {
    const page = await visitor(session);
    const quoteId = await pricedQuote(page);
    await page.goto(`/get-a-quote/payment?quote=${quoteId}`);
    await expectHeading(page, 'Pay securely');
    const amount = await page.locator('.payment-amount').innerText();
    expect(amount).toMatch(/^€[\d,]+\.\d{2}\s+paid in full by card today$/);
    await expectAccessible(page);

    await toSandbox(page);
    expect(await page.locator('.amount').innerText()).toBe(amount.split(/\s/)[0]);
    await payWith(page, '4242 4242 4242 4242', 'success');
    await expectHeading(page, 'Payment received');
    expect(await page.locator('.payment-reference').innerText()).toMatch(POLICY_NUMBER);
    expect(await page.getByText('Visa ending 4242').count()).toBe(1);
    await expectAccessible(page);
  });

  it('shows a declined card on the failed screen; Retry opens a new attempt that then succeeds', async () => {
    const page = await visitor(session);
    const quoteId = await pricedQuote(page);
    await page.goto(`/get-a-quote/payment?quote=${quoteId}`);
    const firstAttempt = await toSandbox(page);
    await payWith(page, '4000 0000 0000 0002', 'failed');
    await expectHeading(page, 'Payment not completed');
    expect(await page.getByRole('alert').innerText()).toBe('Your card was declined.');
    await expectAccessible(page);

    const secondAttempt = await toSandbox(page, 'Retry payment');
    expect(secondAttempt).not.toBe(firstAttempt);
    await payWith(page, '4242 4242 4242 4242', 'success');
    await expectHeading(page, 'Payment received');
    expect(await page.locator('.payment-reference').innerText()).toMatch(POLICY_NUMBER);

    // The declined attempt's page is closed: it cannot take money any more.
    await page.goto(firstAttempt);
    expect(await heading(page).innerText()).toBe('This payment page has closed.');
  });

  it('pays monthly at 375 px: the Direct Debit mandate first (IBAN checked), then the deposit after a one-time code', async () => {
    const page = await visitor(session, { viewport: PHONE });
    const quoteId = await pricedQuote(page, 'monthly');
    await page.goto(`/get-a-quote/payment?quote=${quoteId}`);
    await expectHeading(page, 'Pay securely');
    expect(
      await page.getByRole('table', { name: 'Your monthly Direct Debits' }).locator('tbody tr').count(),
    ).toBe(9);
    const deposit = (await page.locator('.payment-amount').innerText()).split(/\s/)[0];

    await page.getByLabel('IBAN').fill('IE29 AIBK 9311 5212 3456 79');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Agree and pay securely' }).click();
    await page.getByText('This IBAN is not valid: please check it for a mistyped character.').waitFor();
    expect(await page.getByLabel('IBAN').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByLabel('IBAN').fill('IE29 AIBK 9311 5212 3456 78');
    await toSandbox(page, 'Agree and pay securely');
    expect(await page.locator('.amount').innerText()).toBe(deposit);
    // Side by side on a phone, the expiry and CVC boxes sit level whatever their labels' lengths.
    const [expiryBox, cvcBox] = await Promise.all(
      ['Expiry (MM/YY)', 'Security code (CVC)'].map((label) => page.getByLabel(label).boundingBox()),
    );
    expect(expiryBox?.y).toBe(cvcBox?.y);
    await page.getByLabel('Name on card').fill(CARD.name);
    await page.getByLabel('Card number').fill('4000 0000 0000 3220');
    await page.getByLabel('Expiry (MM/YY)').fill(CARD.expiry);
    await page.getByLabel('Security code (CVC)').fill(CARD.cvc);
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.getByLabel('One-time code').fill('123456');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/get-a-quote\/payment\/success\?/);

    await expectHeading(page, 'Payment received');
    expect(await page.locator('.payment-reference').innerText()).toMatch(POLICY_NUMBER);
    expect(await page.getByText(/IE\*\* \*\*\*\* \*\*\*\* \*\*\*\* 5678/).count()).toBe(1);
    expect(
      await page.getByRole('table', { name: 'Your monthly Direct Debits' }).locator('tbody tr').count(),
    ).toBe(9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
