import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The sweetalert2 dialog open now: checks its title (and text), then presses `button`. */
export async function answerDialog(page: Page, title: string, text?: string, button = 'OK'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.waitFor();
  expect(await dialog.locator('.swal2-title').innerText()).toBe(title);
  if (text !== undefined) expect(await dialog.locator('.swal2-html-container').innerText()).toBe(text);
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}
