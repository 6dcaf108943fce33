import { ExecutionContext, Injectable, Module } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerLimitDetail, ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';
import { TooManyRequestsException } from '../http/problem';
import { RATE_LIMIT, RATE_LIMITS, RateLimitName } from './rate-limits';

/** The throttler guard, answering our 429 envelope (with retryAfterSeconds) instead of its own. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new TooManyRequestsException(detail.timeToBlockExpire);
  }
}

/** Counters live in memory, per instance; the account lockouts that matter live in the database. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, Reflector],
      useFactory: (config: AppConfig, reflector: Reflector) => ({
        setHeaders: false,
        throttlers: (Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => ({
          name,
          limit: RATE_LIMITS[name].limit * config.RATE_LIMIT_MULTIPLIER,
          ttl: RATE_LIMITS[name].ttl,
          skipIf: (context: ExecutionContext) => reflector.get(RATE_LIMIT, context.getHandler()) !== name,
        })),
      }),
    }),
  ],
  providers: [RateLimitGuard],
  exports: [RateLimitGuard],
})
export class ThrottlingModule {}
