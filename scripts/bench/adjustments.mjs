// Mid-term change budgets (issue 42): pricing a change on /my-policy (POST /my-policy/adjustments/quote), and
// settling one with its new documents issued before the answer (a passed test, a refund: POST
// /my-policy/adjustments). Each on a learner's policy bought through the API (the sandbox's signed "paid"
// webhook) and opened with the code emailed to the policyholder, read from the outbox.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient, ObjectId } from 'mongodb';
import { asLearner } from '../lib/sample-quote.mjs';
import { call, percentile } from './measure.mjs';
import { openCheckout, paidWebhook, pool } from './payments.mjs';

const POLICIES = 20;
const PRICINGS = 60;
const CONCURRENCY = 4;
const PRICE_BUDGET_MS = 150;
const SETTLE_BUDGET_MS = 1000;
const WAIT_MS = 30_000;
const DATE_OF_BIRTH = '1994-03-08';

/**
 * What `read` finds, asked again until it finds it: the policy and the code email follow their answers.
 * @template T @param {string} what @param {() => Promise<T | undefined | null>} read @returns {Promise<T>}
 */
async function found(what, read) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not found in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** @param {{ baseUrl: string, dataDir: string, databaseUri: string }} app */
export async function run(app) {
  const { baseUrl } = app;
  const secret = readFileSync(path.join(app.dataDir, 'secrets', 'sandbox-signing.secret'), 'utf8').trim();
  const { addresses } = await call(`${baseUrl}/api/v1/reference/addresses?search=12%20Main%20Street%20Naas`);
  const client = await MongoClient.connect(app.databaseUri);
  const db = client.db();
  /** A learner's policy bought and a /my-policy session on it: the session's headers. @param {number} i */
  const learnerSession = async (i) => {
    const email = `bench.learner.${i}@example.ie`;
    const payment = await openCheckout(baseUrl, addresses[0].id, (answers) => {
      Object.assign(answers.details, { email, dateOfBirth: DATE_OF_BIRTH });
      asLearner(answers.pages);
    });
    await paidWebhook(baseUrl, secret, payment);
    const policy = await found('the policy', () =>
      db.collection('policies').findOne({ quoteId: new ObjectId(payment.quoteId) }),
    );
    const holder = { reference: policy.policyNumber, dateOfBirth: DATE_OF_BIRTH };
    await call(`${baseUrl}/api/v1/my-policy/code`, { method: 'POST', body: holder });
    const code = await found('the emailed code', async () => {
      const mail = await db
        .collection('mail_outbox')
        .findOne({ to: email, subject: { $regex: 'documents code' } });
      return /is (\d{6})\./.exec(mail?.text ?? '')?.[1];
    });
    const { session } = await call(`${baseUrl}/api/v1/my-policy/session`, {
      method: 'POST',
      body: { ...holder, code },
    });
    return { 'X-Policy-Token': session.token };
  };

  let sessions;
  try {
    sessions = await pool(
      Array.from({ length: POLICIES }, (_, i) => i),
      CONCURRENCY,
      learnerSession,
    );
  } finally {
    await client.close();
  }

  const passedTest = {
    type: 'passed_test',
    passedTest: { testDate: new Date().toISOString().slice(0, 10), driverNumber: '111222333' },
  };
  /** @param {Record<string, string>} headers */
  const price = (headers) =>
    call(`${baseUrl}/api/v1/my-policy/adjustments/quote`, { method: 'POST', headers, body: passedTest });

  // One policyholder at a time: the latency each sees, not the throughput of many.
  /** @type {number[]} */
  const pricing = [];
  for (let i = 0; i < PRICINGS; i++) {
    const started = performance.now();
    const { adjustment } = await price(sessions[i % POLICIES]);
    pricing.push(performance.now() - started);
    if (adjustment.outcome !== 'priced') throw new Error(`A passed test was ${adjustment.outcome}`);
  }

  /** @type {number[]} */
  const settling = [];
  for (const headers of sessions) {
    const { adjustment } = await price(headers);
    const started = performance.now();
    const settled = await call(`${baseUrl}/api/v1/my-policy/adjustments`, {
      method: 'POST',
      headers,
      body: { adjustmentId: adjustment.id },
    });
    settling.push(performance.now() - started);
    if (settled.adjustment.outcome !== 'settled') throw new Error('A passed test did not settle');
  }

  const pricingP95 = Math.round(percentile(pricing, 95));
  const settlingP95 = Math.round(percentile(settling, 95));
  return [
    {
      name: `mid-term change priced p95 (${PRICINGS} prices)`,
      value: pricingP95,
      unit: 'ms',
      budget: `<= ${PRICE_BUDGET_MS} ms`,
      ok: pricingP95 <= PRICE_BUDGET_MS,
    },
    {
      name: `mid-term change settled, documents issued p95 (${POLICIES})`,
      value: settlingP95,
      unit: 'ms',
      budget: `<= ${SETTLE_BUDGET_MS} ms`,
      ok: settlingP95 <= SETTLE_BUDGET_MS,
    },
  ];
}
