import { applyDecorators, Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { Permission, Public, Staff } from '../auth';
import { ErrorEnvelopeDto } from './envelope';
import { RateLimit, RateLimitName } from '../throttling/rate-limits';
import { Idempotent } from '../idempotency/idempotent.decorator';

export interface RouteOptions {
  /** It creates something: 201. */
  created?: boolean;
  /** It names a record by id, which may not exist: 404. */
  record?: boolean;
  /** A 409 and when it happens. */
  conflict?: string;
}

/** What every route documents: its summary, its success answer, and the failures it can give. */
function documented(summary: string, type: Type, options: RouteOptions) {
  return [
    ApiOperation({ summary }),
    options.created ? ApiCreatedResponse({ type }) : ApiOkResponse({ type }),
    ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid input or id' }),
    ...(options.record
      ? [ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such record' })]
      : []),
    ...(options.conflict
      ? [ApiConflictResponse({ type: ErrorEnvelopeDto, description: options.conflict })]
      : []),
  ];
}

/** A route for staff holding the permission (401 without a session, 403 without the permission). */
export const StaffRoute = (permission: Permission, summary: string, type: Type, options: RouteOptions = {}) =>
  applyDecorators(Staff(permission), ...documented(summary, type, options));

/** A route for visitors. */
export const PublicRoute = (summary: string, type: Type, options: RouteOptions = {}) =>
  applyDecorators(Public(), ...documented(summary, type, options));

/**
 * A form visitors send: public, created, under a rate limit (429), the public forms' unless named, and
 * safe to send again with an Idempotency-Key.
 */
export const PublicFormRoute = (summary: string, type: Type, limit: RateLimitName = 'publicForm') =>
  applyDecorators(RateLimit(limit), Idempotent(), PublicRoute(summary, type, { created: true }));
