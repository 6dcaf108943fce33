import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn } from './admin';
import type { BrowserSession } from './browser';
import { visitor } from './visitors';

/**
 * The documents code in the last email to `to`, read from the outbox as staff can. The server answers
 * before it mails the code (so a match takes no longer than none): it waits for the email.
 */
async function emailedCode(admin: Page, to: string): Promise<string> {
  const lastCode = async () => {
    const response = await admin.request.get(`/api/v1/mail/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: { subject: string; text: string }[] };
    return /is (\d{6})\./.exec(data.find((mail) => mail.subject.includes('documents code'))?.text ?? '')?.[1];
  };
  await expect.poll(lastCode, { timeout: 10_000 }).toMatch(/^\d{6}$/);
  return (await lastCode()) as string;
}

/**
 * From /my-policy's sign-in form: the policy number, the date of birth and the code emailed to the
 * policyholder, until the policy's page shows.
 */
export async function signInToMyPolicy(
  page: Page,
  session: BrowserSession,
  holder: { policyNumber: string; dateOfBirth: string; email: string },
): Promise<void> {
  await page.getByLabel('Policy number or web reference').fill(holder.policyNumber);
  await page.getByLabel('Date of birth').fill(holder.dateOfBirth);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await page.getByLabel('Code from the email').waitFor();
  const admin = await visitor(session);
  await signIn(admin);
  await page.getByLabel('Code from the email').fill(await emailedCode(admin, holder.email));
  await admin.close();
  await page.getByRole('button', { name: 'Open my documents' }).click();
  await page.getByRole('heading', { name: `Policy ${holder.policyNumber}` }).waitFor();
}
