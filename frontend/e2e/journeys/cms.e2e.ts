import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { browserSession } from '../support/browser';
import { restorePreviousVersion } from '../support/cms';
import { answerDialog } from '../support/dialogs';
import { visitor } from '../support/visitors';

const session = browserSession();

/** The home page's heading (the hero section's title), loaded afresh from the server. */
async function homeHeading(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.getByRole('heading', { level: 1 }).innerText()).trim();
}

describe('CMS editing', () => {
  it('edits a home page section, sees the home page change, then restores the previous version', async () => {
    const page = await visitor(session);
    await signIn(page);
    const original = await homeHeading(page);

    await page.goto('/admin/cms');
    await page.getByRole('heading', { level: 1, name: 'CMS' }).waitFor();
    await page.getByLabel('Page', { exact: true }).selectOption('home');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { level: 2, name: 'Page: home' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Edit home / hero' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit a CMS section' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Version history' }).waitFor();
    await expectAccessible(page);

    const edited = `Cover that fits your life ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(edited);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Now with weekend cover.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await answerDialog(page, 'Saved!');

    expect(await homeHeading(page)).toBe(edited);
    expect(await page.getByText('Now with weekend cover.').count()).toBe(1);

    await page.goBack();
    await restorePreviousVersion(page);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(original);

    expect(await homeHeading(page)).toBe(original);
    expect(await page.getByText('Now with weekend cover.').count()).toBe(0);
  }, 90_000);
});
