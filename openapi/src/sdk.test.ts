import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiFailure, createClient } from './sdk';

type Route = (url: URL, request: Request) => Response;

/** A stand-in for the API: answers by path, and remembers every request it got. */
function fakeApi(route: Route) {
  const requests: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return route(new URL(request.url), request);
  };
  const client = createClient({
    baseUrl: 'https://ivy.test/',
    apiKey: 'ivy_abc_secret',
    retries: 2,
    baseDelayMs: 0,
    fetch: fetchImpl as typeof fetch,
  });
  return { client, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (data: object) => ({ ok: true, message: 'OK', errors: {}, ...data });

describe('createClient', () => {
  it('sends the API key, and answers with the typed body of a success', async () => {
    const { client, requests } = fakeApi(() =>
      json(envelope({ scopes: ['renewals:read'], defaultRateLimitPerMinute: 600 })),
    );
    const answer = await client.get('/api/v1/api-keys/scopes');
    expectTypeOf(answer.defaultRateLimitPerMinute).toEqualTypeOf<number>();
    expect(answer.scopes).toEqual(['renewals:read']);
    expect(requests[0].url).toBe('https://ivy.test/api/v1/api-keys/scopes');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer ivy_abc_secret');
  });

  it('throws the API envelope and status of a failure, after retrying a 5xx', async () => {
    const refusal = { ok: false, message: 'This API key lacks the scope renewals:write.', errors: {} };
    const answers = [json({ ok: false, message: 'Busy', errors: {} }, 503), json(refusal, 403)];
    const { client, requests } = fakeApi(() => answers.shift()!);
    const failure = await client
      .post('/api/v1/renewals/imports/{id}/run', { params: { path: { id: 'x' } } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 403, response: refusal, message: refusal.message });
    expect(requests).toHaveLength(2);
    expect(requests[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[1].headers.get('Idempotency-Key')).toBe(requests[0].headers.get('Idempotency-Key'));
  });

  it('walks every page of a list from the first to the last', async () => {
    const { client, requests } = fakeApi((url) => {
      const page = Number(url.searchParams.get('page') ?? 0);
      return json(envelope({ data: [{ page }], page, page_size: 1, total_pages: 3, total_items: 3 }));
    });
    const seen: number[] = [];
    for await (const page of client.pages('/api/v1/renewals', {
      params: { query: { page_size: 1, status: 'invited' } },
    })) {
      seen.push(page.page);
    }
    expect(seen).toEqual([0, 1, 2]);
    expect(requests.map((r) => new URL(r.url).search)).toEqual([
      '?page_size=1&status=invited',
      '?page_size=1&status=invited&page=1',
      '?page_size=1&status=invited&page=2',
    ]);
  });

  it('follows the event log by its cursor while it has more', async () => {
    const { client, requests } = fakeApi((url) => {
      const after = Number(url.searchParams.get('after') ?? 0);
      return json(envelope({ data: [], next_cursor: String(after + 10), has_more: after < 20 }));
    });
    let pages = 0;
    for await (const page of client.pages('/api/v1/events', { params: { query: { after: '0' } } })) {
      expectTypeOf(page.next_cursor).toEqualTypeOf<string>();
      pages++;
    }
    expect(pages).toBe(3);
    expect(requests.map((r) => new URL(r.url).searchParams.get('after'))).toEqual(['0', '10', '20']);
  });

  it('reads a CSV as text, and a failure as the envelope it sends', async () => {
    const { client } = fakeApi((url) =>
      url.pathname.includes('missing')
        ? json({ ok: false, message: 'Import not found', errors: {} }, 404)
        : new Response('row,field,problem\n3,email,Required\n', { headers: { 'Content-Type': 'text/csv' } }),
    );
    const csv = await client.text('/api/v1/renewals/imports/{id}/errors.csv', {
      params: { path: { id: 'a1' } },
    });
    expect(csv).toContain('3,email,Required');
    await expect(
      client.text('/api/v1/renewals/imports/{id}/errors.csv', { params: { path: { id: 'missing' } } }),
    ).rejects.toMatchObject({ status: 404, response: { message: 'Import not found' } });
  });
});
