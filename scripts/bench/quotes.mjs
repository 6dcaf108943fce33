// Quote engine budgets: the evaluator's throughput on one core (the built rating module, no HTTP),
// pricing latency at 50 concurrent requests, and the type-ahead lookups' latency. Pricing reads its
// quote by _id; on the embedded FerretDB that one read (SQLite row to BSON) is most of the cost.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { ROOT } from '../lib/app-process.mjs';
import { call, completeQuote, percentile } from './measure.mjs';

const PRICE_CONNECTIONS = 50;
const LOOKUP_CONNECTIONS = 16;
const DURATION_SECONDS = 8;
const EVALUATOR_SECONDS = 3;

/** Quotes priced per second by `priceQuote` on this thread, cycling through the sample risks. */
function evaluatorThroughput() {
  const rating = createRequire(import.meta.url)(
    path.join(ROOT, 'backend', 'dist', 'modules', 'rating', 'index.js'),
  );
  const now = new Date();
  const [table] = rating.BUILT_IN_RATING_TABLES;
  const risks = Object.values(rating.sampleRisks(now));
  /** @param {number} ms */
  const runFor = (ms) => {
    let priced = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      for (let i = 0; i < 1000; i++) rating.priceQuote(risks[i % risks.length], table, now);
      priced += 1000;
    }
    return priced;
  };
  runFor(500);
  return runFor(EVALUATOR_SECONDS * 1000) / EVALUATOR_SECONDS;
}

/**
 * Every response's latency, from autocannon's own timing (its summary has no p95), after a warm-up.
 * @param {import('autocannon').Options} options
 */
async function latencies(options) {
  await autocannon({ ...options, duration: 2 });
  /** @type {number[]} */
  const samples = [];
  /** @type {import('autocannon').Result} */
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, duration: DURATION_SECONDS }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { p95: Math.round(percentile(samples, 95)), rps: result.requests.average };
}

/** Cycles through `paths` request by request. @param {string[]} paths */
function cycling(paths) {
  let next = 0;
  return [
    {
      method: /** @type {const} */ ('GET'),
      setupRequest: (/** @type {any} */ req) => ({ ...req, path: paths[next++ % paths.length] }),
    },
  ];
}

/** @param {string} baseUrl */
async function lookupLatencies(baseUrl) {
  const registrations = Array.from(
    { length: 500 },
    (_, i) => `${151 + (i % 9) * 10}-${['D', 'C', 'G', 'KE'][i % 4]}-${1000 + i}`,
  );
  const searches = [
    '12 Main Street Naas',
    '4 Castlewood Avenue Rathmines',
    '3 church road kil',
    'D02 XK52',
    '22 Salthill Road Galway',
  ];
  const vehicle = await latencies({
    url: baseUrl,
    connections: LOOKUP_CONNECTIONS,
    requests: cycling(registrations.map((r) => `/api/v1/reference/vehicles/lookup?registration=${r}`)),
  });
  const address = await latencies({
    url: baseUrl,
    connections: LOOKUP_CONNECTIONS,
    requests: cycling(searches.map((s) => `/api/v1/reference/addresses?search=${encodeURIComponent(s)}`)),
  });
  return { vehicle, address };
}

/** @param {string} baseUrl */
async function priceLatencies(baseUrl) {
  const { addresses } = await call(`${baseUrl}/api/v1/reference/addresses?search=12%20Main%20Street%20Naas`);
  /** @type {{ id: string, token: string }[]} */
  const quotes = [];
  for (let i = 0; i < PRICE_CONNECTIONS; i++) quotes.push(await completeQuote(baseUrl, addresses[0].id));
  /** @param {{ id: string, token: string }} quote */
  const priceOnce = async (quote) => {
    const started = performance.now();
    await call(`${baseUrl}/api/v1/quotes/${quote.id}/price`, {
      method: 'POST',
      headers: { 'X-Quote-Token': quote.token },
    });
    return performance.now() - started;
  };
  // 50 customers pricing at the same moment, each for the first time: every one a database write.
  const first = Math.round(percentile(await Promise.all(quotes.map(priceOnce)), 95));
  let connection = 0;
  const again = await latencies({
    url: baseUrl,
    connections: PRICE_CONNECTIONS,
    // Each connection prices its own quote again and again (unchanged answers: the price stands).
    setupClient: (client) => {
      const quote = quotes[connection++ % quotes.length];
      client.setRequests([
        {
          method: 'POST',
          path: `/api/v1/quotes/${quote.id}/price`,
          headers: { 'x-quote-token': quote.token },
        },
      ]);
    },
  });
  return { first, again };
}

/** @param {{ baseUrl: string }} app */
export async function run(app) {
  const quotesPerSecond = evaluatorThroughput();
  const { vehicle, address } = await lookupLatencies(app.baseUrl);
  const price = await priceLatencies(app.baseUrl);
  return [
    {
      name: 'quote evaluator (one core)',
      value: Math.round(quotesPerSecond),
      unit: 'quotes/s',
      budget: '>= 20000',
      ok: quotesPerSecond >= 20_000,
    },
    {
      name: `POST price p95 (${PRICE_CONNECTIONS} concurrent)`,
      value: price.again.p95,
      unit: 'ms',
      budget: '<= 100',
      ok: price.again.p95 <= 100,
    },
    { name: 'POST price requests/s', value: Math.round(price.again.rps), unit: 'req/s' },
    { name: `first POST price p95 (${PRICE_CONNECTIONS} at once)`, value: price.first, unit: 'ms' },
    {
      name: `vehicle lookup p95 (${LOOKUP_CONNECTIONS} concurrent)`,
      value: vehicle.p95,
      unit: 'ms',
      budget: '<= 30',
      ok: vehicle.p95 <= 30,
    },
    {
      name: `address search p95 (${LOOKUP_CONNECTIONS} concurrent)`,
      value: address.p95,
      unit: 'ms',
      budget: '<= 30',
      ok: address.p95 <= 30,
    },
  ];
}
