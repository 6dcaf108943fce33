import type { Page } from 'playwright-core';
import { answerDialog } from './dialogs';

/**
 * On a CMS section's editor: restores the version before the current one (the list is newest first,
 * and the current version has no Restore button), confirming both dialogs.
 */
export async function restorePreviousVersion(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: 'Version history' }).waitFor();
  await page
    .getByRole('button', { name: /^Restore version/ })
    .first()
    .click();
  await answerDialog(page, 'Restore version', undefined, 'Yes, restore it');
  await answerDialog(page, 'Restored!');
}
