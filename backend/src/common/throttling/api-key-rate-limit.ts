import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiKeyPrincipal } from '../auth/principal';
import { TooManyRequestsException } from '../http/problem';
import { DatabaseThrottlerStorage } from './database-throttler-storage';
import { setRateLimitHeaders } from './rate-limit-headers';

const MINUTE = 60_000;

/**
 * Each integrator API key's own budget of requests a minute, counted in the same shared store as the
 * per-client limits, so it holds over every instance together. Every request a key makes counts,
 * whatever its route answers.
 */
@Injectable()
export class ApiKeyRateLimit {
  constructor(private readonly storage: DatabaseThrottlerStorage) {}

  /** Counts one request of the key and says so in the headers; 429 over its budget. */
  async spend(key: ApiKeyPrincipal['key'], res: Response): Promise<void> {
    const limit = key.rateLimitPerMinute;
    const record = await this.storage.increment(key.id, MINUTE, limit, MINUTE, 'apiKey');
    setRateLimitHeaders(res, limit, MINUTE, record);
    if (record.isBlocked)
      throw new TooManyRequestsException(
        record.timeToBlockExpire,
        `This API key is over its limit of ${limit} requests a minute. Please wait and try again.`,
      );
  }
}
