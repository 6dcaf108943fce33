import type { SessionAnswer } from '../../api/auth';

/** Where the staff login leads after the password (SPEC §4 "Login"). */
export type AfterPassword = 'code' | 'setup' | 'done';

/**
 * Two-factor enabled and the user's set-up verified: the code. Enabled otherwise: the set-up.
 * Disabled (or the session already full): done.
 */
export function stepAfterPassword({ is2FAEnabled, stage, user }: SessionAnswer): AfterPassword {
  if (!is2FAEnabled || stage === 'full') return 'done';
  return user.isTwoFactorEnabled && user.twoFactor.isVerified ? 'code' : 'setup';
}

/** The secret inside an otpauth URL, for typing into an app that cannot scan. */
export function secretOf(otpauthUrl: string): string {
  return new URL(otpauthUrl).searchParams.get('secret') ?? '';
}
