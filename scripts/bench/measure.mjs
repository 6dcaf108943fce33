// What the benchmark suites share: the app they measure, percentiles, JSON calls to the API, and a quote
// answered through it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startBuiltApp } from '../lib/app-process.mjs';
import { sampleQuoteAnswers } from '../lib/sample-quote.mjs';

/**
 * The app as the suites measure it: logins with a password only (2FA would need an authenticator), rate
 * limits far above the load, and metrics readable with a token of this run (the volume suite reports the
 * housekeeping run during its reads). @param {Record<string, string>} [env]
 */
export async function startBenchApp(env = {}) {
  const metricsToken = randomBytes(24).toString('hex');
  const app = await startBuiltApp({
    logLevel: 'warn',
    env: { TWO_FACTOR_ENABLED: 'false', RATE_LIMIT_MULTIPLIER: '1000', METRICS_TOKEN: metricsToken, ...env },
  });
  return { ...app, metricsToken };
}

/** @param {number[]} samples @param {number} p */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: unknown }} [init]
 * @returns {Promise<any>} the answer's JSON
 */
export async function call(url, init = {}) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A complete quote through the public API, ready to price; `change` edits the answers first.
 * @param {string} baseUrl @param {string} addressId
 * @param {(answers: ReturnType<typeof sampleQuoteAnswers>) => void} [change]
 */
export async function completeQuote(baseUrl, addressId, change = () => undefined) {
  const answers = sampleQuoteAnswers(addressId);
  change(answers);
  const { details, pages } = answers;
  const created = await call(`${baseUrl}/api/v1/quotes`, { method: 'POST', body: details });
  const id = created.quote._id;
  const headers = { 'X-Quote-Token': created.accessToken };
  for (const [page, body] of pages) {
    await call(`${baseUrl}/api/v1/quotes/${id}/${page}`, { method: 'PUT', headers, body });
  }
  return { id, token: created.accessToken };
}

/**
 * A signed-in administrator's request headers: the session cookie and the CSRF token writes need
 * (bench runs turn 2FA off). @param {{ baseUrl: string, dataDir: string }} app
 * @returns {Promise<{ Cookie: string, 'X-CSRF-Token': string }>}
 */
export async function adminHeaders(app) {
  const text = readFileSync(path.join(app.dataDir, 'secrets', 'admin-credentials.txt'), 'utf8');
  const field = (/** @type {string} */ name) => new RegExp(`^${name}: (.+)$`, 'm').exec(text)?.[1] ?? '';
  const res = await fetch(`${app.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: field('email'), password: field('password') }),
  });
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const csrf = cookies.find((cookie) => cookie.startsWith('ivy.csrf='))?.slice('ivy.csrf='.length) ?? '';
  return { Cookie: cookies.join('; '), 'X-CSRF-Token': decodeURIComponent(csrf) };
}
