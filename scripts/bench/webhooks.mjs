// Webhook budgets: an event's first delivery attempt reaches a receiver that answers at once within 1 s of
// the request that made the change, at p95; and creating an event costs at most 2 ms p95 on top of the
// write that causes it: the pending event rides in the change's own update, and the log's copy (one
// insert under the number the instance remembers) runs beside the rest of the request, which does not
// wait for it, as pricing a quote does; the outbox is cleared later by the relay.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { adminHeaders, call, completeQuote, percentile, startBenchApp } from './measure.mjs';

const QUOTES = 40;
const EVENT_WRITES = 300;

/** A receiver on loopback that notes when each quote's `quote.priced` arrived. */
async function startReceiver() {
  /** @type {Map<string, number>} */
  const arrivals = new Map();
  /** @type {Map<string, () => void>} */
  const waiting = new Map();
  const server = createServer((req, res) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.now();
      res.writeHead(204).end();
      const id = String(JSON.parse(Buffer.concat(chunks).toString('utf8')).data?._id);
      arrivals.set(id, at);
      waiting.get(id)?.();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/hooks`,
    /** @param {string} id */
    arrival: (id) =>
      arrivals.has(id)
        ? Promise.resolve(/** @type {number} */ (arrivals.get(id)))
        : new Promise((resolve) => waiting.set(id, () => resolve(/** @type {number} */ (arrivals.get(id))))),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * From the price request's start to the delivery's arrival, one quote at a time. A development instance
 * of its own: production refuses a loopback receiver (SSRF rules).
 */
async function deliveryLatency() {
  const app = await startBenchApp({ NODE_ENV: 'development' });
  const receiver = await startReceiver();
  try {
    await call(`${app.baseUrl}/api/v1/webhooks`, {
      method: 'POST',
      headers: await adminHeaders(app),
      body: { url: receiver.url, eventTypes: ['quote.priced'] },
    });
    const { addresses } = await call(
      `${app.baseUrl}/api/v1/reference/addresses?search=12%20Main%20Street%20Naas`,
    );
    /** @type {number[]} */
    const samples = [];
    for (let i = 0; i < QUOTES; i++) {
      const quote = await completeQuote(app.baseUrl, addresses[0].id);
      const started = performance.now();
      await call(`${app.baseUrl}/api/v1/quotes/${quote.id}/price`, {
        method: 'POST',
        headers: { 'X-Quote-Token': quote.token },
      });
      samples.push((await receiver.arrival(quote.id)) - started);
    }
    return Math.round(percentile(samples, 95));
  } finally {
    await receiver.close();
    await app.stop();
  }
}

/**
 * What an event adds, as pricing a quote makes it, on scratch collections with the log's indexes. Per
 * round, the change as it was (the quote's update, then its timeline entry), then the change carrying its
 * pending event, the log's copy started after it, beside the timeline entry. `write`: the causing update
 * with its pending event less the update alone (the budget). `request`: the whole second path less the
 * first, which also counts the copy competing with the timeline entry for the database (on the embedded
 * engine SQLite takes one write at a time).
 */
async function eventWriteCost(/** @type {string} */ databaseUri) {
  const client = await MongoClient.connect(databaseUri);
  const db = client.db();
  const log = db.collection('bench_event_log');
  const owners = db.collection('bench_event_owner');
  const timeline = db.collection('bench_event_timeline');
  const quote = { _id: /** @type {any} */ ('quote') };
  const timed = async (/** @type {() => Promise<unknown>} */ step) => {
    const started = performance.now();
    await step();
    return performance.now() - started;
  };
  try {
    await log.createIndex({ key: 1 }, { unique: true });
    await log.createIndex({ type: 1, _id: 1 });
    await log.createIndex({ subjectId: 1 });
    await log.createIndex({ relatedIds: 1 });
    await log.createIndex({ at: 1 });
    await owners.createIndex({ pendingEventsAt: 1 });
    await owners.insertOne(/** @type {any} */ ({ ...quote, status: 'draft', n: 0 }));
    /** @type {number[]} */
    const write = [];
    /** @type {number[]} */
    const request = [];
    for (let i = 1; i <= EVENT_WRITES; i++) {
      const update = await timed(() => owners.updateOne(quote, { $set: { status: 'quoted', n: i } }));
      const entry = await timed(() =>
        timeline.insertOne({ quoteId: 'quote', type: 'priced', at: new Date() }),
      );
      const at = new Date();
      const event = {
        type: 'quote.priced',
        key: `quote.priced:bench-${i}`,
        subjectType: 'quote',
        subjectId: `bench-${i}`,
        data: { _id: `bench-${i}`, status: 'quoted', totalCents: 61240 },
        at,
      };
      const carrying = await timed(() =>
        owners.updateOne(
          quote,
          /** @type {any} */ ({
            $set: { status: 'quoted', n: i, pendingEventsAt: at },
            $push: { pendingEvents: event },
          }),
        ),
      );
      const copy = log.insertOne(/** @type {any} */ ({ _id: i, ...event }));
      const beside = await timed(() => timeline.insertOne({ quoteId: 'quote', type: 'priced', at }));
      await copy;
      write.push(carrying - update);
      request.push(carrying + beside - update - entry);
      // The relay's clearing, outside the request path.
      await owners.updateOne(
        { ...quote, pendingEventsAt: at },
        { $unset: { pendingEvents: '', pendingEventsAt: '' } },
      );
    }
    const p95 = (/** @type {number[]} */ samples) => Math.round(percentile(samples.slice(20), 95) * 10) / 10;
    return { write: p95(write), request: p95(request) };
  } finally {
    for (const scratch of [log, owners, timeline]) await scratch.drop().catch(() => undefined);
    await client.close();
  }
}

/** @param {{ baseUrl: string, databaseUri: string }} app */
export async function run(app) {
  const delivery = await deliveryLatency();
  const eventWrite = await eventWriteCost(app.databaseUri);
  return [
    {
      name: 'webhook first attempt after its change p95',
      value: delivery,
      unit: 'ms',
      budget: '<= 1000',
      ok: delivery <= 1000,
    },
    {
      name: 'event added to its write p95',
      value: eventWrite.write,
      unit: 'ms',
      budget: '<= 2',
      ok: eventWrite.write <= 2,
    },
    {
      name: 'event added to its request p95 (copy beside it)',
      value: eventWrite.request,
      unit: 'ms',
    },
  ];
}
