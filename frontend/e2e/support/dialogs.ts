import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The sweetalert2 dialog whose title starts with `title`: checks its text when given (its lines, for a
 * text in more than one: a delete names what it deletes under SPEC's text), presses `button`, and
 * answers the text it showed.
 */
export async function answerDialog(
  page: Page,
  title: string,
  text?: string | string[],
  button = 'OK',
): Promise<string> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.waitFor();
  expect(await dialog.locator('.swal2-title').innerText()).toMatch(new RegExp(`^${escapeRegExp(title)}`));
  const shown = await dialog.locator('.swal2-html-container').innerText();
  if (Array.isArray(text)) expect(shown.split(/\n+/).map((line) => line.trim())).toEqual(text);
  else if (text !== undefined) expect(shown).toBe(text);
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
  return shown;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
