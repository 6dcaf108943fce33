import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorEnvelopeDto } from '../../common/http/envelope';
import { RENEWAL_TOKEN_HEADER } from './renewal-access.service';

/** The renewal's access token from its header (undefined when not sent). */
export const RenewalToken = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<Request>().get(RENEWAL_TOKEN_HEADER) || undefined,
);

/** Documents a route that needs the renewal's access token. */
export const NeedsRenewalToken = () =>
  applyDecorators(
    ApiHeader({
      name: RENEWAL_TOKEN_HEADER,
      required: true,
      description: 'From the lookup, or the token of the invitation link',
    }),
    ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'No token, a wrong or an expired one' }),
    ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'The renewal is gone' }),
  );
