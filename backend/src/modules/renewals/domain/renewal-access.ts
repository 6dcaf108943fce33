import { createHmac, hkdfSync } from 'node:crypto';
import { safeEqual } from '../../../common/crypto/tokens';

/**
 * The customer's access to one renewal: `<expiry seconds>.<signature>`, answered by the lookup
 * (policy number and date of birth) and carried by the invitation link. Nothing is stored: the
 * signature binds the renewal id and the expiry.
 */
export function renewalAccessKey(encryptionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'ivy renewal access', 32));
}

function signature(renewalId: string, expires: number, key: Buffer): string {
  return createHmac('sha256', key).update(`renewal:${renewalId}:${expires}`).digest('base64url');
}

export function renewalAccessToken(renewalId: string, expiresAt: Date, key: Buffer): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${signature(renewalId, expires, key)}`;
}

export function renewalAccessValid(renewalId: string, token: string, key: Buffer, now: Date): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  return expires * 1000 > now.getTime() && safeEqual(match[2], signature(renewalId, expires, key));
}
