// What the benchmark suites share: percentiles, JSON calls to the API, and a quote answered through it.
import { sampleQuoteAnswers } from '../lib/sample-quote.mjs';

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

/** A complete quote through the public API, ready to price. @param {string} baseUrl @param {string} addressId */
export async function completeQuote(baseUrl, addressId) {
  const { details, pages } = sampleQuoteAnswers(addressId);
  const created = await call(`${baseUrl}/api/v1/quotes`, { method: 'POST', body: details });
  const id = created.quote._id;
  const headers = { 'X-Quote-Token': created.accessToken };
  for (const [page, body] of pages) {
    await call(`${baseUrl}/api/v1/quotes/${id}/${page}`, { method: 'PUT', headers, body });
  }
  return { id, token: created.accessToken };
}
