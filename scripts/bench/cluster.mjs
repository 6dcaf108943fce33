// Throughput through HAProxy with two instances against one, in the same run (opt-in: SUITES=cluster).
// Each cluster is started for the suite on its own database; logins (argon2id) and priced quotes are
// the work that grows with instances. On a machine with fewer cores than instances, expect little gain.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startCluster } from '../lib/cluster.mjs';
import { call, completeQuote } from './measure.mjs';

const WORKERS = 20;
const SECONDS = 20;

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
    return { logins, quotes };
  } finally {
    await cluster.stop();
  }
}

export async function run() {
  const one = await measure(1);
  const two = await measure(2);
  return [
    { name: 'logins through HAProxy, 1 instance', value: one.logins, unit: '/s' },
    { name: 'logins through HAProxy, 2 instances', value: two.logins, unit: '/s' },
    { name: 'quotes priced through HAProxy, 1 instance', value: one.quotes, unit: '/s' },
    { name: 'quotes priced through HAProxy, 2 instances', value: two.quotes, unit: '/s' },
  ];
}
