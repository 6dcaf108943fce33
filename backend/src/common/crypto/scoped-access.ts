import { createHmac, hkdfSync } from 'node:crypto';
import { safeEqual } from './tokens';

/**
 * A customer's access to one record (a renewal, a policy): `<expiry seconds>.<signature>`. Nothing is
 * stored: the signature binds the scope, the record's id and the expiry, under a key derived for one
 * purpose from ENCRYPTION_KEY.
 */
export function scopedAccessKey(encryptionKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), purpose, 32));
}

function signature(scope: string, id: string, expires: number, key: Buffer): string {
  return createHmac('sha256', key).update(`${scope}:${id}:${expires}`).digest('base64url');
}

export function scopedAccessToken(scope: string, id: string, expiresAt: Date, key: Buffer): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${signature(scope, id, expires, key)}`;
}

export function scopedAccessValid(scope: string, id: string, token: string, key: Buffer, now: Date): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  return expires * 1000 > now.getTime() && safeEqual(match[2], signature(scope, id, expires, key));
}
