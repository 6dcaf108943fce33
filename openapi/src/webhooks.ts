import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a delivery's timestamp may be from now, either way (Standard Webhooks' replay window). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const SECRET_PREFIX = 'whsec_';

export type WebhookFailure =
  | 'missing-headers'
  | 'bad-timestamp'
  | 'timestamp-out-of-range'
  | 'bad-secret'
  | 'no-matching-signature'
  | 'bad-payload';

/** A delivery that must not be trusted; `reason` says why (answer it with a 400 and log the reason). */
export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: WebhookFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value.join(' ') : value;
}

function signingKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : '';
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) {
    throw new WebhookVerificationError('bad-secret', 'The webhook secret must be whsec_ and a base64 key.');
  }
  return key;
}

function sameSignature(expected: Buffer, candidate: string): boolean {
  const given = Buffer.from(candidate, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Checks a delivery as Standard Webhooks defines it: HMAC-SHA256 with the endpoint's secret over
 * `${webhook-id}.${webhook-timestamp}.${body}`, compared in constant time with each `v1,<base64>` of
 * `webhook-signature` (several while a secret is being rotated: one match is enough), and a timestamp
 * within five minutes of now. Pass the body exactly as received (the raw bytes, not re-serialised JSON).
 * Returns the parsed payload.
 */
export function verifyWebhook<T = unknown>(
  body: string | Uint8Array,
  headers: HeaderBag,
  secret: string,
  now: Date = new Date(),
): T {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError(
      'missing-headers',
      'The delivery lacks webhook-id, webhook-timestamp or webhook-signature.',
    );
  }
  if (!/^\d+$/.test(timestamp)) {
    throw new WebhookVerificationError('bad-timestamp', 'webhook-timestamp is not a number of seconds.');
  }
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookVerificationError(
      'timestamp-out-of-range',
      'webhook-timestamp is more than five minutes from now.',
    );
  }
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const expected = createHmac('sha256', signingKey(secret))
    .update(`${id}.${timestamp}.`)
    .update(bytes)
    .digest();
  const matches = signatures
    .split(' ')
    .some((entry) => entry.startsWith('v1,') && sameSignature(expected, entry.slice('v1,'.length)));
  if (!matches) {
    throw new WebhookVerificationError('no-matching-signature', 'No webhook-signature matches the secret.');
  }
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as T;
  } catch {
    throw new WebhookVerificationError('bad-payload', 'The signed body is not JSON.');
  }
}
