import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorEnvelopeDto } from '#src/common/http/envelope';
import { POLICY_TOKEN_HEADER } from './policyholder-access.service';

/** The policyholder's session token (POST /my-policy/session), for PolicyholderAccess.policyOf. */
export const PolicyToken = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<Request>().get(POLICY_TOKEN_HEADER) || undefined,
);

export const NeedsPolicyToken = () =>
  applyDecorators(
    ApiHeader({ name: POLICY_TOKEN_HEADER, required: true, description: 'From POST /my-policy/session' }),
    ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'No token, a wrong or an expired one' }),
  );
