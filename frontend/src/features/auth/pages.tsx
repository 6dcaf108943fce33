// The login screens' lazy chunk (app/routes.ts); each screen lives in its own file.
export { AdminLoginPage } from './AdminLoginPage';
export { VerifyPasswordResetPage } from './VerifyPasswordResetPage';
