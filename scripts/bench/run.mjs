// `make bench`: starts the built app once and prints every measurement beside its budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/app-process.mjs';
import { startBenchApp } from './measure.mjs';
import * as adjustments from './adjustments.mjs';
import * as blog from './blog.mjs';
import * as documents from './documents.mjs';
import * as cluster from './cluster.mjs';
import * as foundation from './foundation.mjs';
import * as identity from './identity.mjs';
import * as pages from './pages.mjs';
import * as payments from './payments.mjs';
import * as quotes from './quotes.mjs';
import * as renewals from './renewals.mjs';
import * as statistics from './statistics.mjs';
import * as volume from './volume.mjs';
import * as webhooks from './webhooks.mjs';

// Statistics and volume last: the hundreds of thousands of documents they write would slow every query
// after them. Volume is left out of a plain `make bench` (it seeds a year of data, about ten minutes);
// `make bench SUITES=volume` runs it. Cluster (SUITES=cluster) starts its own instances behind HAProxy.
const all = {
  foundation,
  pages,
  identity,
  quotes,
  blog,
  payments,
  documents,
  adjustments,
  renewals,
  webhooks,
  statistics,
  volume,
  cluster,
};
const OPT_IN = ['volume', 'cluster'];
// `make bench SUITES=quotes,payments` runs only those suites, in the order above.
const only = (process.env.SUITES ?? '').split(',').filter(Boolean);
const unknown = only.filter((name) => !(name in all));
if (unknown.length > 0) throw new Error(`Unknown bench suite(s): ${unknown.join(', ')}`);
const suites = Object.entries(all)
  .filter(([name]) => (only.length === 0 ? !OPT_IN.includes(name) : only.includes(name)))
  .map(([, suite]) => suite);

const app = await startBenchApp();
/** @type {{ name: string, value: number, unit: string, budget?: string, ok?: boolean }[]} */
const rows = [];
try {
  for (const suite of suites) rows.push(...(await suite.run(app)));
} finally {
  await app.stop();
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`\n${'measurement'.padEnd(width)}  ${'value'.padStart(12)}  budget      verdict`);
for (const r of rows) {
  const verdict = r.ok === undefined ? '' : r.ok ? 'ok' : 'OVER BUDGET';
  console.log(
    `${r.name.padEnd(width)}  ${`${r.value} ${r.unit}`.padStart(12)}  ${(r.budget ?? '').padEnd(10)}  ${verdict}`,
  );
}
mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
writeFileSync(path.join(ROOT, '.bench', 'results.json'), JSON.stringify(rows, null, 2));
const over = rows.filter((r) => r.ok === false);
if (over.length > 0) {
  console.log(`\n${over.length} measurement(s) over budget.`);
  process.exitCode = 1;
}
