import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorEnvelopeDto } from '../../common/http/envelope';
import { QUOTE_TOKEN_HEADER } from './quote-access.service';

/** The quote's access token from its header (undefined when not sent). */
export const QuoteToken = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<Request>().get(QUOTE_TOKEN_HEADER) || undefined,
);

/** Documents a route that needs the quote's access token. */
export const NeedsQuoteToken = () =>
  applyDecorators(
    ApiHeader({
      name: QUOTE_TOKEN_HEADER,
      required: true,
      description: 'The access token answered when the quote was created, retrieved or resumed',
    }),
    ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'No token, or an expired one' }),
    ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No quote with this id and token' }),
  );
