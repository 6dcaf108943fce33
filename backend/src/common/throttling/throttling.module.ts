import { ExecutionContext, Injectable, Module } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { ThrottlerGuard, ThrottlerModule, ThrottlerRequest } from '@nestjs/throttler';
import type { Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { TooManyRequestsException } from '../http/problem';
import { ApiKeyRateLimit } from './api-key-rate-limit';
import { DatabaseThrottlerStorage } from './database-throttler-storage';
import { setRateLimitHeaders } from './rate-limit-headers';
import { RateLimitHit, RateLimitHitSchema } from './rate-limit-hit.schema';
import { VERDICT, WithVerdict } from './rate-limit-verdict';
import { RATE_LIMIT, RATE_LIMIT_ALONGSIDE, RATE_LIMITS, RateLimitName } from './rate-limits';

/**
 * The throttler guard, answering our 429 envelope (with retryAfterSeconds) and our rate-limit headers
 * instead of its own. On a `RateLimitAlongside` route it lets the handler start and leaves the count's
 * verdict on the request.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const { context } = request;
    if (!this.reflector.get<boolean>(RATE_LIMIT_ALONGSIDE, context.getHandler())) return this.count(request);
    const verdict = this.count(request).then(() => undefined);
    // Awaited by the handler (RateLimitVerdict); a request that fails before it does leaves no unhandled rejection.
    verdict.catch(() => undefined);
    context.switchToHttp().getRequest<WithVerdict>()[VERDICT] = verdict;
    return Promise.resolve(true);
  }

  /** The throttler's count, told in our rate-limit headers (its own are `X-RateLimit-*-<name>`). */
  private async count(request: ThrottlerRequest): Promise<boolean> {
    const { context, limit, ttl, throttler, blockDuration, getTracker, generateKey } = request;
    const { req, res } = this.getRequestResponse(context);
    const key = generateKey(context, await getTracker(req, context), throttler.name ?? 'default');
    const record = await this.storageService.increment(
      key,
      ttl,
      limit,
      blockDuration,
      throttler.name ?? 'default',
    );
    setRateLimitHeaders(res as Response, limit, ttl, record);
    if (record.isBlocked) throw new TooManyRequestsException(record.timeToBlockExpire);
    return true;
  }
}

@Module({
  imports: [MongooseModule.forFeature([{ name: RateLimitHit.name, schema: RateLimitHitSchema }])],
  providers: [DatabaseThrottlerStorage],
  exports: [DatabaseThrottlerStorage],
})
class RateLimitStorageModule {}

/** Counters live in the database, shared by every instance, as do the account lockouts. */
@Module({
  imports: [
    RateLimitStorageModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [AppConfig, Reflector, DatabaseThrottlerStorage],
      useFactory: (config: AppConfig, reflector: Reflector, storage: DatabaseThrottlerStorage) => ({
        setHeaders: false,
        storage,
        throttlers: (Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => ({
          name,
          limit: RATE_LIMITS[name].limit * config.RATE_LIMIT_MULTIPLIER,
          ttl: RATE_LIMITS[name].ttl,
          skipIf: (context: ExecutionContext) => reflector.get(RATE_LIMIT, context.getHandler()) !== name,
        })),
      }),
    }),
  ],
  providers: [RateLimitGuard, ApiKeyRateLimit],
  exports: [RateLimitGuard, ApiKeyRateLimit],
})
export class ThrottlingModule {}
