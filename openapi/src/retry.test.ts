import { describe, expect, it } from 'vitest';
import { backoffMs, IDEMPOTENCY_KEY_HEADER, retryAfterMs, retryingFetch, type RetryOptions } from './retry';

type Answer = Response | Error;

/** A server that answers in turn from a script, and remembers what each attempt sent. */
function scriptedServer(answers: Answer[]) {
  const sent: { method: string; key: string | null; body: string }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      key: request.headers.get(IDEMPOTENCY_KEY_HEADER),
      body: await request.text(),
    });
    const answer = answers[sent.length - 1];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetchImpl: fetchImpl as typeof fetch, sent };
}

function options(waits: number[], overrides: Partial<RetryOptions> = {}): RetryOptions {
  let keys = 0;
  return {
    retries: 3,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
    newIdempotencyKey: () => `key-${++keys}`,
    ...overrides,
  };
}

const status = (code: number, headers: Record<string, string> = {}) =>
  new Response('{}', { status: code, headers });

describe('retryingFetch', () => {
  it('retries 5xx answers with a growing back-off and answers with the first success', async () => {
    const waits: number[] = [];
    const server = scriptedServer([status(503), status(502), status(200)]);
    const response = await retryingFetch(
      server.fetchImpl,
      options(waits),
    )('https://ivy.test/api/v1/renewals');
    expect(response.status).toBe(200);
    expect(waits).toEqual([75, 150]);
  });

  it("waits as long as a 429's Retry-After says", async () => {
    const waits: number[] = [];
    const server = scriptedServer([status(429, { 'Retry-After': '2' }), status(200)]);
    await retryingFetch(server.fetchImpl, options(waits))('https://ivy.test/api/v1/renewals');
    expect(waits).toEqual([2000]);
  });

  it('retries a network failure, and throws the last one when the attempts run out', async () => {
    const waits: number[] = [];
    const flaky = scriptedServer([new TypeError('fetch failed'), status(200)]);
    expect((await retryingFetch(flaky.fetchImpl, options(waits))('https://ivy.test/')).status).toBe(200);
    const down = scriptedServer([new TypeError('one'), new TypeError('two')]);
    await expect(
      retryingFetch(down.fetchImpl, options([], { retries: 1 }))('https://ivy.test/'),
    ).rejects.toThrow('two');
  });

  it('answers with the last retryable answer when the attempts run out', async () => {
    const server = scriptedServer([status(500), status(503)]);
    const response = await retryingFetch(server.fetchImpl, options([], { retries: 1 }))('https://ivy.test/');
    expect(response.status).toBe(503);
    expect(server.sent).toHaveLength(2);
  });

  it("does not retry a caller's mistake, nor a conflict that does not say when to come back", async () => {
    for (const code of [400, 403, 404, 409, 422]) {
      const server = scriptedServer([status(code), status(200)]);
      expect((await retryingFetch(server.fetchImpl, options([]))('https://ivy.test/')).status).toBe(code);
    }
    const running = scriptedServer([status(409, { 'Retry-After': '1' }), status(201)]);
    expect((await retryingFetch(running.fetchImpl, options([]))('https://ivy.test/')).status).toBe(201);
  });

  it('sends a POST with one Idempotency-Key, the same on every attempt, and its body each time', async () => {
    const server = scriptedServer([new TypeError('reset'), status(500), status(201), status(201)]);
    const post = retryingFetch(server.fetchImpl, options([]));
    await post('https://ivy.test/api/v1/quotes', { method: 'POST', body: '{"a":1}' });
    expect(server.sent).toEqual([
      { method: 'POST', key: 'key-1', body: '{"a":1}' },
      { method: 'POST', key: 'key-1', body: '{"a":1}' },
      { method: 'POST', key: 'key-1', body: '{"a":1}' },
    ]);
    await post('https://ivy.test/api/v1/quotes', { method: 'POST', body: '{"a":2}' });
    expect(server.sent[3].key).toBe('key-2');
  });

  it("keeps the caller's own Idempotency-Key, and gives none to other methods", async () => {
    const server = scriptedServer([status(201), status(200)]);
    const send = retryingFetch(server.fetchImpl, options([]));
    await send('https://ivy.test/', { method: 'POST', headers: { [IDEMPOTENCY_KEY_HEADER]: 'mine' } });
    await send('https://ivy.test/', { method: 'PUT', body: 'x' });
    expect(server.sent.map((s) => s.key)).toEqual(['mine', null]);
  });
});

describe('retryAfterMs and backoffMs', () => {
  it('reads delta-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Sat, 28 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('doubles from the base up to the ceiling, half of each step spread at random', () => {
    const plan = options([], { random: () => 0 });
    expect([0, 1, 2, 3, 4, 5].map((attempt) => backoffMs(attempt, plan))).toEqual([
      50, 100, 200, 400, 500, 500,
    ]);
    expect(backoffMs(0, { ...plan, random: () => 0.999 })).toBeCloseTo(100, 0);
  });
});
