import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { asLearner, sampleQuoteAnswers } from '../../../scripts/lib/sample-quote.mjs';

/** The name, expiry and code every test card is paid with on the sandbox page. */
export const CARD = { name: 'Aoife Byrne', expiry: '12/39', cvc: '123' };

/** The API answer's JSON, failing the test with the answer when the call fails. */
export async function call(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, data }: { token?: string; data?: unknown } = {},
) {
  const res = await request.fetch(path, { method, data, headers: token ? { 'X-Quote-Token': token } : {} });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A priced quote made through the API (the quote DTOs, page by page), and this tab holding its
 * access token where the quote journey keeps it, as if the customer had just priced it here. Its
 * documents are confirmed, as the summary does before paying, unless `accepted` is false.
 */
export async function pricedQuote(
  page: Page,
  paymentOption: 'annual' | 'monthly' = 'annual',
  email?: string,
  { accepted = true, learner = false } = {},
): Promise<string> {
  const { request } = page;
  const { addresses } = await call(
    request,
    'GET',
    '/api/v1/reference/addresses?search=12%20Main%20Street%20Naas',
  );
  const { details, pages } = sampleQuoteAnswers(addresses[0].id);
  if (learner) asLearner(pages);
  const created = await call(request, 'POST', '/api/v1/quotes', {
    data: { ...details, email: email ?? details.email },
  });
  const id: string = created.quote._id;
  const token: string = created.accessToken;
  for (const [path, data] of pages)
    await call(request, 'PUT', `/api/v1/quotes/${id}/${path}`, { token, data });
  await call(request, 'POST', `/api/v1/quotes/${id}/price`, { token });
  await call(request, 'PUT', `/api/v1/quotes/${id}/payment-option`, { token, data: { paymentOption } });
  if (accepted)
    await call(request, 'PUT', `/api/v1/quotes/${id}/acceptance`, { token, data: { confirmed: true } });
  await page
    .context()
    .addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
      `ivy.quoteToken.${id}`,
      token,
    ] as const);
  return id;
}

/** From the hand-off page to the sandbox's card page. */
export async function toSandbox(page: Page, button = 'Pay securely'): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/payments\/sandbox\/[0-9a-f]{24}\/[\w-]{43}$/);
  expect(await page.getByRole('note').innerText()).toBe('Sandbox — no real money');
  return new URL(page.url()).pathname;
}

/**
 * Pays on the sandbox page with `number`, and waits to be back on the shop's result screen (the quote's,
 * unless another `resultPath` is named).
 */
export async function payWith(
  page: Page,
  number: string,
  outcome: 'success' | 'failed',
  resultPath = '/get-a-quote/payment',
) {
  await page.getByLabel('Name on card').fill(CARD.name);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(CARD.expiry);
  await page.getByLabel('Security code (CVC)').fill(CARD.cvc);
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await page.waitForURL(new RegExp(`${resultPath}/${outcome}\\?payment=[0-9a-f]{24}&sig=`));
}
