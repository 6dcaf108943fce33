import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { browserSession } from '../support/browser';
import { answerDialog } from '../support/dialogs';
import { downloadedText } from '../support/downloads';
import { payWith, pricedQuote, toSandbox } from '../support/quotes';
import { visitor } from '../support/visitors';
import { expectAccessible } from '../support/axe';

const session = browserSession();

/** Unique per run, so the journey finds its own customers and not an earlier run's. */
const RUN = Date.now().toString(36);

/** A customer who bought a policy on the sandbox page; answers its policy number. */
async function customerWithPolicy(email: string): Promise<string> {
  const page = await visitor(session);
  const quoteId = await pricedQuote(page, 'annual', email);
  await page.goto(`/get-a-quote/payment?quote=${quoteId}`);
  await page.getByRole('heading', { level: 1, name: 'Pay securely' }).waitFor();
  await toSandbox(page);
  await payWith(page, '4242 4242 4242 4242', 'success');
  await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
  const reference = await page.locator('.payment-reference').innerText();
  return /IVY-P-\w{8}/.exec(reference)?.[0] ?? reference;
}

async function dataProtection(): Promise<Page> {
  const page = await visitor(session);
  await signIn(page);
  await page.goto('/admin/data-protection');
  await page.getByRole('heading', { level: 1, name: 'Data protection' }).waitFor();
  return page;
}

async function find(page: Page, label: string, value: string) {
  for (const box of ['Email', 'Phone', 'Web reference', 'Policy number'])
    await page.getByLabel(box, { exact: true }).fill(box === label ? value : '');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('staff answer data-protection requests', () => {
  it('exports and erases a customer with a bought policy: the policy is kept minimal, for the law', async () => {
    const email = `aoife.${RUN}@example.ie`;
    const policyNumber = await customerWithPolicy(email);
    const page = await dataProtection();

    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByText('Enter an email, phone, web reference or policy number').waitFor();

    await find(page, 'Policy number', policyNumber.toLowerCase());
    await page.getByRole('heading', { level: 2, name: /records held$/ }).waitFor();
    expect(await page.getByText(/^Matched on verified identity/).count()).toBe(1);
    const quotes = section(page, 'Held: Quotes and policies');
    await quotes.getByRole('cell', { name: policyNumber, exact: true }).waitFor();
    await quotes.getByRole('cell', { name: `policy number ${policyNumber}, or its quote` }).waitFor();
    expect(await quotes.getByRole('cell', { name: 'Quote', exact: true }).count()).toBe(1);
    await section(page, 'Held: Payments and Direct Debit mandates').waitFor();
    // The purchase proved the email, but nothing proves who the mail sent to it was about: each is listed
    // apart, with why, unticked, until staff tick it.
    const mails = section(page, 'Unverified: Emails sent');
    await mails
      .getByRole('cell', { name: `email ${email} only, never verified` })
      .first()
      .waitFor();
    expect(await section(page, 'Held: Emails sent').count()).toBe(0);
    await expectAccessible(page);
    for (const box of await mails.getByRole('checkbox').all()) {
      expect(await box.isChecked()).toBe(false);
      await box.check();
    }

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /^Export DSR-[0-9A-F]{10} ready$/ }).waitFor();
    const [archiveFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the archive (JSON)' }).click(),
    ]);
    expect(archiveFile.suggestedFilename()).toMatch(/^DSR-[0-9A-F]{10}-personal-data\.json$/);
    const archive = JSON.parse(await downloadedText(archiveFile));
    const quote = archive.quotes.find((record: { type: string }) => record.type === 'quote');
    expect(quote.answers.your_details.email).toBe(email);
    const [summaryFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the summary (text)' }).click(),
    ]);
    expect(await downloadedText(summaryFile)).toContain(`Policy ${policyNumber}`);

    await page.getByRole('button', { name: 'Erase', exact: true }).click();
    await answerDialog(page, 'Erase this person?', undefined, 'Yes, erase');
    const done = await answerDialog(page, 'Erased!');
    expect(done).toMatch(/kept, minimal, until \d{1,2} \w+ \d{4}, for the period the law requires\.$/);
    await page.getByRole('heading', { level: 2, name: /^Erasure DSR-[0-9A-F]{10} done$/ }).waitFor();
    const kept = section(page, 'Kept: Quotes and policies');
    await kept.getByRole('cell', { name: policyNumber, exact: true }).waitFor();
    expect(await kept.getByRole('cell', { name: 'Quote', exact: true }).count()).toBe(0);
    expect(await kept.getByText(/^Until \d{1,2} \w+ \d{4}: /).count()).toBe(1);

    // The email finds nothing any more.
    await find(page, 'Email', email);
    await page.getByText('Nothing is held about this person.').waitFor();
  });

  it('erases a person who only asked for a quote, leaving nothing', async () => {
    const email = `ciara.${RUN}@example.ie`;
    await pricedQuote(await visitor(session), 'annual', email);
    const page = await dataProtection();

    // Nothing verifies the quote's email (not bought, no emailed link opened): it is listed apart, and
    // there is nothing to erase until staff tick it.
    await find(page, 'Email', email);
    const quotes = section(page, 'Unverified: Quotes and policies');
    await quotes.getByRole('cell', { name: `email ${email} only, never verified` }).waitFor();
    expect(await page.getByRole('button', { name: 'Erase', exact: true }).isDisabled()).toBe(true);
    for (const box of await page
      .getByRole('region', { name: /^Unverified: / })
      .getByRole('checkbox')
      .all())
      await box.check();
    await page.getByRole('button', { name: 'Erase', exact: true }).click();
    await answerDialog(page, 'Erase this person?', undefined, 'Cancel');
    expect(await page.getByRole('button', { name: 'Erase', exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Erase', exact: true }).click();
    await answerDialog(page, 'Erase this person?', undefined, 'Yes, erase');
    expect(await answerDialog(page, 'Erased!')).toMatch(/Nothing about this person remains\.$/);
    await find(page, 'Email', email);
    await page.getByText('Nothing is held about this person.').waitFor();
  });
});
