// Payment budgets: the latency of a verified "paid" webhook (answered once verified and recorded; the
// policy, competition entry and email follow), and 200 duplicate deliveries of one payment at once
// issuing one policy. Webhooks are signed the way the sandbox page signs them, with the app's secret.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient, ObjectId } from 'mongodb';
import { call, completeQuote, percentile } from './measure.mjs';

const PAYMENTS = 100;
const CONCURRENCY = 5;
const DUPLICATES = 200;
const SETTLE_TIMEOUT_MS = 120_000;

/**
 * A priced quote with an open annual checkout: its id, and the payment's id and amount.
 * @param {string} baseUrl @param {string} addressId @param {Parameters<typeof completeQuote>[2]} [change]
 */
export async function openCheckout(baseUrl, addressId, change) {
  const { id, token } = await completeQuote(baseUrl, addressId, change);
  const headers = { 'X-Quote-Token': token };
  const { quote } = await call(`${baseUrl}/api/v1/quotes/${id}/price`, { method: 'POST', headers });
  await call(`${baseUrl}/api/v1/quotes/${id}/acceptance`, {
    method: 'PUT',
    headers,
    body: { confirmed: true },
  });
  const { paymentId } = await call(`${baseUrl}/api/v1/payments/checkout`, {
    method: 'POST',
    headers,
    body: { quoteId: id, option: 'annual' },
  });
  return { quoteId: id, paymentId, amountCents: quote.result.breakdown.totalCents };
}

let eventCount = 0;

/**
 * A "paid" webhook as the sandbox page sends it, signed `t=…,v1=…`; answers its latency in ms.
 * @param {string} baseUrl @param {string} secret @param {{ paymentId: string, amountCents: number }} payment
 * @param {string} [eventId]
 */
export async function paidWebhook(baseUrl, secret, payment, eventId = `evt_bench_${eventCount++}`) {
  const created = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: eventId,
    type: 'payment.succeeded',
    created,
    data: { paymentId: payment.paymentId, amountCents: payment.amountCents, currency: 'EUR' },
  });
  const signature = `t=${created},v1=${createHmac('sha256', secret).update(`${created}.${body}`).digest('hex')}`;
  const started = performance.now();
  const answer = await call(`${baseUrl}/api/v1/payments/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'Ivy-Sandbox-Signature': signature },
    body: JSON.parse(body),
  });
  return { ms: performance.now() - started, message: /** @type {string} */ (answer.message) };
}

/**
 * Runs `task` over `items`, `concurrency` at a time.
 * @template T, R
 * @param {T[]} items @param {number} concurrency @param {(item: T) => Promise<R>} task
 */
export async function pool(items, concurrency, task) {
  /** @type {R[]} */
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) results.push(await task(items[next++]));
    }),
  );
  return results;
}

/** @param {{ baseUrl: string, dataDir: string, databaseUri: string }} app */
export async function run(app) {
  const { baseUrl } = app;
  const secret = readFileSync(path.join(app.dataDir, 'secrets', 'sandbox-signing.secret'), 'utf8').trim();
  const { addresses } = await call(`${baseUrl}/api/v1/reference/addresses?search=12%20Main%20Street%20Naas`);
  const payments = await pool(Array.from({ length: PAYMENTS + 1 }), CONCURRENCY, () =>
    openCheckout(baseUrl, addresses[0].id),
  );
  const contested = /** @type {typeof payments[number]} */ (payments.pop());

  // Each payment's first verified "paid" event, 10 customers' at a time: verified, recorded, answered.
  const answers = await pool(payments, CONCURRENCY, (payment) => paidWebhook(baseUrl, secret, payment));
  if (answers.some((answer) => answer.message !== 'Received.')) throw new Error('A webhook was refused');
  const p95 = Math.round(
    percentile(
      answers.map((answer) => answer.ms),
      95,
    ),
  );

  // 200 deliveries of one payment at once: half the same event, half events of their own.
  await Promise.all(
    Array.from({ length: DUPLICATES }, (_, i) =>
      paidWebhook(baseUrl, secret, contested, i % 2 === 0 ? 'evt_bench_duplicate' : undefined),
    ),
  );
  const client = await MongoClient.connect(app.databaseUri);
  let policies;
  let paidNotes;
  try {
    const db = client.db();
    // The provider events are kept in the inbox database beside the app's (payment-inbox.ts).
    const events = client.db(`${db.databaseName}_inbox`).collection('payment_events');
    const unsettled = { paymentId: contested.paymentId, processedAt: { $exists: false } };
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while ((await events.countDocuments(unsettled)) > 0) {
      if (Date.now() > deadline) throw new Error('The duplicate webhooks were not all settled in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    policies = await db.collection('policies').countDocuments({ quoteId: new ObjectId(contested.quoteId) });
    paidNotes = await events.countDocuments({ paymentId: contested.paymentId, note: { $regex: '^Paid:' } });
  } finally {
    await client.close();
  }

  return [
    {
      name: `paid webhook p95 (${CONCURRENCY} concurrent)`,
      value: p95,
      unit: 'ms',
      budget: '<= 50',
      ok: p95 <= 50,
    },
    {
      name: `policies from ${DUPLICATES} concurrent duplicate webhooks`,
      value: policies,
      unit: 'policy',
      budget: '== 1',
      ok: policies === 1 && paidNotes === 1,
    },
  ];
}
