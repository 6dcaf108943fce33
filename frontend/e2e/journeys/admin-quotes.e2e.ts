import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { browserSession } from '../support/browser';
import { answerDialog } from '../support/dialogs';
import { visitor } from '../support/visitors';
import { expectAccessible } from '../support/axe';

const session = browserSession();

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The JSON box of the upload screen, read as the table it holds. */
async function tableInBox(page: Page): Promise<Record<string, unknown>> {
  const box = page.getByLabel('Rating table (JSON)');
  await expect.poll(async () => (await box.inputValue()).length).toBeGreaterThan(0);
  return JSON.parse(await box.inputValue());
}

/** The status cell of a version's row in the list. */
const statusOf = (page: Page, version: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `View version ${version}` }) })
    .getByRole('cell')
    .nth(1);

describe('the quote engine back office', () => {
  it('opens a bought quote from the list with its price, history and policy', async () => {
    const page = await visitor(session);
    await signIn(page);
    await page.goto('/admin/quotes');
    await heading(page, 'Quotes').waitFor();
    await page.getByLabel('Status').selectOption('purchased');
    // The unfiltered list stays on screen until the filtered one answers.
    const filtered = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/v1/quotes' && res.url().includes('status=purchased'),
    );
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'purchased');
    await filtered;
    await expectAccessible(page);

    const first = page.getByRole('link', { name: /^Open quote IVY-/ }).first();
    const reference = await first.innerText();
    await first.click();
    await heading(page, `Quote ${reference}`).waitFor();
    await page.getByRole('heading', { name: /^Price \(table [\w.]+\): €[\d,]+\.\d{2} a year$/ }).waitFor();
    const history = page.getByRole('region', { name: 'Status history' });
    expect(await history.getByRole('row').last().innerText()).toMatch(/Bought\s+Bought/);
    expect(await page.getByRole('region', { name: 'Policy', exact: true }).innerText()).toMatch(
      /IVY-P-[2-9A-Z]{8}/,
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: 'All quotes' }).click();
    await page.getByLabel('Web reference, email or surname').fill(reference.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === reference.toLowerCase());
    await expect
      .poll(() => page.getByRole('link', { name: /^Open quote IVY-/ }).allInnerTexts())
      .toEqual([reference]);
  });

  it('refuses a broken table, stores a good one, prices a sample risk with both, and rolls back', async () => {
    const page = await visitor(session);
    await signIn(page);
    await page.goto('/admin/rating');
    await heading(page, 'Rating tables').waitFor();
    const active = await page.getByRole('row').filter({ hasText: 'Active' }).getByRole('link').innerText();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Upload a new version' }).click();
    await heading(page, 'Upload a rating table').waitFor();
    const base = await tableInBox(page);
    const version = `e2e.${Date.now()}`;

    const broken: Record<string, unknown> = { ...base, version, governmentLevyRate: '3%' };
    delete broken.underwriter;
    await page.getByLabel('Rating table (JSON)').fill(JSON.stringify(broken));
    await page.getByRole('button', { name: 'Check and upload' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'nothing was saved' });
    await problems.waitFor();
    const listed = await problems.innerText();
    expect(listed).toContain('table.underwriter: is required');
    expect(listed).toContain('table.governmentLevyRate: must be a number');
    await expectAccessible(page);

    const premiums = base.basePremiumCents as Record<string, number>;
    const dearer = {
      ...base,
      version,
      basePremiumCents: Object.fromEntries(
        Object.entries(premiums).map(([cover, cents]) => [cover, cents * 2]),
      ),
    };
    await page.getByLabel('Rating table (JSON)').fill(JSON.stringify(dearer, null, 2));
    await page.getByRole('button', { name: 'Check and upload' }).click();
    await answerDialog(page, 'Uploaded!', `Version ${version} is stored as a draft. Activate it to use it.`);
    await heading(page, `Rating Table ${version}`).waitFor();
    expect(await page.getByRole('region', { name: 'Version' }).innerText()).toMatch(/Status\s+Draft/);
    await page.getByRole('table', { name: 'Age', exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Activate' }).click();
    await answerDialog(page, `Activate version ${version}?`, undefined, 'Yes, activate it');
    await answerDialog(page, 'Activated!');
    await expect
      .poll(() => page.getByRole('region', { name: 'Version' }).innerText())
      .toMatch(/Status\s+Active/);

    await page.getByRole('link', { name: 'Try it in the sandbox' }).click();
    await heading(page, 'Rating sandbox').waitFor();
    await page.getByLabel('Sample risk').selectOption({ label: 'experienced rural' });
    await page.getByLabel('Compare with').selectOption({ label: `${active}: inactive (was active)` });
    await page.getByLabel('Penalty points').fill('3');
    expect(JSON.parse(await page.getByLabel('Risk (JSON)').inputValue()).proposer.penaltyPoints).toBe(3);
    await page.getByRole('button', { name: 'Price it' }).click();
    await page
      .getByRole('heading', { name: new RegExp(`^Version ${version.replace('.', '\\.')}: €`) })
      .waitFor();
    await page
      .getByRole('heading', { name: new RegExp(`^Version ${active.replace('.', '\\.')}: €`) })
      .waitFor();
    expect(await page.locator('.sandbox-difference').innerText()).toMatch(
      new RegExp(
        `^Version ${active.replace('.', '\\.')} against ${version.replace('.', '\\.')}: €[\\d,.]+ less \\(-\\d+\\.\\d%\\)$`,
      ),
    );
    await expectAccessible(page);

    await page.goto('/admin/rating');
    await heading(page, 'Rating tables').waitFor();
    await expect.poll(() => statusOf(page, version).innerText()).toBe('Active');
    await page.getByRole('button', { name: 'Roll back' }).click();
    await answerDialog(page, `Roll back to version ${active}?`, undefined, 'Yes, roll back');
    await answerDialog(page, 'Rolled back!');
    await expect.poll(() => statusOf(page, active).innerText()).toBe('Active');
    expect(await statusOf(page, version).innerText()).toBe('Inactive (was active)');
  });
});
