// The fuzzer's concurrent round: on each engine at once, a background writer keeps the database's write
// lock busy (inserting and deleting a few thousand documents in turn) while writers insert and update
// documents (each in its own range of _ids, so the final state does not depend on the interleaving) with
// arrays and scalars in fields no query has named yet, each write sent together with the first query on its
// field. Answers during the race may differ; afterwards both engines must hold the same documents, answer
// the same queries on every field, and nothing may have failed.
import { Int32 } from 'bson';
import { canonical, execute, STATE } from './execute.mjs';
import { Random } from './random.mjs';

/** @typedef {import('mongodb').Db} Db */

const WRITERS = 4;
const STEPS = 8;

/**
 * @param {Db} patched @param {Db} upstream @param {string} name @param {number} seed
 */
export async function concurrentRound(patched, upstream, name, seed) {
  const plan = racePlan(seed);
  /** @type {string[]} */
  const errors = [];
  await Promise.all([patched, upstream].map((db) => race(db, name, plan, errors)));
  /** @type {Record<string, any>[]} */
  const queries = [
    STATE,
    ...plan.flat().flatMap((s) => [
      { op: 'count', filter: { [s.field]: 'v' } },
      { op: 'find', filter: { [s.field]: { $in: ['w', 'x'] } }, sort: { _id: 1 } },
    ]),
  ];
  const compared = [];
  for (const op of queries) {
    const [p, u] = await Promise.all([
      execute(patched.collection(name), op),
      execute(upstream.collection(name), op),
    ]);
    compared.push({ op, same: canonical(p) === canonical(u), patched: p, upstream: u });
  }
  for (const e of errors)
    compared.push({ op: { op: 'during the race' }, same: false, patched: e, upstream: 'no error' });
  await Promise.all(
    [patched, upstream].flatMap((db) =>
      [name, `${name}fill`].map((n) =>
        db
          .collection(n)
          .drop()
          .catch(() => {}),
      ),
    ),
  );
  return { operations: plan.flat().length * 2 + queries.length, compared };
}

/** @param {number} seed */
function racePlan(seed) {
  const r = new Random(seed);
  const value = () => r.pick([['v', 'w'], 'v', 'w', ['x'], [], 'x', ['v'], ['w', 'x']]);
  return Array.from({ length: WRITERS }, (_, w) =>
    Array.from({ length: STEPS }, (_, i) => ({
      id: 1 + w * 100 + i,
      field: `z${seed % 100000}_${w}_${i}`,
      value: value(),
      upsert: r.chance(0.3),
    })),
  );
}

/**
 * @param {Db} db @param {string} name @param {ReturnType<typeof racePlan>} plan @param {string[]} errors
 */
async function race(db, name, plan, errors) {
  const coll = db.collection(name);
  const filler = db.collection(`${name}fill`);
  await coll.insertOne({ _id: /** @type {any} */ (new Int32(0)), seed: name });
  /** @param {unknown} e */
  const failed = (e) => errors.push(`${db.databaseName}: ${/** @type {any} */ (e)?.message ?? e}`);
  let writing = true;
  const busy = (async () => {
    while (writing) {
      await filler.insertMany(Array.from({ length: 2000 }, (_, i) => ({ i, pad: 'x'.repeat(40) })));
      await filler.deleteMany({});
    }
  })().catch(failed);
  await Promise.all(
    plan.map(async (steps) => {
      for (const s of steps) {
        const id = /** @type {any} */ (new Int32(s.id));
        const write = s.upsert
          ? coll.updateOne({ _id: id }, { $set: { [s.field]: s.value } }, { upsert: true })
          : coll.insertOne({ _id: id, [s.field]: s.value });
        // The field's first query, sent beside the write that may first put an array there.
        await Promise.all([write, coll.countDocuments({ [s.field]: 'v' })]).catch(failed);
      }
    }),
  );
  writing = false;
  await busy;
}
