import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { browserSession } from '../support/browser';
import { answerDialog } from '../support/dialogs';
import { visitor } from '../support/visitors';
import { fill } from './publicSite';

const session = browserSession();

const PHONE = { width: 375, height: 812 };

/** Unique per run, so the journey finds its own enquiries and not an earlier run's. */
const RUN = Date.now().toString(36);

/** Sends a public form and answers the reference it was given. */
async function send(page: Page, button: string): Promise<string> {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: button }).click();
  expect((await answered).status()).toBe(201);
  const receipt = page.getByRole('status').filter({ hasText: 'Your reference is' });
  return (/Your reference is ([A-Z]+-[A-Z0-9]+)/.exec(await receipt.innerText()) ?? [])[1] ?? '';
}

async function staff(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await visitor(session, { viewport });
  await signIn(page);
  return page;
}

/** Finds the enquiries of this run in the list at `path`. */
async function search(page: Page, path: string, text: string) {
  await page.goto(path);
  await page.getByLabel('Name, email or reference').fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/search=/);
}

describe('staff handle what the public forms send', () => {
  it('a contact message is listed, opened as the accordion, then deleted', async () => {
    const name = `Aoife Contact ${RUN}`;
    const visitorPage = await visitor(session);
    await visitorPage.goto('/help-contact/contact-us');
    await fill(visitorPage, {
      'Your name': name,
      'Email address': 'aoife.byrne@example.ie',
      'Phone number': '087 123 4567',
      'Your message': 'Please call me about my renewal.',
    });
    const reference = await send(visitorPage, 'Send message');
    expect(reference).toMatch(/^CON-/);

    const page = await staff(PHONE);
    await page.goto('/admin/user');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Contacts' }).waitFor();
    await search(page, '/admin/contacts', name);
    const row = page.getByRole('row').filter({ hasText: name });
    // The address changes before the rows do: they follow the search's answer.
    await expect.poll(() => row.getByText('Please call me about my renewal.').count()).toBe(1);

    await row.getByRole('link', { name: `Edit ${name} (aoife.byrne@example.ie)` }).click();
    await page.getByRole('heading', { level: 1, name: 'View Contact' }).waitFor();
    // The heading shows at once; the contact follows from the API.
    await page.getByText(reference).waitFor();
    expect(await page.getByText(reference).count()).toBe(1);
    const message = page.locator('details').filter({ has: page.getByRole('heading', { name: 'Message' }) });
    // Every fold opens with the page, so all that was sent reads at once; the keyboard still folds it.
    await message.getByText('Please call me about my renewal.').waitFor();
    await message.locator('summary').focus();
    await page.keyboard.press('Enter');
    await message.getByText('Expand').waitFor();
    expect(await message.getByText('Please call me about my renewal.').isVisible()).toBe(false);
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('link', { name: 'All Contacts' }).click();
    await search(page, '/admin/contacts', name);
    await page.getByRole('button', { name: `Delete ${name} (aoife.byrne@example.ie)` }).click();
    await answerDialog(
      page,
      'Are you sure?',
      ["You won't be able to revert this!", `${name} (aoife.byrne@example.ie)`],
      'Yes, delete it!',
    );
    await answerDialog(page, 'Deleted!', 'Contact has been deleted.');
    await page.getByText('No Contacts Available ...').waitFor();
  }, 120_000);

  it('a policy change request is set to in progress with a note', async () => {
    const name = `Declan Change ${RUN}`;
    const visitorPage = await visitor(session);
    await visitorPage.goto('/help-contact/policy-change');
    await visitorPage.getByLabel('What would you like to change?').selectOption('Other');
    // An "Other" request asks no date (issue 37).
    await fill(visitorPage, {
      'Policy number': 'IVY-123456',
      'Your name': name,
      'Email address': 'declan.walsh@example.ie',
      'Phone number': '086 123 4567',
      'Tell us what you need': 'Please add my new job title.',
    });
    const reference = await send(visitorPage, 'Send request');

    const page = await staff();
    await search(page, '/admin/policy-changes', reference);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.getByText('New', { exact: true }).count()).toBe(1);
    await row.getByRole('link', { name: `View ${name} (declan.walsh@example.ie)` }).click();
    await page.getByRole('heading', { level: 1, name: 'Policy change request' }).waitFor();
    await page.getByLabel('Status').selectOption('in progress');
    await page.getByLabel('Staff note').fill('Asked the insurer to update the occupation.');
    await page.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Success!');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Policy change request' }).waitFor();
    // The heading can paint before the record's fields are filled in on a busy machine.
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('in progress');
    await expect
      .poll(() => page.getByLabel('Staff note').inputValue())
      .toBe('Asked the insurer to update the occupation.');
    await search(page, '/admin/policy-changes', reference);
    const updated = page.getByRole('row').filter({ hasText: name }).getByText('In progress');
    await expect.poll(() => updated.count()).toBe(1);
  }, 120_000);
});
