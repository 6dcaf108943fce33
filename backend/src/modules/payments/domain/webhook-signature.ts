import { createHmac } from 'node:crypto';
import { safeEqual } from '#src/common/crypto/tokens';

/**
 * Webhook signatures in Stripe's scheme, which the sandbox provider uses too: the header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is signed with the body,
 * so an old delivery cannot be replayed with a fresh time, and one outside the tolerance is refused.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

function digest(secret: string, timestamp: number, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}

export function signatureHeader(payload: string | Buffer, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${digest(secret, timestamp, payload)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value ?? '')) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  return { timestamp, signatures };
}

/** Throws WebhookSignatureError unless `header` signs exactly `payload` within the tolerance of `nowSeconds`. */
export function verifySignatureHeader(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError('The webhook has no signature.');
  const { timestamp, signatures } = parseHeader(header);
  if (Number.isNaN(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError('The webhook signature is malformed.');
  }
  const expected = digest(secret, timestamp, payload);
  if (!signatures.some((signature) => safeEqual(signature, expected))) {
    throw new WebhookSignatureError('The webhook signature does not match its body.');
  }
  // Both ways: a clock far ahead is as suspect as an old delivery.
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    throw new WebhookSignatureError('The webhook signature is too old (or from the future).');
  }
}
