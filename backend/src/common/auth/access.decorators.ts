import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../http/envelope';
import { ApiScope } from './api-scopes';

export const ACCESS = 'ivy:access';
export const REQUIRED_SCOPES = 'ivy:apiScopes';

/**
 * Who may call a route that is not @Public(). Without any of these decorators a route is for
 * administrators only, so a forgotten decorator never opens a route wider.
 */
export type Access = { role: 'admin' } | { role: 'signedIn'; allowPartial: boolean };

const sessionDocs = (forbidden: string) =>
  applyDecorators(
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'No valid session (or API key).' }),
    ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: forbidden }),
  );

/** Administrators only (a non-admin session gets 403, no session 401). */
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS, { role: 'admin' } satisfies Access),
    sessionDocs(
      'Not an administrator, two-factor not finished, a missing CSRF token, or a key without the scope.',
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
export const ApiScopes = (...scopes: [ApiScope, ...ApiScope[]]) =>
  applyDecorators(SetMetadata(REQUIRED_SCOPES, scopes), ApiBearerAuth('apiKey'));
