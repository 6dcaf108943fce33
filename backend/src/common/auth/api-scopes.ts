/**
 * What an integrator API key may be granted. A route accepts keys only with `@ApiScopes(...)`;
 * add a scope here when a module opens a route to integrators.
 */
export const API_SCOPES = [
  'users:read',
  'renewals:read',
  'renewals:write',
  'quotes:read',
  'statistics:read',
  'personal-data:read',
  'personal-data:erase',
] as const;

export type ApiScope = (typeof API_SCOPES)[number];
