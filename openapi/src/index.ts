import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

export const CSRF_COOKIE = 'ivy.csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

/** The failure shape every endpoint answers with (`ok: false`). */
export interface ApiEnvelope {
  ok: boolean;
  message: string;
  errors: Record<string, string[]>;
  requestId?: string;
  retryAfterSeconds?: number;
}

/** Rejection of a call whose answer said `ok: false`; it carries the whole answer (SPEC section 7). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly response: ApiEnvelope,
  ) {
    super(response.message);
    this.name = 'ApiFailure';
  }
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Cookie-authenticated writes carry the double-submit CSRF token (DESIGN section 5). */
const csrfMiddleware: Middleware = {
  onRequest({ request }) {
    const token = readCookie(CSRF_COOKIE);
    if (token && !SAFE_METHODS.has(request.method)) request.headers.set(CSRF_HEADER, token);
    return request;
  },
};

export type ApiClient = Client<paths>;

export function createApiClient(options: { baseUrl?: string; fetch?: typeof fetch } = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    fetch: options.fetch,
  });
  client.use(csrfMiddleware);
  return client;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

/** Resolves with the answer when it says `ok: true`; otherwise rejects with an ApiFailure. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  const body: unknown = data ?? error;
  if (response.ok && isEnvelope(body) && body.ok) return data as T;
  const envelope: ApiEnvelope = isEnvelope(body)
    ? body
    : { ok: false, message: 'The server could not be reached. Please try again.', errors: {} };
  throw new ApiFailure(response.status, envelope);
}
