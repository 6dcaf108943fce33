/** How the SDK retries: which answers are worth another attempt, and how long to wait before it. */

export interface RetryOptions {
  /** Attempts after the first; 0 sends each request once. */
  retries: number;
  /** The first back-off; each further one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Waits the given time; replaced in tests so that none waits for a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1) spreading the back-off, so that many clients do not retry in step. */
  random?: () => number;
  /** The Idempotency-Key a POST without one gets, once per call and kept across its retries. */
  newIdempotencyKey?: () => string;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 429 and 5xx are worth another attempt, and a 409 that says when to come back (the first request with
 * the same Idempotency-Key is still running); any other answer would only come back the same.
 */
export function isRetryable(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status === 429 || response.status >= 500) return true;
  return response.status === 409 && response.headers.has('Retry-After');
}

/** `Retry-After` in milliseconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential back-off with "equal jitter": half the step is fixed, half random. */
export function backoffMs(attempt: number, options: RetryOptions): number {
  const step = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return step / 2 + (options.random ?? Math.random)() * (step / 2);
}

/**
 * A fetch that retries network failures and retryable answers (the server's Retry-After first, else the
 * back-off). A POST is given one Idempotency-Key before its first attempt, so that a retry of a request
 * that did reach the server is answered from the first one instead of acting twice.
 */
export function retryingFetch(fetchImpl: typeof fetch, options: RetryOptions): typeof fetch {
  const sleep = options.sleep ?? sleepFor;
  const newKey = options.newIdempotencyKey ?? (() => crypto.randomUUID());
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST' && !request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
      request.headers.set(IDEMPOTENCY_KEY_HEADER, newKey());
    }
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= options.retries;
      let response: Response;
      try {
        // Each attempt sends a copy: a body can be read once.
        response = await fetchImpl(request.clone());
      } catch (error) {
        if (last) throw error;
        await sleep(backoffMs(attempt, options));
        continue;
      }
      if (last || !isRetryable(response)) return response;
      await response.body?.cancel();
      await sleep(retryAfterMs(response.headers.get('Retry-After')) ?? backoffMs(attempt, options));
    }
  };
}
