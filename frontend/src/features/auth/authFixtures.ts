import type { Permission, SessionAnswer, SessionUser } from '../../api/auth';

/** Test fixtures: a user and the session answers the login steps and the guard act on. */
export const STAFF_USER: SessionUser = {
  _id: '65f0c0ffee0000000000a001',
  first_name: 'Aoife',
  last_name: 'Byrne',
  email: 'aoife.byrne@example.ie',
  isAdmin: true,
  createdAt: '2026-01-15T10:30:00.000Z',
  isTwoFactorEnabled: false,
  twoFactor: { isVerified: false },
};

/** What the API answers for a User (backend common/auth/permissions.ts). */
export const USER_PERMISSIONS: Permission[] = [
  'enquiries',
  'renewals',
  'quotes:read',
  'policies:read',
  'payments:read',
  'documents:resend',
  'content',
  'statistics',
];

/** What the API answers for an Admin. */
export const ADMIN_PERMISSIONS: Permission[] = [
  ...USER_PERMISSIONS,
  'users',
  'api-keys',
  'rating',
  'data-protection',
  'settings',
  'audit',
  'events',
  'webhooks',
  'policies:reverse',
];

export function sessionAnswer(
  overrides: Partial<Omit<SessionAnswer, 'user'>> = {},
  user: Partial<SessionUser> = {},
): SessionAnswer {
  return {
    ok: true,
    message: 'Logged in.',
    errors: {},
    is2FAEnabled: true,
    allowSkip2FA: false,
    stage: 'full',
    permissions: user.isAdmin === false ? USER_PERMISSIONS : ADMIN_PERMISSIONS,
    ...overrides,
    user: { ...STAFF_USER, ...user },
  };
}
