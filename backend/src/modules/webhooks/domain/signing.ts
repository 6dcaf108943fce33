import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks' secret format: the prefix, then the key's bytes in base64. */
const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 24;

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** The key a secret stands for: the bytes after `whsec_`, base64-decoded (Standard Webhooks). */
function keyOf(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
}

/** One `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` entry. */
export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', keyOf(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/**
 * The `webhook-signature` header: one entry per secret in force, space-separated, so a receiver still
 * holding the secret before a rotation verifies as well as one that has the new one.
 */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets.map((secret) => signature(secret, id, timestampSeconds, body)).join(' ');
}
