import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Model } from 'mongoose';
import { Clock } from '../time/clock';
import { Housekeeping } from '../time/housekeeping';
import { RateLimitHit } from './rate-limit-hit.schema';

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const SWEEP_EVERY_MS = 10 * 60_000;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The throttler's counts in the database, so that every instance counts the same hits: a limit of N is N
 * over the whole cluster, whichever instance each request reaches. Each hit is a document of its own and
 * the limit counts the client's hits within the last `ttl` (a sliding window). Inserts, unlike `$inc`,
 * lose nothing under concurrent writes on the embedded FerretDB, which applies concurrent updates of one
 * document as read-modify-write. A refused hit is taken back, so a client hammering a limit is let in
 * again as soon as its oldest counted hit leaves the window.
 */
@Injectable()
export class DatabaseThrottlerStorage implements ThrottlerStorage {
  constructor(
    @InjectModel(RateLimitHit.name) private readonly hits: Model<RateLimitHit>,
    private readonly clock: Clock,
    housekeeping: Housekeeping,
  ) {
    // FerretDB has no TTL indexes: hits past every window are deleted by a sweep.
    housekeeping.every('rate-limits.sweep', SWEEP_EVERY_MS, () =>
      this.hits.deleteMany({ expiresAt: { $lte: this.clock.now() } }),
    );
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerRecord> {
    const counted = `${throttlerName}:${key}`;
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - ttl);
    const hit = await this.hits.create({ key: counted, at: now, expiresAt: new Date(now.getTime() + ttl) });
    // Every hit inserted before this count is in it, so no more than `limit` pass; of hits at once, all may be
    // refused (each counting the others before they are taken back), never too many let through.
    const totalHits = await this.hits.countDocuments({ key: counted, at: { $gt: windowStart } });
    if (totalHits <= limit)
      return { totalHits, timeToExpire: seconds(ttl), isBlocked: false, timeToBlockExpire: 0 };
    await this.hits.deleteOne({ _id: hit._id });
    const oldest = await this.hits
      .findOne({ key: counted, at: { $gt: windowStart } }, { at: 1 })
      .sort({ at: 1 })
      .lean();
    const freedIn = (oldest?.at.getTime() ?? now.getTime()) + ttl - now.getTime();
    return {
      totalHits,
      timeToExpire: seconds(freedIn),
      isBlocked: true,
      timeToBlockExpire: seconds(freedIn),
    };
  }
}
