import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Response } from 'express';

type CountedHit = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Tells the client its count on a limit in the IETF httpapi draft's fields as its sixth revision
 * names them (the set most clients read): `RateLimit-Policy` (`<limit>;w=<window seconds>`),
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds until a request is sure to
 * be let in again). A 429 also carries `Retry-After`, set where its answer is written.
 */
export function setRateLimitHeaders(res: Response, limit: number, windowMs: number, hit: CountedHit): void {
  res.setHeader('RateLimit-Policy', `${limit};w=${Math.round(windowMs / 1000)}`);
  res.setHeader('RateLimit-Limit', String(limit));
  res.setHeader('RateLimit-Remaining', String(hit.isBlocked ? 0 : Math.max(0, limit - hit.totalHits)));
  res.setHeader('RateLimit-Reset', String(hit.isBlocked ? hit.timeToBlockExpire : hit.timeToExpire));
}
