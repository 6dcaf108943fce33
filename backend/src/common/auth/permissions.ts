import type { UserView } from './principal';

/**
 * The one map of what staff may do: each admin route names one of these with `@Staff(...)` (a route
 * without it is for administrators only), and the session answer carries the caller's list so the
 * admin screens show only what the role may do.
 */
export const PERMISSIONS = [
  // The day-to-day work of a broker's team.
  'enquiries',
  'renewals',
  'quotes:read',
  'policies:read',
  'payments:read',
  'documents:resend',
  'content',
  'statistics',
  // Administrators only.
  'users',
  'api-keys',
  'rating',
  'data-protection',
  'settings',
  'audit',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** SPEC's two roles. A User does the day's work; who works on the site itself and its data is an Admin. */
export const ROLE_PERMISSIONS: Record<'admin' | 'user', readonly Permission[]> = {
  admin: PERMISSIONS,
  user: [
    'enquiries',
    'renewals',
    'quotes:read',
    'policies:read',
    'payments:read',
    'documents:resend',
    'content',
    'statistics',
  ],
};

export function permissionsOf(user: Pick<UserView, 'isAdmin'>): readonly Permission[] {
  return ROLE_PERMISSIONS[user.isAdmin ? 'admin' : 'user'];
}
