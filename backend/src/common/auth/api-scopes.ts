/**
 * What an integrator API key may be granted. A route accepts keys only when its `@Staff(permission, scope)`
 * names one; add a scope here when a module opens a route to integrators.
 */
export const API_SCOPES = [
  'users:read',
  'renewals:read',
  'renewals:write',
  'quotes:read',
  'policies:read',
  'payments:read',
  'statistics:read',
  'personal-data:read',
  'personal-data:erase',
  'events:read',
  'webhooks',
] as const;

export type ApiScope = (typeof API_SCOPES)[number];
