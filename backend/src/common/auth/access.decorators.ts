import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../http/envelope';
import { ApiRateLimitedResponse } from '../throttling/rate-limits';
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

/** Where the OpenAPI document names the scopes an API key needs for an operation (the scope test walks it). */
export const SCOPES_EXTENSION = 'x-required-scopes';

/** The document's security requirements come from this metadata too (openapi/route-access.ts). */
const sessionDocs = (forbidden: string) =>
  applyDecorators(
    ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'No valid session (or API key).' }),
    ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: forbidden }),
  );

/**
 * Staff whose role holds the permission (permissions.ts); a session without it gets 403, none 401.
 * With a scope, an integrator API key holding that scope may call the route too (`Authorization: Bearer`);
 * without one the route refuses keys with 403. On a controller it covers every route the controller's
 * methods do not name otherwise.
 */
export const Staff = (permission: Permission, scope?: ApiScope) =>
  applyDecorators(
    SetMetadata(ACCESS, { role: 'staff', permission } satisfies Access),
    ApiExtension(PERMISSION_EXTENSION, permission),
    ...(scope
      ? [
          SetMetadata(REQUIRED_SCOPES, [scope]),
          ApiExtension(SCOPES_EXTENSION, [scope]),
          ApiRateLimitedResponse('This API key is over its budget of requests a minute.'),
        ]
      : []),
    sessionDocs(
      `Without the \`${permission}\` permission, two-factor not finished, or a missing CSRF token; ` +
        (scope ? `an API key without the \`${scope}\` scope.` : 'any API key.'),
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
