// The fuzzer's concurrent round: on each engine at once, a long delete holds the database's write lock
// while writers insert and update documents (each in its own range of _ids, so the final state does not
// depend on the interleaving) with arrays and scalars in a field no query has named yet, and readers query
// that field for the first time. The answers during the race may differ; afterwards every engine must hold
// the same documents and answer the same queries on that field.
import { Int32 } from 'bson';
import { canonical, execute, STATE } from './execute.mjs';
import { Random } from './random.mjs';

/** @typedef {import('mongodb').Db} Db */

/**
 * @param {Db} patched @param {Db} upstream @param {string} name @param {number} seed
 */
export async function concurrentRound(patched, upstream, name, seed) {
  const fillers = 5000 + new Random(seed).int(15000);
  const field = `z${seed % 1000}`;
  /** @type {string[]} */
  const errors = [];
  const operations = await Promise.all([patched, upstream].map((db) => race(db, name, field, seed, fillers, errors)));
  /** @type {Record<string, any>[]} */
  const queries = [
    STATE,
    ...['v', 'w', 'x'].flatMap((v) => [
      { op: 'count', filter: { [field]: v } },
      { op: 'find', filter: { [field]: v }, sort: { _id: 1 } },
      { op: 'find', filter: { [field]: { $gte: v } }, sort: { [field]: 1, _id: 1 }, limit: 3 },
    ]),
  ];
  const compared = [];
  for (const op of queries) {
    const [p, u] = await Promise.all([execute(patched.collection(name), op), execute(upstream.collection(name), op)]);
    compared.push({ op, same: canonical(p) === canonical(u), patched: p, upstream: u });
  }
  for (const e of errors) compared.push({ op: { op: 'during the race' }, same: false, patched: e, upstream: 'no error' });
  await Promise.all([patched, upstream].flatMap((db) => [name, `${name}fill`].map((n) => db.collection(n).drop().catch(() => {}))));
  return { operations: operations[0] + queries.length, compared };
}

/**
 * @param {Db} db @param {string} name @param {string} field @param {number} seed @param {number} fillers
 * @param {string[]} errors
 */
async function race(db, name, field, seed, fillers, errors) {
  const coll = db.collection(name);
  const filler = db.collection(`${name}fill`);
  await coll.insertOne({ _id: /** @type {any} */ (new Int32(0)), [field]: 'v' });
  await filler.insertMany(Array.from({ length: fillers }, (_, i) => ({ i, pad: 'x'.repeat(40) })));
  let operations = 2;
  /** @param {Promise<unknown>} p */
  const noted = (p) =>
    p.then(
      () => operations++,
      (/** @type {any} */ e) => errors.push(`${db.databaseName}: ${e?.message ?? e}`),
    );
  const r = new Random(seed);
  const values = () => r.pick([['v', 'w'], 'v', 'w', ['x'], [], 'x', ['v']]);
  const writers = Array.from({ length: 4 }, (_, w) => {
    const steps = Array.from({ length: 6 }, (_, i) => ({ id: 1 + w * 100 + i, value: values(), kind: r.int(3) }));
    return async () => {
      for (const s of steps) {
        const id = /** @type {any} */ (new Int32(s.id));
        if (s.kind === 0) await coll.insertOne({ _id: id, [field]: s.value });
        else if (s.kind === 1) await coll.updateOne({ _id: id }, { $set: { [field]: s.value } }, { upsert: true });
        else await coll.insertOne({ _id: new Int32(s.id + 50), [field]: s.value, other: 1 });
      }
    };
  });
  const readers = Array.from({ length: 3 }, (_, k) => async () => {
    for (let i = 0; i < 5; i++) {
      if (k === 0) await coll.countDocuments({ [field]: 'v' });
      else if (k === 1) await coll.find({ [field]: 'w' }).toArray();
      else await coll.find({}).sort({ [field]: 1 }).limit(2).toArray();
    }
  });
  const deleting = noted(filler.deleteMany({}));
  await Promise.all([deleting, ...writers.map((w) => noted(w())), ...readers.map((rd) => noted(rd()))]);
  return operations;
}
