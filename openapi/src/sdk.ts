/**
 * The installable SDK (`make sdk`): the typed client for integrators, with an API key, retries that cannot
 * act twice, errors thrown with the API's envelope, page-by-page iteration and webhook verification.
 * Node 18 or later (it uses the global fetch).
 */
import openapiFetch, {
  type Client,
  type ClientPathsWithMethod,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
import { ApiFailure, unwrap, type ApiEnvelope } from './index.js';
import { retryingFetch, type RetryOptions } from './retry.js';
import type { paths } from './schema.js';

export { ApiFailure, type ApiEnvelope } from './index.js';
export type { components, operations, paths } from './schema.js';
export { IDEMPOTENCY_KEY_HEADER } from './retry.js';
export {
  verifyWebhook,
  WebhookVerificationError,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookFailure,
} from './webhooks.js';

export interface ClientOptions {
  /** The site's address, e.g. `https://www.example.ie` (paths start with /api/v1). */
  baseUrl: string;
  /** `ivy_<prefix>_<secret>`, created by an administrator in the admin area (API keys). */
  apiKey: string;
  /** Attempts after the first for network failures, 429 and 5xx answers; 3 unless given. */
  retries?: number;
  /** The first back-off in milliseconds (it doubles each attempt, up to `maxDelayMs`); 500 unless given. */
  baseDelayMs?: number;
  /** 30 000 unless given. A 429's Retry-After is honoured as it is. */
  maxDelayMs?: number;
  /** Another fetch (a proxy agent, a test double); the global one unless given. */
  fetch?: typeof fetch;
}

type Method = 'get' | 'post' | 'put' | 'delete';
type Media = `${string}/${string}`;
type RawClient = Client<paths, Media>;
type Data<R> = R extends { data: infer D } ? Exclude<D, undefined> : never;

/** openapi-fetch's method signature, answering with the body of a success (a failure is thrown). */
type Call<M extends Method> = <
  Path extends ClientPathsWithMethod<RawClient, M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  url: Path,
  ...init: undefined extends Init
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }]
) => Promise<Data<FetchResponse<NonNullable<paths[Path][M]>, Init, Media>>>;

/** The list operations: those answering pages (`page`, `total_pages`) or a cursor (`next_cursor`). */
interface PageLike {
  total_pages?: number;
  page?: number;
  has_more?: boolean;
  next_cursor?: string;
}

export interface IvyClient {
  get: Call<'get'>;
  post: Call<'post'>;
  put: Call<'put'>;
  delete: Call<'delete'>;
  /**
   * Every page of a list operation, one answer at a time, from the query's `page` (0 unless given) to the
   * last; for the event log, from `after` on, following `next_cursor` while `has_more`.
   */
  pages: <
    Path extends ClientPathsWithMethod<RawClient, 'get'>,
    Init extends MaybeOptionalInit<paths[Path], 'get'>,
  >(
    url: Path,
    ...init: undefined extends Init
      ? [(Init & { [key: string]: unknown })?]
      : [Init & { [key: string]: unknown }]
  ) => AsyncGenerator<Data<FetchResponse<NonNullable<paths[Path]['get']>, Init, Media>>, void, undefined>;
  /** A GET answering text (a CSV file, say), with the same errors as `get`. */
  text: <Path extends ClientPathsWithMethod<RawClient, 'get'>>(
    url: Path,
    init?: MaybeOptionalInit<paths[Path], 'get'>,
  ) => Promise<string>;
  /** openapi-fetch's client underneath (same key and retries), for answers read another way. */
  raw: RawClient;
}

const DEFAULT_RETRIES = 3;

/** The envelope of a failed answer read as text; a body that is not one stands as its message. */
function failureOf(body: unknown): ApiEnvelope {
  if (typeof body === 'object' && body !== null && 'message' in body) return body as ApiEnvelope;
  const text = typeof body === 'string' && body !== '' ? body : 'The request failed.';
  return { ok: false, message: text, errors: {} };
}

function apiKeyMiddleware(apiKey: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${apiKey}`);
      return request;
    },
  };
}

export function createClient(options: ClientOptions): IvyClient {
  const retry: RetryOptions = {
    retries: options.retries ?? DEFAULT_RETRIES,
    baseDelayMs: options.baseDelayMs ?? 500,
    maxDelayMs: options.maxDelayMs ?? 30_000,
  };
  const raw = openapiFetch<paths, Media>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Accept: 'application/json' },
    fetch: retryingFetch(options.fetch ?? globalThis.fetch, retry),
  });
  raw.use(apiKeyMiddleware(options.apiKey));
  // openapi-fetch's methods share one untyped shape underneath; the Call type above restores the types.
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    raw[method] as (url: string, init?: unknown) => ReturnType<RawClient['GET']>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE') => (url: string, init?: Record<string, unknown>) =>
    unwrap(send(method)(url, init));
  const get = call('GET');

  async function* pages(url: string, init: { params?: { query?: Record<string, unknown> } } = {}) {
    let query: Record<string, unknown> = { ...init.params?.query };
    for (;;) {
      const page = (await get(url, { ...init, params: { ...init.params, query } })) as PageLike;
      yield page;
      if (typeof page.has_more === 'boolean') {
        if (!page.has_more) return;
        query = { ...query, after: page.next_cursor };
      } else {
        const current = page.page ?? 0;
        if (page.total_pages === undefined || current + 1 >= page.total_pages) return;
        query = { ...query, page: current + 1 };
      }
    }
  }

  async function text(url: string, init: Record<string, unknown> = {}): Promise<string> {
    const { data, error, response } = await send('GET')(url, { ...init, parseAs: 'text' });
    if (response.ok) return data as string;
    // openapi-fetch reads a failure's body as JSON when it can, whatever parseAs says.
    throw new ApiFailure(response.status, failureOf(error));
  }

  return {
    get: get as Call<'get'>,
    post: call('POST') as Call<'post'>,
    put: call('PUT') as Call<'put'>,
    delete: call('DELETE') as Call<'delete'>,
    pages: pages as IvyClient['pages'],
    text: text as IvyClient['text'],
    raw,
  };
}
