import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  claims,
  cover,
  driver,
  drivingHistory,
  getMyPrice,
  next,
  otherDrivers,
  startQuote,
  stepHeading,
  answer,
  yourDetails,
  type Driver,
} from '../../../scripts/lib/quote-steps.mjs';
import { browserSession } from '../support/browser';
import { signInToMyPolicy } from '../support/my-policy';
import { payWith, toSandbox } from '../support/quotes';
import { visitor } from '../support/visitors';

const session = browserSession();

const POLICY_NUMBER = /IVY-P-[2-9A-HJKMNP-TV-Z]{8}/;
const DOCUMENTS = [
  'Policy schedule',
  'Certificate of motor insurance',
  'Insurance disc',
  'Statement of fact',
];

/** A new car, chosen by make and model: the lookup knows no car for its registration yet. */
async function yourCarByMakeAndModel(page: Page, registration: string) {
  await stepHeading(page, 'Your car');
  await page.getByRole('radio', { name: /Choose make and model/ }).check();
  await page.getByLabel('Registration number', { exact: true }).fill(registration);
  await page.getByLabel('Make', { exact: true }).selectOption('Toyota');
  await page.getByLabel('Model', { exact: true }).selectOption('Yaris');
  await page.getByLabel('Year of first registration', { exact: true }).selectOption('2016');
  await page.getByLabel('Engine', { exact: true }).selectOption('1.5 Hybrid');
  await page.getByRole('heading', { name: 'Is this your car?' }).waitFor();
  await page.getByRole('button', { name: 'Yes, this is my car' }).click();
  await answer(page, /add power or speed/, 'No');
  await answer(page, /how it looks/, 'No');
  await answer(page, 'Where is the car kept overnight?', 'Kept on a driveway overnight');
  await answer(page, 'What will the car be used for?', 'Social use and commuting');
  await page.getByLabel('How many kilometres will you drive in a year?', { exact: true }).fill('12000');
}

/** The whole quote through the site, the car chosen by make and model, up to the hand-off page. */
async function quoteToPayment(page: Page, customer: Driver, registration: string, monthly: boolean) {
  await startQuote(page);
  await yourDetails(page, customer);
  await next(page);
  await yourCarByMakeAndModel(page, registration);
  await next(page);
  await drivingHistory(page, { licence: 'Full Irish licence', years: '10', points: '0', ncb: '5' });
  await next(page);
  await claims(page);
  await next(page);
  await otherDrivers(page);
  await next(page);
  await cover(page);
  await getMyPrice(page);
  await page.getByRole('checkbox', { name: /I have read my statement of fact/ }).check();
  await page.getByRole('button', { name: 'Confirm and choose how to pay' }).click();
  await page.getByRole('heading', { name: 'How would you like to pay?' }).waitFor();
  await page.getByRole('radio', { name: monthly ? /Pay monthly/ : /Pay in full by card/ }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Pay securely' }).waitFor();
}

/** From any page: "My policy" in the menu, then the policy number, date of birth and emailed code. */
async function openMyPolicy(page: Page, customer: Driver, policyNumber: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My policy' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your policy documents' }).waitFor();
  await signInToMyPolicy(page, session, { ...customer, policyNumber });
  for (const title of DOCUMENTS) {
    await page.getByRole('button', { name: `Download ${title.toLowerCase()}` }).waitFor();
  }
}

describe('buying a policy for a car chosen by make and model', () => {
  it('pays the annual premium by card and finds the documents through My policy in the menu', async () => {
    const page = await visitor(session);
    const customer = driver('Niamh', 'Annual', 34);
    await quoteToPayment(page, customer, '252-D-4711', false);
    await toSandbox(page);
    await payWith(page, '4242 4242 4242 4242', 'success');
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    const policyNumber = POLICY_NUMBER.exec(await page.locator('.payment-reference').innerText())?.[0];
    expect(policyNumber).toBeDefined();
    // A reference is one word: never broken at its hyphens, however narrow the screen.
    const reference = page.locator('.payment-reference .reference');
    expect(await reference.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
    await openMyPolicy(page, customer, policyNumber!);
    expect(await page.locator('.my-policy__facts').innerText()).toContain('252-D-4711');
  });

  it('pays monthly by Direct Debit (the deposit by card) and finds the documents through My policy', async () => {
    const page = await visitor(session);
    const customer = driver('Niamh', 'Monthly', 29);
    await quoteToPayment(page, customer, '252-D-4712', true);
    await page.getByLabel('IBAN').fill('IE29 AIBK 9311 5212 3456 78');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Agree and pay securely' }).click();
    await page.waitForURL(/\/payments\/sandbox\/[0-9a-f]{24}\/[\w-]{43}$/);
    await payWith(page, '4242 4242 4242 4242', 'success');
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    const policyNumber = POLICY_NUMBER.exec(await page.locator('.payment-reference').innerText())?.[0];
    expect(policyNumber).toBeDefined();
    await openMyPolicy(page, customer, policyNumber!);
  });
});
