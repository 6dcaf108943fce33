import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { answerDialog } from '../support/dialogs';
import { browserSession } from '../support/browser';
import { payWith, pricedQuote, toSandbox } from '../support/quotes';
import { signInToMyPolicy } from '../support/my-policy';
import { downloadedPdfText } from '../support/pdf';
import { visitor } from '../support/visitors';

const session = browserSession();

const CUSTOMER = { email: 'aoife.byrne@example.ie', dateOfBirth: '1994-03-08', registration: '191-D-12345' };
const DOCUMENTS = [
  'Policy schedule',
  'Certificate of motor insurance',
  'Insurance disc',
  'Statement of fact',
];

/**
 * Before paying: the hand-off page sends an unconfirmed quote back to its summary, which offers the
 * statement of fact as a PDF and takes the confirmation; paying is then open.
 */
async function confirmDocuments(page: Page, quoteId: string): Promise<void> {
  await page.goto(`/get-a-quote/payment?quote=${quoteId}`);
  await page.getByRole('heading', { level: 1, name: 'Before you pay' }).waitFor();
  await page.getByRole('link', { name: 'Read the documents on your quote' }).click();
  await page.getByRole('heading', { name: 'Before you buy' }).waitFor();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download your statement of fact (PDF)' }).click(),
  ]);
  const statement = await downloadedPdfText(file);
  expect(statement).toContain('Please check every answer below');
  expect(statement).toContain(CUSTOMER.registration);
  const beforeYouBuy = page.getByRole('region', { name: 'Before you buy' });
  for (const name of [/IPID/, /Policy Booklet/, /Our Terms of Business/])
    expect(await beforeYouBuy.getByRole('link', { name }).getAttribute('href')).toMatch(/\.pdf$/);

  const confirm = page.getByRole('button', { name: 'Confirm and choose how to pay' });
  await confirm.click();
  await page.getByText('Please tick the box to confirm you have read the documents').waitFor();
  await page.getByRole('checkbox', { name: /I have read my statement of fact/ }).check();
  await confirm.click();
  await page.getByRole('heading', { name: 'How would you like to pay?' }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

async function download(page: Page, title: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${title.toLowerCase()}` }).click(),
  ]);
  return downloadedPdfText(file);
}

describe('policy documents', () => {
  it('confirms the documents, buys a quote with the sandbox card, opens the documents page with the emailed code and downloads all four', async () => {
    const page = await visitor(session);
    const quoteId = await pricedQuote(page, 'annual', undefined, { accepted: false });
    await confirmDocuments(page, quoteId);
    await page.getByRole('heading', { level: 1, name: 'Pay securely' }).waitFor();
    await toSandbox(page);
    await payWith(page, '4242 4242 4242 4242', 'success');
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    const policyNumber = /IVY-P-[2-9A-HJKMNP-TV-Z]{8}/.exec(
      await page.locator('.payment-reference').innerText(),
    )?.[0];
    if (!policyNumber) throw new Error('No policy number on the success screen');

    await page.getByRole('link', { name: 'your documents page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your policy documents' }).waitFor();
    await signInToMyPolicy(page, session, { ...CUSTOMER, policyNumber });

    const premium = /€[\d,]+\.\d{2}, including the 3% Government levy of €[\d,]+\.\d{2}/;
    expect(await page.locator('.my-policy__facts').innerText()).toMatch(premium);
    const texts = [];
    for (const title of DOCUMENTS) texts.push(await download(page, title));
    for (const text of texts) {
      expect(text).toContain(policyNumber);
      expect(text).toContain(CUSTOMER.registration);
    }
    const [schedule, , , statement] = texts;
    expect(schedule).toMatch(premium);
    expect(statement).toMatch(premium);

    const change = page.getByRole('link', { name: 'Request a change to this policy' });
    await change.click();
    await page.waitForURL(/\/help-contact\/policy-change\?policyNumber=/);
    expect(await page.getByLabel('Policy number').inputValue()).toBe(policyNumber);

    // Staff see what the customer confirmed, and the versions they were shown.
    const admin = await visitor(session);
    await signIn(admin);
    await admin.goto(`/admin/quotes/${quoteId}`);
    const confirmed = admin.getByRole('region', { name: 'Documents confirmed before paying' });
    await confirmed.waitFor();
    expect(await confirmed.innerText()).toMatch(/IPID\s+EMR-PM-IPID-/);

    // Staff reissue after a correction: a new version listed first, the first one kept as replaced.
    await admin.getByLabel(/Why the documents are reissued/).fill('Registration corrected');
    await admin.getByRole('button', { name: 'Reissue documents' }).click();
    await answerDialog(admin, 'Reissue the documents?', undefined, 'Yes, reissue them');
    await answerDialog(admin, 'Reissued', 'The new version is listed first.');
    const documents = admin.getByRole('table', { name: 'Policy documents' });
    await documents.getByRole('link', { name: `schedule-${policyNumber}-v2.pdf` }).waitFor();
    expect(await documents.getByText('1 (replaced)').count()).toBe(4);
    expect(await documents.getByText('Reissued: Registration corrected').count()).toBe(4);
    await admin.close();
  });
});
