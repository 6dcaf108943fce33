import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../http/envelope';

const MINUTE = 60_000;

/**
 * Per-client (IP) limits for the routes that attackers or bots hammer. A route joins one with
 * `@RateLimit(name)`; routes without it are not throttled. RATE_LIMIT_MULTIPLIER scales the limits.
 */
export const RATE_LIMITS = {
  login: { limit: 10, ttl: MINUTE },
  twoFactor: { limit: 10, ttl: MINUTE },
  passwordReset: { limit: 5, ttl: 15 * MINUTE },
  signup: { limit: 5, ttl: 60 * MINUTE },
  /** Contact, feedback and policy-change forms. */
  publicForm: { limit: 10, ttl: 10 * MINUTE },
  /**
   * Proof of a cookie choice: every visitor sends one, and an office or a mobile network puts many visitors
   * behind one address, so the limit only stops a flood.
   */
  consent: { limit: 300, ttl: 10 * MINUTE },
  quote: { limit: 30, ttl: 10 * MINUTE },
  /** Each answer page, pricing and payment choice of a quote the client already holds a token for. */
  quoteUpdate: { limit: 300, ttl: 10 * MINUTE },
  /** Retrieval by web reference and resume links: guessing a date of birth must be slow. */
  quoteRetrieve: { limit: 10, ttl: 15 * MINUTE },
  /** Renewal lookup by policy number and date of birth: guessing must be slow. */
  renewalLookup: { limit: 10, ttl: 15 * MINUTE },
  /** Reading and changing a renewal the client holds a token for, and paying it. */
  renewal: { limit: 300, ttl: 10 * MINUTE },
  /** Save-and-exit sends an email. */
  quoteEmail: { limit: 5, ttl: 15 * MINUTE },
  /** The documents page's code request and sign-in: guessing details or a code must be slow. */
  policyholderLookup: { limit: 10, ttl: 15 * MINUTE },
  /** Reading the documents page and downloading, with the token the sign-in answered. */
  policyholder: { limit: 300, ttl: 10 * MINUTE },
  /** The public certificate check (a Garda, a car park): enough for a desk, too few to walk numbers. */
  certificateCheck: { limit: 30, ttl: 10 * MINUTE },
  /** Type-ahead lookups (vehicles, addresses, occupations): one request a keystroke. */
  referenceLookup: { limit: 600, ttl: 10 * MINUTE },
} as const satisfies Record<string, { limit: number; ttl: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export const RATE_LIMIT = 'ivy:rateLimit';
export const RATE_LIMIT_ALONGSIDE = 'ivy:rateLimitAlongside';

const header = (description: string) => ({ description, schema: { type: 'integer' as const } });

/** The 429 of a limit, with the headers every answer under a limit carries (rate-limit-headers.ts). */
export const ApiRateLimitedResponse = (description: string) =>
  ApiTooManyRequestsResponse({
    type: ErrorEnvelopeDto,
    description:
      `${description} \`retryAfterSeconds\` and \`Retry-After\` say when to try again. Every answer ` +
      'under a limit carries `RateLimit-Policy`, `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.',
    headers: {
      'Retry-After': header('Seconds to wait'),
      'RateLimit-Policy': { description: '`<limit>;w=<window seconds>`', schema: { type: 'string' } },
      'RateLimit-Limit': header('Requests the window allows'),
      'RateLimit-Remaining': header('Requests left in the window'),
      'RateLimit-Reset': header('Seconds until a request is sure to be let in again'),
    },
  });

/** Puts a route under one of the RATE_LIMITS; over the limit it answers 429 with Retry-After. */
export const RateLimit = (name: RateLimitName) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT, name),
    ApiRateLimitedResponse('Too many attempts from this client.'),
  );

/**
 * `RateLimit`, with the client's hit counted while the handler reads what it needs: the handler takes the
 * verdict with `@RateLimitVerdict()` and must await it before it writes or answers anything. For a hot
 * public lookup, whose reads reveal and change nothing, the count's two round trips then leave its path.
 */
export const RateLimitAlongside = (name: RateLimitName) =>
  applyDecorators(RateLimit(name), SetMetadata(RATE_LIMIT_ALONGSIDE, true));
