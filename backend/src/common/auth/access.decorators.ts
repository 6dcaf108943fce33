import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../http/envelope';
import { ApiScope } from './api-scopes';
import { Permission } from './permissions';

export const ACCESS = 'ivy:access';
export const REQUIRED_SCOPES = 'ivy:apiScopes';

/**
 * Who may call a route that is not @Public(). Without any of these decorators a route is for
 * administrators only, so a forgotten decorator never opens a route wider.
 */
export type Access = { role: 'staff'; permission: Permission } | { role: 'signedIn'; allowPartial: boolean };

/** Where the OpenAPI document names an operation's permission (the access test walks it). */
export const PERMISSION_EXTENSION = 'x-permission';

/** The document's security requirements come from this metadata too (openapi/route-access.ts). */
const sessionDocs = (forbidden: string) =>
  applyDecorators(
    ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'No valid session (or API key).' }),
    ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: forbidden }),
  );

/**
 * Staff whose role holds the permission (permissions.ts); a session without it gets 403, none 401.
 * On a controller it covers every route the controller's methods do not name otherwise.
 */
export const Staff = (permission: Permission) =>
  applyDecorators(
    SetMetadata(ACCESS, { role: 'staff', permission } satisfies Access),
    ApiExtension(PERMISSION_EXTENSION, permission),
    sessionDocs(
      `Without the \`${permission}\` permission, two-factor not finished, a missing CSRF token, or a key without the scope.`,
    ),
  );

/**
 * Any signed-in user, whatever their role. `allowPartial` opens the route to a session that has
 * passed the password but not yet two-factor (the auth module's own 2FA steps).
 */
export const SignedIn = (options: { allowPartial?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(ACCESS, { role: 'signedIn', allowPartial: options.allowPartial ?? false } satisfies Access),
    sessionDocs('Two-factor not finished, or a missing CSRF token.'),
  );

/**
 * Also accepts an integrator API key holding every one of these scopes (`Authorization: Bearer`).
 * Routes without it refuse keys with 403.
 */
export const ApiScopes = (...scopes: [ApiScope, ...ApiScope[]]) => SetMetadata(REQUIRED_SCOPES, scopes);
