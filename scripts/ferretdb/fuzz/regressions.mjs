// The disagreements the differential fuzzer's first runs found (2026-11-28), each replayed against the
// patched engine and the unpatched release: every answer must be the same. Each case failed on engine
// ivy-embedded-18 (the six of the issue, then one more the fuzzer found), and case 7's filter beside an _id
// on ivy-embedded-20.
//
// Usage: node scripts/ferretdb/fuzz/regressions.mjs --patched BIN --upstream BIN
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Double, Int32, Long, ObjectId } from 'bson';
import { startEnginePair } from '../engine-process.mjs';
import { canonical, execute } from './execute.mjs';

const { values: args } = parseArgs({
  options: { patched: { type: 'string' }, upstream: { type: 'string' } },
});
if (!args.patched || !args.upstream) {
  console.error('usage: regressions.mjs --patched BIN --upstream BIN');
  process.exit(2);
}

const pair = await startEnginePair('ivy-engine-regressions-', {
  patched: args.patched,
  upstream: args.upstream,
});
const engines = [pair.patched, pair.upstream];
const dbs = engines.map((e) => e.client.db('regressions'));

/** @typedef {import('mongodb').Db} Db */
/** @typedef {(db: Db, engine: number) => Promise<unknown>} Scenario */

/** @param {Db} db @param {string} name @returns {import('mongodb').Collection<any>} */
const collection = (db, name) => db.collection(name);

const many = (/** @type {number} */ n, /** @type {(i: number) => any} */ f) =>
  Array.from({ length: n }, (_, i) => f(i));

