import type { Page } from 'playwright-core';

/** Waits for the sweetalert2 dialog titled `title`, presses `button`, and answers the dialog's text. */
export async function answerDialog(page: Page, title: string, button = 'OK'): Promise<string> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.waitFor();
  const text = await dialog.locator('.swal2-html-container').innerText();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}
