// Throughput through HAProxy with two instances against one, in the same run (opt-in: SUITES=cluster).
// Each cluster is started for the suite on its own database; logins (argon2id) and priced quotes are
// the work that grows with instances. On a machine with fewer cores than instances, expect little gain.
// Then, on the two instances, a renewals import whose instance is killed: how long until it resumes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient, ObjectId } from 'mongodb';
import { startCluster } from '../lib/cluster.mjs';
import { adminHeaders, call, completeQuote } from './measure.mjs';
import { renewalsCsv } from './renewals.mjs';

const WORKERS = 20;
const SECONDS = 20;
const RESUME_ROWS = 20_000;
const RESUME_TIMEOUT_MS = 10 * 60_000;

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How many times `task` completes per second with WORKERS running it back to back for SECONDS.
 * @param {() => Promise<unknown>} task
 */
async function throughput(task) {
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < until) {
        await task();
        done++;
      }
    }),
  );
  return Math.round((done / SECONDS) * 10) / 10;
}

/**
 * A renewals import whose instance is killed (SIGKILL) a tenth of the way in: the seconds until another
 * instance takes it over (the import's lease lapses, then a pickup finds it) and until it completes.
 * @param {import('../lib/cluster.mjs').Cluster} cluster
 */
async function resumeAfterKill(cluster) {
  const base = `${cluster.balancerUrl}/api/v1/renewals/imports`;
  const headers = await adminHeaders({ baseUrl: cluster.balancerUrl, dataDir: cluster.instances[0].dataDir });
  const form = new FormData();
  form.append('file', new Blob([renewalsCsv('RESUME', RESUME_ROWS)], { type: 'text/csv' }), 'renewals.csv');
  const checked = await fetch(base, { method: 'POST', headers, body: form });
  if (checked.status !== 201) throw new Error(`renewals upload: ${checked.status} ${await checked.text()}`);
  const id = (await checked.json()).import._id;
  const started = await fetch(`${base}/${id}/run`, { method: 'POST', headers });
  if (started.status !== 201) throw new Error(`renewals import: ${started.status} ${await started.text()}`);
  const runner = cluster.instances.find((instance) => instance.name === started.headers.get('x-served-by'));
  if (!runner) throw new Error('renewals import: no X-Served-By from the balancer');
  const client = await MongoClient.connect(cluster.databaseUri);
  try {
    const record = async () => {
      const found = await client
        .db()
        .collection('renewal_imports')
        .findOne({ _id: new ObjectId(id) });
      if (!found || found.status === 'failed')
        throw new Error(`renewals import: ${found?.failure ?? 'gone'}`);
      return found;
    };
    let job = await record();
    while (job.status === 'importing' && job.processedRows < RESUME_ROWS / 10) {
      await pause(100);
      job = await record();
    }
    if (job.status !== 'importing') throw new Error('renewals import: ended before its instance was killed');
    const holder = job.leaseHolder;
    const killedAt = performance.now();
    runner.kill('SIGKILL');
    let takenOverMs;
    while (job.status !== 'completed') {
      if (performance.now() - killedAt > RESUME_TIMEOUT_MS)
        throw new Error('renewals import: not completed 10 minutes after its instance was killed');
      await pause(250);
      job = await record();
      if (takenOverMs === undefined && job.leaseHolder !== holder) takenOverMs = performance.now() - killedAt;
    }
    const completedMs = performance.now() - killedAt;
    if (job.result.new !== RESUME_ROWS)
      throw new Error(`renewals import: counts ${JSON.stringify(job.result)}`);
    const seconds = (/** @type {number} */ ms) => Math.round(ms / 100) / 10;
    return { takenOver: seconds(takenOverMs ?? completedMs), completed: seconds(completedMs) };
  } finally {
    await client.close();
  }
}

/** @param {number} instances */
async function measure(instances) {
  const cluster = await startCluster({
    instances,
    logLevel: 'error',
    env: { TWO_FACTOR_ENABLED: 'false', RATE_LIMIT_MULTIPLIER: '1000' },
  });
  try {
    const base = cluster.balancerUrl;
    const text = readFileSync(
      path.join(cluster.instances[0].dataDir, 'secrets', 'admin-credentials.txt'),
      'utf8',
    );
    const field = (/** @type {string} */ name) => new RegExp(`^${name}: (.+)$`, 'm').exec(text)?.[1] ?? '';
    const credentials = { email: field('email'), password: field('password') };
    const logins = await throughput(() =>
      call(`${base}/api/v1/auth/login`, { method: 'POST', body: credentials }),
    );
    const { addresses } = await call(`${base}/api/v1/reference/addresses?search=12%20Main%20Street%20Naas`);
    const quotes = await throughput(async () => {
      const quote = await completeQuote(base, addresses[0].id);
      await call(`${base}/api/v1/quotes/${quote.id}/price`, {
        method: 'POST',
        headers: { 'X-Quote-Token': quote.token },
      });
    });
    // Last: it kills an instance.
    const resume = instances > 1 ? await resumeAfterKill(cluster) : undefined;
    return { logins, quotes, resume };
  } finally {
    await cluster.stop();
  }
}

export async function run() {
  const one = await measure(1);
  const two = await measure(2);
  const resume = /** @type {{ takenOver: number, completed: number }} */ (two.resume);
  return [
    { name: 'logins through HAProxy, 1 instance', value: one.logins, unit: '/s' },
    { name: 'logins through HAProxy, 2 instances', value: two.logins, unit: '/s' },
    { name: 'quotes priced through HAProxy, 1 instance', value: one.quotes, unit: '/s' },
    { name: 'quotes priced through HAProxy, 2 instances', value: two.quotes, unit: '/s' },
    {
      name: `renewals import (${RESUME_ROWS.toLocaleString('en-IE')} rows) taken over after its instance was killed`,
      value: resume.takenOver,
      unit: 's',
      budget: '<= 15',
    },
    { name: 'the same import completed, after the kill', value: resume.completed, unit: 's' },
  ];
}
