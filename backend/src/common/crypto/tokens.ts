import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token for cookies, links and keys (base64url, no padding). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What we store instead of a token: finding it again needs the token, the hash alone is useless. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Compares secrets without leaking, through timing, how much of them matched. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
