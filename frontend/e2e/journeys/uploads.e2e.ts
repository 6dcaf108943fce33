import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { browserSession } from '../support/browser';
import { restorePreviousVersion } from '../support/cms';
import { answerDialog } from '../support/dialogs';
import { visitor } from '../support/visitors';

const session = browserSession();

const PICTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../public/images/team/renewals.jpg',
);

describe('the uploads library', () => {
  it('uploads an image, describes it, refuses to delete it while a CMS section shows it, then deletes it', async () => {
    const page = await visitor(session);
    await signIn(page);
    await page.goto('/admin/uploads');
    await page.getByRole('heading', { level: 1, name: 'Uploads' }).waitFor();

    await page.getByLabel('Image (JPEG, PNG, WebP or GIF, up to 10 MB)').setInputFiles(PICTURE);
    await page.getByLabel('Alt text (describes the picture)').fill('The renewals team');
    await page.getByRole('button', { name: 'Upload' }).click();
    expect(await answerDialog(page, 'Uploaded!')).toBe('Image uploaded.');

    const card = page.getByRole('listitem').filter({ hasText: 'renewals.jpg' });
    const picture = card.getByRole('img', { name: 'The renewals team' });
    await picture.waitFor();
    expect(await picture.getAttribute('srcset')).toMatch(/^\/uploads\/[0-9a-f]{20}-320\.webp 320w/);
    // Lazy, and decoded after it shows.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await card.getByText('Not used yet').count()).toBe(1);
    await expectAccessible(page);
    const address = (await picture.getAttribute('src')) ?? '';

    await card.getByLabel('Alt text for renewals.jpg').fill('Our renewals team at work');
    await card.getByRole('button', { name: 'Save alt text' }).click();
    expect(await answerDialog(page, 'Saved!')).toBe('Image updated.');
    await card.getByRole('img', { name: 'Our renewals team at work' }).waitFor();

    // Staff put the picture in the home page's team section.
    await page.goto('/admin/cms?search=team&cms_page=home');
    await page.getByRole('link', { name: 'Edit home / team' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit a CMS section' }).waitFor();
    const editor = page.url();
    const first = page.getByRole('group', { name: /^Item 1:/ });
    await first.getByLabel('Image address').fill(address);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await answerDialog(page, 'Saved!');

    await page.goto('/admin/uploads');
    await card.getByText('the CMS section "home: Meet the team"').waitFor();
    await card.getByRole('button', { name: 'Delete renewals.jpg' }).click();
    await answerDialog(page, 'Are you sure?', undefined, 'Yes, delete it!');
    expect(await answerDialog(page, 'Error!')).toBe(
      'This image is in use and cannot be deleted. It appears in the CMS section "home: Meet the team". ' +
        'Remove it there first.',
    );

    // The section goes back to its picture; then the image can go.
    await page.goto(editor);
    await restorePreviousVersion(page);

    await page.goto('/admin/uploads');
    await card.getByText('Not used yet').waitFor();
    await card.getByRole('button', { name: 'Delete renewals.jpg' }).click();
    await answerDialog(page, 'Are you sure?', undefined, 'Yes, delete it!');
    expect(await answerDialog(page, 'Deleted!')).toBe('Image has been deleted.');
    await card.waitFor({ state: 'detached' });
  }, 120_000);
});
