import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { MongoClient } from 'mongodb';
import { describe, expect, inject, it } from 'vitest';
import { sampleQuoteAnswers } from '../../../scripts/lib/sample-quote.mjs';

/** The lockout's failures per key (modules/lockout): at most this many guesses at one reference are compared. */
const MAX_COMPARED = 5;
const GUESSES = 50;

interface Answer {
  status: number;
  body: { quote?: { webReference: string } };
}

/**
 * A JSON POST from a client of its own: each guess leaves from another loopback address (127.0.0.0/8 is all
 * this machine's), so the per-client rate limit sees fifty clients, as a botnet would be, and only the
 * per-reference lockout stands between them and the quote. No setting is loosened for the test.
 */
function post(baseUrl: string, path: string, data: unknown, localAddress = '127.0.0.1'): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const body = JSON.stringify(data);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function quoteOf(baseUrl: string) {
  const addresses = await fetch(`${baseUrl}/api/v1/reference/addresses?search=12%20Main%20Street%20Naas`);
  const { details } = sampleQuoteAnswers((await addresses.json()).addresses[0].id);
  const created = await post(baseUrl, '/api/v1/quotes', details, '127.0.2.1');
  expect(created.status).toBe(201);
  return { webReference: created.body.quote!.webReference, dateOfBirth: details.dateOfBirth };
}

describe('guesses at one secret spread over both instances', () => {
  const instances = inject('instanceUrls');

  // Before the lockout claimed a slot ahead of each comparison, a burst of twenty got in one run in three.
  it(`compares ${MAX_COMPARED} of ${GUESSES} retrievals sent at once from ${GUESSES} clients, then refuses the right date of birth`, async () => {
    const { webReference, dateOfBirth } = await quoteOf(instances[0]);
    const wrongDay = (i: number) => `1960-01-${String((i % 28) + 1).padStart(2, '0')}`;
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        post(
          instances[i % instances.length],
          '/api/v1/quotes/retrieve',
          { webReference, dateOfBirth: wrongDay(i) },
          `127.0.0.${10 + i}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // Each guess compared marked its lockout slot failed, and the lock keeps those slots: they count the
    // comparisons (a failure that reached the limit answers 429, not 404).
    const mongo = await MongoClient.connect(inject('databaseUri'));
    const key = `quote-retrieve:${createHash('sha256').update(webReference).digest('hex')}`;
    const compared = await mongo
      .db()
      .collection('lockouts')
      .countDocuments({ key, failed: true })
      .finally(() => mongo.close());
    console.log(
      `Cluster guesses: ${compared} of ${GUESSES} compared, ${statuses.filter((s) => s === 404).length} answered 404, ${statuses.filter((s) => s === 429).length} refused (429)`,
    );
    expect(statuses.filter((status) => status !== 404 && status !== 429)).toEqual([]);
    expect(compared).toBe(MAX_COMPARED);
    // Before the lock kept its failures' slots, six answered 404 here (one compared past the limit).
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(MAX_COMPARED);
    for (const [i, url] of instances.entries()) {
      const right = await post(
        url,
        '/api/v1/quotes/retrieve',
        { webReference, dateOfBirth },
        `127.0.1.${i + 1}`,
      );
      expect([url, right.status]).toEqual([url, 429]);
    }
  });
});
