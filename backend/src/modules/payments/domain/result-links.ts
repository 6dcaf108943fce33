import { createHmac, hkdfSync } from 'node:crypto';
import { safeEqual } from '#src/common/crypto/tokens';

/**
 * The links a provider sends the customer back on: `<resultPath>/success|failed?payment=<id>&sig=<sig>`.
 * The signature lets the holder of the link read that payment's result (the id alone is guessable),
 * and nothing else: the outcome shown always comes from the record, never from the link.
 */
export type ReturnOutcome = 'success' | 'failed';

/** A key of its own for result links, derived from the app's encryption key. */
export function resultLinkKey(encryptionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'ivy payment result links', 32));
}

export function resultSignature(paymentId: string, key: Buffer): string {
  return createHmac('sha256', key).update(`payment-result:${paymentId}`).digest('base64url');
}

export function resultSignatureMatches(paymentId: string, signature: string, key: Buffer): boolean {
  return safeEqual(signature, resultSignature(paymentId, key));
}

export function resultUrl(
  baseUrl: string,
  resultPath: string,
  outcome: ReturnOutcome,
  paymentId: string,
  key: Buffer,
): string {
  const query = new URLSearchParams({ payment: paymentId, sig: resultSignature(paymentId, key) });
  return `${baseUrl}${resultPath}/${outcome}?${query}`;
}
