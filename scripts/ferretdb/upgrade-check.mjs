// Existing data keeps working after the index patch: a database written by unpatched FerretDB (its
// JSON-text indexes) is opened by the patched binary, which must rebuild every index and find every document.
// Usage: node scripts/ferretdb/upgrade-check.mjs <unpatched ferretdb> <patched ferretdb>
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFerretDB } from './engine-process.mjs';

const [unpatched, patched] = process.argv.slice(2);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ferretdb-upgrade-'));

/** @param {string} binary */
async function startDatabase(binary) {
  const engine = await startFerretDB(binary, dataDir);
  return { db: engine.client.db('upgrade'), output: engine.output, stop: engine.stop };
}

const STATUSES = ['started', 'quoted', 'purchased'];
const docs = Array.from({ length: 3000 }, (_, i) => ({
  webReference: `Q${String(i).padStart(6, '0')}`,
  email: `driver${i % 500}@example.ie`,
  status: STATUSES[i % 3],
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  ...(i % 10 === 0 ? { tags: ['a', 'b'] } : {}),
}));

try {
  const before = await startDatabase(unpatched);
  const quotes = before.db.collection('quotes');
  await quotes.createIndex({ webReference: 1 }, { unique: true });
  await quotes.createIndex({ status: 1, createdAt: -1 });
  await quotes.createIndex({ email: 1 });
  await quotes.insertMany(docs);
  await before.stop();

  const after = await startDatabase(patched);
  try {
    const coll = after.db.collection('quotes');
    assert.match(
      after.output(),
      /Rebuilt index in the current form/,
      'the patched binary rebuilds old indexes',
    );
    assert.equal(await coll.countDocuments(), docs.length, 'every document is still there');
    assert.equal(await coll.countDocuments({ status: 'quoted' }), 1000);
    assert.equal((await coll.findOne({ webReference: 'Q001234' }))?.email, 'driver234@example.ie');
    assert.equal((await coll.find({ email: 'driver7@example.ie' }).toArray()).length, 6);
    const newest = await coll
      .find({ status: 'purchased' })
      .sort({ createdAt: -1 })
      .skip(20)
      .limit(5)
      .toArray();
    assert.deepEqual(
      newest.map((d) => d.webReference),
      ['Q002939', 'Q002936', 'Q002933', 'Q002930', 'Q002927'],
    );
    const indexes = (await coll.indexes()).map((index) => index.name).sort();
    assert.deepEqual(indexes, ['_id_', 'email_1', 'status_1_createdAt_-1', 'webReference_1']);

    /** @type {[Record<string, string>, string][]} */
    const served = [
      [{ webReference: 'Q000001' }, 'webReference_1'],
      [{ email: 'driver1@example.ie' }, 'email_1'],
      [{ status: 'quoted' }, 'status_1_createdAt_-1'],
    ];
    for (const [filter, index] of served) {
      const explained = await coll.find(filter).explain();
      const plan = JSON.stringify(explained.queryPlanner);
      assert.ok(
        plan.includes(`quotes_${index}`) || plan.includes(index),
        `${index} serves ${JSON.stringify(filter)}: ${plan}`,
      );
    }

    await assert.rejects(coll.insertOne({ webReference: 'Q000001' }), /duplicate key/);
  } finally {
    await after.stop();
  }
  console.log(
    'upgrade-check: a database made by unpatched FerretDB opens with every document and index usable.',
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
