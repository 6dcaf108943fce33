import { scopedAccessKey, scopedAccessToken, scopedAccessValid } from '#src/common/crypto/scoped-access';

/**
 * The customer's access to one renewal (common/crypto/scoped-access), answered by the lookup (policy
 * number and date of birth) and carried by the invitation link.
 */
export function renewalAccessKey(encryptionKey: Buffer): Buffer {
  return scopedAccessKey(encryptionKey, 'ivy renewal access');
}

export function renewalAccessToken(renewalId: string, expiresAt: Date, key: Buffer): string {
  return scopedAccessToken('renewal', renewalId, expiresAt, key);
}

export function renewalAccessValid(renewalId: string, token: string, key: Buffer, now: Date): boolean {
  return scopedAccessValid('renewal', renewalId, token, key, now);
}
