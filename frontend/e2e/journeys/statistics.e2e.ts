import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { browserSession, type Viewport } from '../support/browser';
import { downloadedText } from '../support/downloads';
import { visitor } from '../support/visitors';
import { expectAccessible } from '../support/axe';

const session = browserSession();
const PHONE = { width: 375, height: 812 };
const RUN = Date.now().toString(36);

async function statisticsPage(viewport?: Viewport): Promise<Page> {
  const page = await visitor(session, { viewport });
  await signIn(page);
  await page.goto('/admin/statistics');
  await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
  return page;
}

describe('statistics', () => {
  it('opens on the quote funnel of the demo year, and every dashboard answers', async () => {
    const page = await statisticsPage();
    const picker = page.getByRole('group', { name: 'Choose a dashboard' });
    expect(await picker.getByRole('button', { name: 'Quote funnel' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('heading', { level: 3, name: 'Quote funnel' }).waitFor();
    await page.getByText('Conversion (bought of started)').waitFor();

    await picker.getByRole('button', { name: 'Average premium' }).click();
    await page.getByRole('heading', { level: 3, name: 'Average premium' }).waitFor();
    await picker.getByRole('button', { name: 'Payments' }).click();
    await page.getByRole('heading', { level: 3, name: 'Payments' }).waitFor();
    const taken = page.locator('.figures__item').filter({ hasText: 'Taken' }).locator('dd');
    expect(await taken.innerText()).toMatch(/^€[\d,]+\.\d\d$/);
    await picker.getByRole('button', { name: 'Mid-term changes' }).click();
    await page.getByRole('heading', { level: 3, name: 'Mid-term changes' }).waitFor();
    const moved = page.locator('.figures__item').filter({ hasText: 'Premium moved' }).locator('dd');
    expect(await moved.innerText()).toMatch(/^[-−]?€[\d,]+\.\d\d$/);

    await expectAccessible(page, 'all');
  });

  it('builds a pivot, switches it to a bar chart, saves it as a dashboard and exports it as CSV', async () => {
    const page = await statisticsPage();
    const form = page.getByRole('form', { name: 'Build a table' });
    await form.getByLabel('Model').selectOption('quotes');
    await form.getByLabel('Rows', { exact: true }).selectOption('coverType');
    await form.getByLabel('Columns').selectOption('status');
    await form.getByLabel('Value').selectOption('count');
    await form.getByLabel('Group dates by').selectOption('month');
    await form.getByRole('button', { name: 'Show table' }).click();

    const table = page.getByRole('table', { name: 'Count of quotes' });
    await table.waitFor();
    const header = await table.getByRole('columnheader').allTextContents();
    expect(header[0]).toBe('Cover type');
    expect(header.at(-1)).toBe('Total');
    // Codes in the glossary's words: 'purchased' is 'Bought', as on the dashboard's cards.
    expect(header).toContain('Bought');
    expect(header).not.toContain('purchased');
    expect(await table.getByRole('row').last().getByRole('cell').first().textContent()).toBe('Total');

    const explorer = page.locator('#explorer');
    await explorer.getByRole('radio', { name: 'Bar chart' }).check();
    const canvas = explorer.locator('[data-chart="bar"] canvas');
    await canvas.waitFor();
    expect(await canvas.getAttribute('aria-label')).toBe('Bar chart of Count of quotes: Count of quotes.');
    // chart.js has drawn: the canvas is no longer blank.
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLCanvasElement>('[data-chart="bar"] canvas');
      const context = element?.getContext('2d');
      if (!element || !context || element.width === 0) return false;
      const pixels = context.getImageData(0, 0, element.width, element.height).data;
      return pixels.some((value, index) => index % 4 === 3 && value > 0);
    });

    const name = `Quotes by cover ${RUN}`;
    await explorer.getByLabel('Dashboard name').fill(name);
    await explorer.getByRole('button', { name: 'Save as dashboard' }).click();
    const saved = page.getByRole('dialog').filter({ hasText: 'Saved!' });
    await saved.getByRole('button', { name: 'OK' }).click();
    await saved.waitFor({ state: 'detached' });
    const row = page
      .getByRole('table', { name: 'Saved dashboards' })
      .getByRole('row')
      .filter({ hasText: name });
    // The list of dashboards reloads after the save's answer, which the dialog shows first.
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(0, 3)).toEqual([
      name,
      'Quotes',
      'Bar chart',
    ]);
    await explorer.getByText(`Showing the saved dashboard “${name}”.`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      explorer.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('statistics-quotes.csv');
    const csv = (await downloadedText(download)).split('\r\n');
    // Words, with the code beside a row's value for integrators.
    expect(csv[0]).toMatch(/^Cover type,Cover type \(code\),.*Bought.*,Total$/);
    expect(csv[0]).not.toContain('purchased');
    expect(csv.some((line) => line.startsWith('Comprehensive,comprehensive,'))).toBe(true);
    expect(csv.find((line) => line.startsWith('Total,'))).toBeDefined();

    // A filter takes what the screen shows: 'Bought' finds the bought quotes.
    await form.getByLabel('Only where').selectOption('status');
    await form.getByRole('combobox', { name: /Is one of/ }).fill('Bought');
    await form.getByRole('button', { name: 'Show table' }).click();
    await explorer.getByRole('radio', { name: 'Table' }).check();
    await expect
      .poll(async () => (await table.getByRole('columnheader').allTextContents()).slice(1))
      .toEqual(['Bought', 'Total']);
  });

  it('fits a phone: dashboards, explorer and tables without sideways scrolling', async () => {
    const page = await statisticsPage(PHONE);
    await page.getByRole('heading', { level: 3, name: 'Quote funnel' }).waitFor();
    const form = page.getByRole('form', { name: 'Build a table' });
    await form.getByRole('button', { name: 'Show table' }).click();
    await page.getByRole('table', { name: 'Count of quotes' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});
