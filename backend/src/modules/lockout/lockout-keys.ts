import { sha256 } from '../../common/crypto/tokens';

/** Failures keyed by a typed email hash it, so unknown emails are not stored in the clear. */
const emailKey = (purpose: string, email: string) => `${purpose}:${sha256(email.trim().toLowerCase())}`;

/** Login failures count per typed email. */
export const loginLockKey = (email: string) => emailKey('login', email);

/** Wrong reset tokens count per typed email, so a link's token cannot be guessed. */
export const resetLockKey = (email: string) => emailKey('reset', email);

export const twoFactorLockKey = (userId: string) => `totp:${userId}`;
