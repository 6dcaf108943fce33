// Identity budgets: login latency under 20 concurrent logins (argon2id, 19 MiB, t=2), and the admin
// users list over 10,000 users. Users are written straight into the app's database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hash, verify } from '@node-rs/argon2';
import { MongoClient } from 'mongodb';
import { percentile } from './measure.mjs';

const LOGIN_USERS = 20;
const LOGIN_ROUNDS = 10;
const LIST_USERS = 10_000;
const LIST_REQUESTS = 200;
const PASSWORD = 'bench password 2026';
/** The app's own argon2id settings, so a login never triggers a rehash. */
// `algorithm: 2` is Algorithm.Argon2id, a const enum, which a script type-checked file by file cannot read.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** @param {string} uri */
async function seedUsers(uri) {
  const client = await MongoClient.connect(uri);
  try {
    const users = client.db().collection('users');
    const passwordHash = await hash(PASSWORD, ARGON2_OPTIONS);
    const start = Date.now() - LIST_USERS * 60_000;
    /** @param {number} i @param {string} email */
    const user = (i, email) => ({
      first_name: `First${i}`,
      last_name: `Last${i}`,
      email,
      passwordHash,
      isAdmin: false,
      isTwoFactorEnabled: false,
      twoFactor: { isVerified: false, lastUsedStep: 0 },
      createdAt: new Date(start + i * 60_000),
      updatedAt: new Date(start + i * 60_000),
    });
    for (let from = 0; from < LIST_USERS; from += 1000) {
      const batch = Array.from({ length: 1000 }, (_, k) => user(from + k, `bench${from + k}@example.ie`));
      await users.insertMany(batch, { ordered: false });
    }
    // Written behind the app's back: bump the version its in-memory user directory checks.
    /** @type {import('mongodb').Collection<{ _id: string, version: number }>} */
    const versions = client.db().collection('directory_versions');
    await versions.updateOne({ _id: 'users' }, { $inc: { version: 1 } }, { upsert: true });
    return Array.from({ length: LOGIN_USERS }, (_, i) => `bench${i}@example.ie`);
  } finally {
    await client.close();
  }
}

/** @param {string} baseUrl @param {string} email @param {string} password */
async function login(baseUrl, email, password) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const elapsed = performance.now() - started;
  if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${await res.text()}`);
  return {
    elapsed,
    cookie: (res.headers.getSetCookie().find((c) => c.startsWith('ivy.sid=')) ?? '').split(';')[0],
  };
}

/** The yardstick: the same rounds of 20 argon2id checks, in this process, with no HTTP or database. */
async function argon2Latencies() {
  const hashed = await hash(PASSWORD, ARGON2_OPTIONS);
  /** @type {number[]} */
  const samples = [];
  for (let round = 0; round < LOGIN_ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: LOGIN_USERS }, async () => {
        const started = performance.now();
        await verify(hashed, PASSWORD);
        samples.push(performance.now() - started);
      }),
    );
  }
  return samples;
}

/** Rounds of 20 logins at once; every latency counts. @param {string} baseUrl @param {string[]} emails */
async function loginLatencies(baseUrl, emails) {
  await Promise.all(emails.slice(0, 4).map((email) => login(baseUrl, email, PASSWORD)));
  /** @type {number[]} */
  const samples = [];
  for (let round = 0; round < LOGIN_ROUNDS; round++) {
    const results = await Promise.all(emails.map((email) => login(baseUrl, email, PASSWORD)));
    samples.push(...results.map((r) => r.elapsed));
  }
  return samples;
}

/** @param {string} baseUrl @param {string} cookie @param {(i: number) => string} query */
async function listLatencies(baseUrl, cookie, query) {
  /** @type {number[]} */
  const samples = [];
  for (let i = 0; i < LIST_REQUESTS + 10; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/v1/users?${query(i)}`, { headers: { Cookie: cookie } });
    const body = /** @type {{ ok?: boolean }} */ (await res.json());
    if (res.status !== 200 || !body.ok)
      throw new Error(`users list: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (i >= 10) samples.push(performance.now() - started);
  }
  return samples;
}

/** @param {{ baseUrl: string, databaseUri: string, dataDir: string }} app */
export async function run(app) {
  const emails = await seedUsers(app.databaseUri);
  const credentials = readFileSync(path.join(app.dataDir, 'secrets', 'admin-credentials.txt'), 'utf8');
  const adminPassword = /^password: (.+)$/m.exec(credentials)?.[1] ?? '';
  const { cookie } = await login(app.baseUrl, 'admin@ivycarinsurance.ie', adminPassword);

  const argon2Only = await argon2Latencies();
  const logins = await loginLatencies(app.baseUrl, emails);
  const firstPage = await listLatencies(app.baseUrl, cookie, () => 'page=0&page_size=10');
  const paging = await listLatencies(app.baseUrl, cookie, (i) => `page=${(i * 37) % 1000}&page_size=10`);
  const search = await listLatencies(app.baseUrl, cookie, (i) => `search=first${i % 100}&page_size=10`);

  const loginP95 = percentile(logins, 95);
  const firstP95 = percentile(firstPage, 95);
  const pagingP95 = percentile(paging, 95);
  return [
    {
      name: 'login p95 (20 concurrent, argon2id 19 MiB t=2)',
      value: Math.round(loginP95),
      unit: 'ms',
      budget: '<= 300',
      ok: loginP95 <= 300,
    },
    { name: 'login p50 (20 concurrent)', value: Math.round(percentile(logins, 50)), unit: 'ms' },
    {
      name: 'argon2id check alone p95 (20 at once, yardstick)',
      value: Math.round(percentile(argon2Only, 95)),
      unit: 'ms',
    },
    {
      name: 'users list p95, first page (10,000 users)',
      value: Math.round(firstP95),
      unit: 'ms',
      budget: '<= 50',
      ok: firstP95 <= 50,
    },
    {
      name: 'users list p95, any page (10,000 users)',
      value: Math.round(pagingP95),
      unit: 'ms',
      budget: '<= 50',
      ok: pagingP95 <= 50,
    },
    { name: 'users search p95 (10,000 users)', value: Math.round(percentile(search, 95)), unit: 'ms' },
  ];
}
