import { sha256 } from '../../../common/crypto/tokens';

/** Login failures count per typed email (hashed: unknown emails are not stored in the clear). */
export const loginLockKey = (email: string) => `login:${sha256(email.trim().toLowerCase())}`;

export const twoFactorLockKey = (userId: string) => `totp:${userId}`;
