import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** Where RateLimitGuard leaves the verdict of a `RateLimitAlongside` route, on its request. */
export const VERDICT = Symbol('rate limit verdict');

export interface WithVerdict {
  [VERDICT]?: Promise<void>;
}

/** Waits for the client's count: rejects with the 429 when the client is over its limit. */
export type RateLimitCheck = () => Promise<void>;

/**
 * The verdict of the route's `RateLimitAlongside` limit, as a function: Nest awaits a promise given as a
 * handler's argument before calling it, which would wait for the count first. Resolved at once on a route
 * whose guard already waited for its count.
 */
export const RateLimitVerdict = createParamDecorator(
  (_: unknown, context: ExecutionContext): RateLimitCheck => {
    const verdict = context.switchToHttp().getRequest<WithVerdict>()[VERDICT] ?? Promise.resolve();
    return () => verdict;
  },
);
