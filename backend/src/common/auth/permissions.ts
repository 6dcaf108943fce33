import type { UserView } from './principal';

/** The day-to-day work of a broker's team. */
const DAY_TO_DAY = [
  'enquiries',
  'renewals',
  'quotes:read',
  'policies:read',
  'payments:read',
  'documents:resend',
  'content',
  'statistics',
] as const;

/** Who works on the site itself and its data. */
const ADMINISTRATION = [
  'users',
  'api-keys',
  'rating',
  'data-protection',
  'settings',
  'audit',
  'events',
  'webhooks',
  'policies:reverse',
] as const;

/**
 * The one map of what staff may do: each admin route names one of these with `@Staff(...)` (a route
 * without it is for administrators only), and the session answer carries the caller's list so the
 * admin screens show only what the role may do.
 */
export const PERMISSIONS = [...DAY_TO_DAY, ...ADMINISTRATION] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** SPEC's two roles. A User does the day's work; an Admin also administers. */
export const ROLE_PERMISSIONS: Record<'admin' | 'user', readonly Permission[]> = {
  admin: PERMISSIONS,
  user: DAY_TO_DAY,
};

/**
 * An account a visitor made by signing up (when ALLOW_SIGNUP is on) is not staff: it holds no permission
 * unless an administrator makes it an administrator.
 */
export function permissionsOf(user: Pick<UserView, 'isAdmin' | 'selfRegistered'>): readonly Permission[] {
  if (!user.isAdmin && user.selfRegistered) return [];
  return ROLE_PERMISSIONS[user.isAdmin ? 'admin' : 'user'];
}