/** @type {[string, Scenario][]} */
const cases = [
  [
    '1. a pipeline with $limit and no $skip',
    async (db) => {
      const c = collection(db, 'limit');
      await c.insertMany([
        { _id: new Int32(1), status: 'new', at: new Int32(3) },
        { _id: new Int32(2), status: 'new', at: new Int32(1) },
        { _id: new Int32(3), status: 'old', at: new Int32(2) },
      ]);
      return Promise.all(
        [
          [{ $match: { status: 'new' } }, { $sort: { at: -1 } }, { $limit: 1 }],
          [{ $sort: { at: 1 } }, { $limit: 2 }],
          [{ $match: { status: 'new' } }, { $limit: 1 }],
          [{ $match: { status: 'new' } }, { $sort: { at: -1 } }, { $limit: 2 }, { $skip: 1 }],
        ].map((pipeline) => execute(c, { op: 'aggregate', pipeline, batchSize: 101 })),
      );
    },
  ],
  [
    '2. lists longer than SQLite allows in one statement',
    async (db) => {
      const c = collection(db, 'lists');
      await c.createIndex({ n: 1 });
      await c.insertMany(many(40, (i) => ({ _id: `id${i}`, n: new Int32(i % 5), f: new Double(i + 0.5) })));
      const ids = (/** @type {number} */ n) => many(n, (i) => `id${i}`);
      const answers = [];
      for (const filter of [
        { _id: { $in: ids(997) } },
        { f: { $in: many(997, (i) => new Double(i + 0.5)) } },
        { $or: ids(997).map((_id) => ({ _id })) },
        { n: new Int32(2), $or: ids(501).map((_id) => ({ _id })) },
        { n: { $in: many(32767, (i) => new Int32(i % 3)) } },
      ]) {
        answers.push(await execute(c, { op: 'count', filter }));
        answers.push(await execute(c, { op: 'find', filter, sort: { n: -1, _id: 1 }, skip: 1, limit: 3 }));
        answers.push(await execute(c, { op: 'updateMany', filter, update: { $set: { seen: true } } }));
      }
      answers.push(await execute(c, { op: 'deleteMany', filter: { _id: { $in: ids(997) } } }));
      return answers;
    },
  ],
  [
    '3. the smallest int64',
    async (db) => {
      const c = collection(db, 'long');
      await c.createIndex({ v: 1 });
      await c.insertMany([
        { _id: new Int32(1), v: Long.MIN_VALUE },
        { _id: new Int32(2), v: new Int32(1) },
      ]);
      return [
        await execute(c, { op: 'count', filter: { v: new Int32(1) } }),
        await execute(c, { op: 'find', filter: {}, sort: { v: 1, _id: 1 }, limit: 1 }),
        await execute(c, { op: 'find', filter: { v: { $lt: new Int32(0) } } }),
      ];
    },
  ],
  [
    '4. two counts whose arguments join to the same text',
    async (db) => {
      const c = collection(db, 'countkey');
      await c.insertMany([{ g: 'p\0string:q' }, { g: 'r' }]);
      return [
        await execute(c, { op: 'count', filter: { g: { $in: ['p\0string:q', 'r'] } } }),
        await execute(c, { op: 'count', filter: { g: { $in: ['p', 'q\0string:r'] } } }),
      ];
    },
  ],
  [
    "5. a field's first query while an insert of an array into it waits for the write lock",
    async (db, engine) => {
      const c = collection(db, 'race');
      await c.insertOne({ _id: new Int32(0), z: 'v' });
      // Another connection to the database file holds the write lock, as a long delete would.
      const holder = new DatabaseSync(path.join(engines[engine].dataDir, 'regressions.sqlite'));
      holder.exec('PRAGMA busy_timeout = 10000; BEGIN IMMEDIATE');
      const inserted = c.insertOne({ _id: new Int32(1), z: ['v', 'w'] });
      // Lets the insert reach the lock; were it slower, the case would pass on the old engine too, never fail on a right one.
      await sleep(300);
      const during = await execute(c, { op: 'count', filter: { z: 'v' } });
      holder.exec('ROLLBACK');
      holder.close();
      await inserted;
      return [
        during,
        await execute(c, { op: 'count', filter: { z: 'v' } }),
        await execute(c, { op: 'find', filter: { z: 'v' }, sort: { _id: 1 } }),
      ];
    },
  ],
  [
    "6. a counting $group keeps its $sum's type",
    async (db) => {
      const c = collection(db, 'sum');
      await c.insertMany(many(3, (i) => ({ i })));
      return Promise.all(
        [new Double(1), Long.fromNumber(1), new Int32(1)].map((one) =>
          execute(c, {
            op: 'aggregate',
            pipeline: [{ $group: { _id: null, n: { $sum: one } } }],
            batchSize: 101,
          }),
        ),
      );
    },
  ],
  [
    '7. a filter the handler refuses, with the rest of it matching nothing',
    async (db) => {
      const c = collection(db, 'refused');
      await c.insertOne({ _id: new Int32(1), m: new Int32(1) });
      const answers = [];
      for (const filter of [
        { missing: { $gte: /^a/i, $lt: new Date(0) } },
        { 'a.x': { $lt: /^a/i }, m: { $gte: new Date(0), $lt: Long.fromNumber(1) } },
        { m: { $gte: new Double(0.1), $lt: /^a/i }, missing: { $in: ['b', new Double(5)] } },
        // Upstream pushes an _id equality only when it is the whole filter (fuzz seed 130026269, round 509).
        { m: { $gte: new Double(0.1), $lt: /^a/i }, _id: new ObjectId('000000000000000000000031') },
      ]) {
        answers.push(await execute(c, { op: 'find', filter }));
        answers.push(
          await execute(c, { op: 'findOneAndUpdate', filter, update: { $set: { x: 1 } }, sort: { _id: 1 } }),
        );
        answers.push(await execute(c, { op: 'count', filter }));
      }
      return answers;
    },
  ],
];

let passed = 0;
let failed = 0;
try {
  for (const [name, scenario] of cases) {
    const [patched, upstream] = await Promise.all(dbs.map((db, i) => scenario(db, i)));
    if (canonical(patched) === canonical(upstream)) {
      passed++;
      console.log(`ok - ${name}`);
    } else {
      failed++;
      console.log(
        `not ok - ${name}\n  patched:  ${canonical(patched).slice(0, 2000)}\n  upstream: ${canonical(upstream).slice(0, 2000)}`,
      );
    }
  }
} finally {
  await pair.stop();
}
console.log(`engine regressions: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
