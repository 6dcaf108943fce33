export { loginLockKey, resetLockKey, twoFactorLockKey } from './lockout-keys';
export { LockoutModule } from './lockout.module';
export { LOCK_MINUTES, LockoutService } from './lockout.service';
export type { LockoutAttempt } from './lockout.service';
