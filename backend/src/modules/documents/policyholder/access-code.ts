import { randomInt } from 'node:crypto';
import { safeEqual, sha256 } from '#src/common/crypto/tokens';

export const CODE_DIGITS = 6;
export const CODE_MINUTES = 15;

/** Wrong codes count per policy (the lockout's five tries); a new code starts the count again. */
export const codeLockKey = (policyId: string) => `policy-code:${policyId}`;

export function newAccessCode(): string {
  return String(randomInt(10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** Bound to the policy, so one policy's code hash says nothing about another's. */
export function accessCodeHash(policyId: string, code: string): string {
  return sha256(`${policyId}:${code.replace(/\s+/g, '')}`);
}

export function accessCodeMatches(policyId: string, code: string, hash: string): boolean {
  return safeEqual(accessCodeHash(policyId, code), hash);
}

/** Date of birth as typed in the form ('YYYY-MM-DD'), compared with the policy's. */
export function sameDay(typed: string, stored: string): boolean {
  return safeEqual(typed.trim(), stored);
}
