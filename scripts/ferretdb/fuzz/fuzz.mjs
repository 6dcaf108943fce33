// Differential fuzzer for the embedded database: the same seeded random workload runs against the patched
// FerretDB and the unpatched release built from the same module, and every answer is compared exactly
// (values, BSON types, key order, order where a sort defines it, error codes). A failure prints its seed,
// how to replay it, and a minimal reproduction (the fewest documents and indexes that still disagree).
//
// Usage: node scripts/ferretdb/fuzz/fuzz.mjs --patched BIN --upstream BIN [--seconds N] [--seed N] [--rounds N]
import { parseArgs } from 'node:util';
import { EJSON } from 'bson';
import { startEnginePair } from '../engine-process.mjs';
import { canonical, execute, STATE } from './execute.mjs';
import { concurrentRound } from './concurrent.mjs';
import { Random } from './random.mjs';
import { documentFor, indexes, operation } from './workload.mjs';

const { values: args } = parseArgs({
  options: {
    patched: { type: 'string' },
    upstream: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    seed: { type: 'string' },
    rounds: { type: 'string' },
    ops: { type: 'string', default: '120' },
  },
});
if (!args.patched || !args.upstream) {
  console.error('usage: fuzz.mjs --patched BIN --upstream BIN [--seconds N] [--seed N] [--rounds N]');
  process.exit(2);
}

const baseSeed = args.seed !== undefined ? Number(args.seed) >>> 0 : (Math.random() * 2 ** 32) >>> 0;
const deadline = Date.now() + Number(args.seconds) * 1000;
const maxRounds = args.rounds !== undefined ? Number(args.rounds) : Infinity;
const opsPerRound = Number(args.ops);
const stats = { rounds: 0, operations: 0, checks: 0, failures: 0, cut: 0 };

// Each round's seed is drawn from the run's seed in turn, so a round replays from the run's seed alone.
const roundSeeds = new Random(baseSeed);

console.log(`fuzz-engine: seed ${baseSeed} (replay: make fuzz-engine SEED=${baseSeed})`);

const pair = await startEnginePair('ivy-fuzz-engine-', { patched: args.patched, upstream: args.upstream });
const engines = [pair.patched, pair.upstream];
const [patched, upstream] = engines.map((e) => e.client.db('fuzz'));
// Stopped early (Ctrl-C, a time limit), the run still stops its engines and removes its data.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, async () => {
    await pair.stop().catch(() => {});
    process.exit(130);
  });
}

/**
 * Runs an operation on both engines and compares the answers.
 * @param {string} name the collection
 * @param {Record<string, any>} o
 */
async function both(name, o) {
  const [p, u] = await Promise.all([
    execute(patched.collection(name), o),
    execute(upstream.collection(name), o),
  ]);
  stats.checks++;
  return { same: canonical(p) === canonical(u), patched: p, upstream: u };
}

/**
 * A round's set-up and operations, from its seed alone.
 * @param {number} seed
 */
function roundPlan(seed) {
  const r = new Random(seed);
  const initial = Array.from({ length: 10 + r.int(150) }, (_, i) => documentFor(r, i));
  const ids = { next: initial.length };
  const chosen = indexes(r);
  const ops = Array.from({ length: opsPerRound }, () => operation(r, ids));
  return { initial, indexes: chosen, ops, concurrent: r.chance(0.25), concurrentSeed: r.u32() };
}

/**
 * Makes a collection with indexes and documents on both engines (or only upstream's, for replays).
 * @param {import('mongodb').Db[]} dbs @param {string} name @param {{ key: any, options?: any }[]} idx @param {any[]} docs
 */
async function prepare(dbs, name, idx, docs) {
  await Promise.all(
    dbs.map(async (db) => {
      await db
        .collection(name)
        .drop()
        .catch(() => {});
      await db.createCollection(name);
      for (const { key, options } of idx) await db.collection(name).createIndex(key, options ?? {});
      if (docs.length > 0) await db.collection(name).insertMany(docs, { ordered: false });
    }),
  );
}

/** @param {string} name */
async function dropBoth(name) {
  await Promise.all(
    [patched, upstream].map((db) =>
      db
        .collection(name)
        .drop()
        .catch(() => {}),
    ),
  );
}

/** @param {unknown} v */
function shown(v) {
  const text = canonical(v);
  return text.length > 3000 ? `${text.slice(0, 3000)}… (${text.length} characters)` : text;
}

/**
 * The fewest documents and indexes of the state before a failing operation that still disagree, tried on
 * fresh collections; undefined when even the whole state agrees (the answer depends on history).
 * @param {any[]} docs @param {{ key: any, options?: any }[]} idx @param {Record<string, any>} o
 */
