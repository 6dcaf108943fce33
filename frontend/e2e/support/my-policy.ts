import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn } from './admin';
import type { BrowserSession } from './browser';
import { payWith, pricedQuote, toSandbox } from './quotes';
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

const POLICY_NUMBER = /IVY-P-[2-9A-HJKMNP-TV-Z]{8}/;

/**
 * A policy bought in this tab (a quote priced through the API, paid by card in the sandbox), then its
 * /my-policy page opened with the code emailed to the holder; the quote's id (the policy's, for staff) and the
 * policy's number.
 */
export async function boughtPolicyOnMyPolicy(
  page: Page,
  session: BrowserSession,
  holder: { email: string; dateOfBirth: string },
  { learner = false } = {},
): Promise<{ quoteId: string; policyNumber: string }> {
  const quoteId = await pricedQuote(page, 'annual', holder.email, { learner });
  await page.goto(`/get-a-quote/payment?quote=${quoteId}`);
  await toSandbox(page);
  await payWith(page, '4242 4242 4242 4242', 'success');
  const policyNumber = POLICY_NUMBER.exec(await page.locator('.payment-reference').innerText())?.[0];
  if (!policyNumber) throw new Error('No policy number on the success screen');
  await page.goto('/my-policy');
  await signInToMyPolicy(page, session, { ...holder, policyNumber });
  return { quoteId, policyNumber };
}
