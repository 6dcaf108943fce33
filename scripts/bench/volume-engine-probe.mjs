// The volume bench's reads one level down: starts the built app, seeds VOLUME_SCALE of the year
// (default 0.05: 10,000 quotes) through backend/dist/bench/volume-seed.js, then times the query shapes
// the admin lists send straight through the driver, with the engine's plan (explain) for each, so a
// slow list can be told apart as the engine's (sort, skip, count, $or, $in) or the app's.
//
//   node scripts/bench/volume-engine-probe.mjs            (after `make build`)
//   VOLUME_SCALE=0.1 node scripts/bench/volume-engine-probe.mjs
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { ROOT, startBuiltApp } from '../lib/app-process.mjs';

const SCALE = Number(process.env.VOLUME_SCALE ?? 0.05);
const seeder = createRequire(import.meta.url)(path.join(ROOT, 'backend', 'dist', 'bench', 'volume-seed.js'));

const app = await startBuiltApp({ logLevel: 'warn', env: { SEED_DEMO: 'false' } });
try {
  const to = Object.fromEntries(
    Object.entries(seeder.FULL_YEAR).map(([key, n]) => [
      key,
      Math.max(20, Math.round(/** @type {number} */ (n) * SCALE)),
    ]),
  );
  const started = performance.now();
  await seeder.seedVolume({
    uri: app.databaseUri,
    from: { quotes: 0, renewals: 0, enquiries: 0, audit: 0, posts: 0 },
    to,
    now: new Date(),
  });
  console.log(`seeded ${JSON.stringify(to)} in ${Math.round((performance.now() - started) / 1000)} s\n`);
  const client = await MongoClient.connect(app.databaseUri);
  try {
    const db = client.db();
    const probe = async (
      /** @type {string} */ name,
      /** @type {string} */ collection,
      /** @type {any} */ q,
    ) => {
      const coll = db.collection(collection);
      // Only what a list sends: FerretDB refuses an explain with skip 0 sent as a 32-bit integer.
      const cursor = () => {
        let c = coll.find(q.filter ?? {});
        if (q.sort) c = c.sort(q.sort);
        if (q.skip) c = c.skip(q.skip);
        if (q.limit !== 0) c = c.limit(q.limit ?? 10);
        return c;
      };
      const run = () => (q.count ? coll.countDocuments(q.filter ?? {}) : cursor().toArray());
      let answer;
      try {
        await run();
        const t = performance.now();
        answer = await run();
        const ms = (performance.now() - t).toFixed(1);
        const explained = q.count
          ? await db.command({ explain: { count: collection, query: q.filter ?? {} } })
          : await cursor().explain();
        const flags = ['filterPushdown', 'sortPushdown', 'limitPushdown']
          .map((flag) => `${flag.replace('Pushdown', '')}=${explained[flag]}`)
          .join(' ');
        console.log(
          `${name.padEnd(58)} ${ms.padStart(9)} ms  ${Array.isArray(answer) ? `${answer.length} docs` : answer}  ${flags}`,
        );
        console.log(
          `${''.padEnd(58)} ${JSON.stringify(explained.queryPlanner?.Plan ?? explained.queryPlanner)}`,
        );
      } catch (error) {
        console.log(`${name.padEnd(58)} FAILED ${/** @type {Error} */ (error).message.slice(0, 160)}`);
      }
    };
    const staff = seeder.staffLabels[0];
    const newest = { createdDay: -1, createdAt: -1, _id: -1 };
    await probe('quotes: newest 10 (createdDay, createdAt, _id)', 'quotes', { sort: newest });
    await probe('quotes: newest 10 by createdDay only', 'quotes', { sort: { createdDay: -1 } });
    await probe('quotes: newest 10 by createdAt only', 'quotes', { sort: { createdAt: -1 } });
    await probe('quotes: page 100 (skip 990)', 'quotes', { sort: newest, skip: 990 });
    await probe('quotes: count', 'quotes', { count: true });
    await probe('quotes: status quoted, newest 10', 'quotes', {
      filter: { status: 'quoted' },
      sort: { status: 1, ...newest },
    });
    await probe('quotes: status quoted, count', 'quotes', { count: true, filter: { status: 'quoted' } });
    await probe('quotes: surnameKey prefix "murphy", newest 10', 'quotes', {
      filter: { surnameKey: { $gte: 'murphy', $lt: 'murphy\u{10FFFF}' } },
      sort: newest,
    });
    await probe('quotes: $or of two key prefixes, newest 10', 'quotes', {
      filter: {
        $or: [
          { nameKey: { $gte: 'murphy', $lt: 'murphy\u{10FFFF}' } },
          { surnameKey: { $gte: 'murphy', $lt: 'murphy\u{10FFFF}' } },
        ],
      },
      sort: newest,
    });
    await probe('payments: newest 10', 'payments', { sort: newest });
    await probe('renewals: list order (renewalMonth, renewalDate, policyNumber)', 'renewals', {
      sort: { renewalMonth: 1, renewalDate: 1, policyNumber: 1 },
    });
    await probe('audit: newest 10 (at, _id)', 'audit_log', { sort: { at: -1, _id: -1 } });
    await probe('audit: newest 10 (at only)', 'audit_log', { sort: { at: -1 } });
    await probe('audit: actorLabel, newest 10', 'audit_log', {
      filter: { actorLabel: staff },
      sort: { actorLabel: 1, at: -1, _id: -1 },
    });
    await probe('audit: $or actorId / actorLabel, newest 10', 'audit_log', {
      filter: { $or: [{ actorId: staff }, { actorLabel: staff }] },
      sort: { at: -1, _id: -1 },
    });
    await probe('renewals: policyNumber $in of 1,000', 'renewals', {
      filter: {
        policyNumber: { $in: Array.from({ length: 1000 }, (_, i) => seeder.renewalPolicyNumber(i)) },
      },
      limit: 0,
    });
  } finally {
    await client.close();
  }
} finally {
  await app.stop();
}