async function reduce(docs, idx, o) {
  let attempts = 0;
  /** @param {any[]} d @param {typeof idx} i */
  const fails = async (d, i) => {
    const name = `reduce${attempts++}`;
    await prepare([patched, upstream], name, i, d);
    const { same } = await both(name, o);
    await dropBoth(name);
    return !same;
  };
  if (!(await fails(docs, idx))) return undefined;
  // Delta debugging over the documents: drop chunks while the disagreement stays.
  let chunk = Math.ceil(docs.length / 2);
  while (chunk >= 1 && attempts < 300) {
    let removed = false;
    for (let start = 0; start < docs.length && attempts < 300;) {
      const candidate = [...docs.slice(0, start), ...docs.slice(start + chunk)];
      if (await fails(candidate, idx)) {
        docs = candidate;
        removed = true;
      } else {
        start += chunk;
      }
    }
    if (!removed) chunk = Math.floor(chunk / 2);
  }
  for (let i = idx.length - 1; i >= 0 && attempts < 300; i--) {
    const candidate = idx.filter((_, j) => j !== i);
    if (await fails(docs, candidate)) idx = candidate;
  }
  await prepare([patched, upstream], 'reduced', idx, docs);
  const answer = await both('reduced', o);
  await dropBoth('reduced');
  return { docs, idx, answer };
}

/**
 * @param {number} round @param {number} seed @param {number} at the failing operation's number
 * @param {Record<string, any>} o @param {{ patched: unknown, upstream: unknown }} got
 */
async function report(round, seed, at, o, got) {
  stats.failures++;
  const plan = roundPlan(seed);
  // The state before the operation, replayed on upstream alone.
  await prepare([upstream], 'replay', plan.indexes, plan.initial);
  for (const earlier of plan.ops.slice(0, at)) await execute(upstream.collection('replay'), earlier);
  const before = /** @type {string[]} */ (await execute(upstream.collection('replay'), STATE)).map((t) =>
    JSON.parse(t),
  );
  await dropBoth('replay');
  const minimal = await reduce(
    before.map((d) => EJSON.deserialize(d, { relaxed: false })),
    plan.indexes,
    o,
  );
  console.log(`\nDISAGREEMENT seed ${baseSeed}, round ${round} (seed ${seed}), operation ${at}`);
  console.log(`  operation: ${shown(o)}`);
  console.log(`  patched:   ${shown(got.patched)}`);
  console.log(`  upstream:  ${shown(got.upstream)}`);
  console.log(`  replay:    make fuzz-engine SEED=${baseSeed} ROUNDS=${round + 1}`);
  if (!minimal) {
    console.log(
      '  a fresh collection with the same documents and indexes agrees: the answer depends on history.',
    );
    return;
  }
  console.log('  minimal reproduction (mongosh, canonical Extended JSON):');
  console.log(`    db.c.drop()`);
  for (const { key, options } of minimal.idx)
    console.log(`    db.c.createIndex(${shown(key)}, ${shown(options ?? {})})`);
  if (minimal.docs.length > 0) console.log(`    db.c.insertMany(EJSON.parse('${shown(minimal.docs)}'))`);
  console.log(`    ${o.op} ${shown(o)}`);
  console.log(`    patched ${shown(minimal.answer.patched)}; upstream ${shown(minimal.answer.upstream)}`);
}

try {
  for (let round = 0; round < maxRounds && Date.now() < deadline; round++) {
    const seed = roundSeeds.u32();
    const plan = roundPlan(seed);
    const name = `c${round}`;
    await prepare([patched, upstream], name, plan.indexes, plan.initial);
    let diverged = false;
    for (let at = 0; at < plan.ops.length; at++) {
      const o = plan.ops[at];
      stats.operations++;
      const got = await both(name, o);
      if (!got.same) {
        await report(round, seed, at, o, got);
        diverged = true;
        break;
      }
      // An updateMany that fails on one document has changed those it met before it, in an order that
      // MongoDB leaves open (the patched engine reads through an index, upstream in insertion order): the
      // two collections may differ from here on, so the round ends.
      if (o.op === 'updateMany' && /** @type {any} */ (got.patched)?.error !== undefined) {
        stats.cut++;
        diverged = true;
        break;
      }
    }
    if (!diverged) {
      const state = await both(name, STATE);
      if (!state.same) await report(round, seed, plan.ops.length, STATE, state);
    }
    if (plan.concurrent) {
      const checks = await concurrentRound(patched, upstream, `k${round}`, plan.concurrentSeed);
      stats.operations += checks.operations;
      stats.checks += checks.compared.length;
      for (const c of checks.compared.filter((x) => !x.same)) {
        stats.failures++;
        console.log(
          `\nDISAGREEMENT seed ${baseSeed}, round ${round}: after concurrent writers and readers (seed ${plan.concurrentSeed})`,
        );
        console.log(
          `  operation: ${shown(c.op)}\n  patched:   ${shown(c.patched)}\n  upstream:  ${shown(c.upstream)}`,
        );
        console.log(`  replay:    make fuzz-engine SEED=${baseSeed} ROUNDS=${round + 1} (timing-dependent)`);
      }
    }
    await dropBoth(name);
    stats.rounds++;
    for (const [i, e] of engines.entries()) {
      if (!e.alive())
        throw new Error(`the ${i === 0 ? 'patched' : 'upstream'} engine died:\n${e.output().slice(-4000)}`);
    }
  }
} finally {
  await pair.stop();
}

console.log(
  `fuzz-engine: seed ${baseSeed}: ${stats.rounds} rounds (${stats.cut} ended at a failed updateMany), ${stats.operations} operations, ${stats.checks} answers compared, ${stats.failures} disagreements.`,
);
process.exit(stats.failures > 0 ? 1 : 0);
