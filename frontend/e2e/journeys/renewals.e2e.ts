import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { browserSession } from '../support/browser';
import { downloadedText } from '../support/downloads';
import { downloadedPdfText } from '../support/pdf';
import { inDays, renewalRow, renewalsCsv } from '../support/renewals';
import { visitor } from '../support/visitors';
import { expectAccessible } from '../support/axe';

const session = browserSession();

/** The demo renewal the app seeds (the renewals module's seeder). */
const DEMO = { policyNumber: 'IVY-R-100001', dateOfBirth: '1985-04-12' };

/** A file as the insurer sends it: `rows` good renewals, and two bad rows (one with a formula). */
function renewalsFile(rows: number): Buffer {
  const lines: string[] = [];
  for (let i = 1; i <= rows; i++) lines.push(renewalRow(`E2E-${String(i).padStart(6, '0')}`, i));
  lines.push(
    `E2E-BAD-1,Bad Date,bad@example.ie,,1980-01-01,191-D-1,Ford Focus,Comprehensive,31/02/2027,1,1,1,,`,
  );
  lines.push(`E2E-BAD-2,Formula,=1+2,,1980-01-01,191-D-1,Ford Focus,Comprehensive,${inDays(45)},1,1,1,,`);
  return renewalsCsv(lines);
}

const expectHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 1, name: text }).waitFor();

describe('renewals', () => {
  it('staff import a file: dry run counts and errors, the error report, progress to the end, the history', async () => {
    const page = await visitor(session);
    await signIn(page);
    await page.goto('/admin/renewals/import');
    await expectHeading(page, 'Import renewals');

    await page.getByLabel('Renewals file').setInputFiles({
      name: 'e2e-renewals.csv',
      mimeType: 'text/csv',
      buffer: renewalsFile(3000),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    const counts = page.getByRole('definition');
    await page.getByRole('button', { name: 'Import 3,000 renewals' }).waitFor();
    expect(await counts.allInnerTexts()).toEqual(['3,002', '3,000', '0', '0', '2']);
    expect(await page.getByRole('cell', { name: '=1+2' }).count()).toBe(1);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the error report (CSV)' }).click(),
    ]);
    const report = await downloadedText(download);
    expect(report.split('\r\n')[0]).toBe('Row,Column,Value,Message');
    expect(report).toContain(`3003,Email,'=1+2,This is not an email address.`);

    await page.getByRole('button', { name: 'Import 3,000 renewals' }).click();
    await page.getByText(/^Import complete in/).waitFor({ timeout: 60_000 });
    expect(await page.locator('progress#import-progress').getAttribute('value')).toBe('100');
    await page.getByRole('cell', { name: 'e2e-renewals.csv' }).first().waitFor();
    const imported = page.getByRole('row').filter({ hasText: 'e2e-renewals.csv' }).first();
    await imported.getByRole('cell', { name: 'Imported', exact: true }).waitFor();

    await page.goto('/admin/renewals?search=e2e-000042');
    await page.getByRole('cell', { name: 'E2E-000042', exact: true }).waitFor();
    await page.getByRole('link', { name: 'View the renewal of E2E-000042' }).click();
    await expectHeading(page, 'Renewal E2E-000042');
    await page.getByText('Imported from e2e-renewals.csv').waitFor();
    // Signing in waits for a fresh two-factor step (up to 30 s) before the import itself.
  }, 150_000);

  it('the customer finds the renewal, pays it on the hosted page and sees it paid', async () => {
    const page = await visitor(session, { viewport: { width: 375, height: 812 } });
    await page.goto('/renewals');
    await expectHeading(page, 'Renew Your Policy');
    await page.getByLabel('Policy number').fill(DEMO.policyNumber);
    await page.getByLabel('Date of birth').fill('1985-04-13');
    await page.getByRole('button', { name: 'Find my renewal' }).click();
    await page.getByRole('alert').filter({ hasText: 'We could not find a renewal' }).waitFor();
    await page.getByLabel('Date of birth').fill(DEMO.dateOfBirth);
    await page.getByRole('button', { name: 'Find my renewal' }).click();

    await expectHeading(page, 'Your renewal');
    await page.getByText('no higher than the price you would be offered').waitFor();
    expect(await page.getByRole('row').count()).toBe(4);
    await expectAccessible(page);
    await page.getByRole('switch', { name: 'Automatic renewal' }).click();
    await page.getByText('You have opted out of automatic renewal.').waitFor();

    await page.getByRole('link', { name: 'Renew now' }).click();
    await expectHeading(page, 'How would you like to pay?');
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await expectHeading(page, 'Pay securely');
    expect(await page.locator('.payment-amount').innerText()).toMatch(
      /^€598\.00\s+paid in full by card today$/,
    );

    await page.getByRole('button', { name: 'Pay securely' }).click();
    await page.waitForURL(/\/payments\/sandbox\/[0-9a-f]{24}\/[\w-]{43}$/);
    await page.getByLabel('Name on card').fill('Aoife Byrne');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.waitForURL(/\/renewals\/[0-9a-f]{24}\/payment\/success\?payment=[0-9a-f]{24}&sig=/);
    await expectHeading(page, 'Payment received');
    expect(await page.locator('.payment-reference').innerText()).toContain(DEMO.policyNumber);
    await expectAccessible(page);

    await page.goto(new URL(page.url()).pathname.replace(/\/payment\/success$/, ''));
    await page.getByText('Thank you: this renewal is paid.').waitFor();
    expect(await page.getByRole('link', { name: 'Renew now' }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Automatic renewal' }).count()).toBe(0);

    // The new period's documents, made when the payment settled.
    for (const title of ['policy schedule', 'certificate of motor insurance', 'insurance disc']) {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download ${title} (PDF)` }).click(),
      ]);
      expect(await downloadedPdfText(file)).toContain(DEMO.policyNumber);
    }
  });
});
