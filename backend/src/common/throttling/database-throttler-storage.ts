import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../http/problem';
import { Clock } from '../time/clock';
import { Housekeeping } from '../time/housekeeping';
import { RateLimitCounter } from './rate-limit-counter.schema';

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const SWEEP_EVERY_MS = 10 * 60_000;
/** Hits opening the same window at once: the losers count on the winner's window at the next try. */
const ATTEMPTS = 3;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * The throttler's counters in the database, so that every instance counts the same hits: a limit of N
 * is N over the whole cluster, whichever instance each request reaches. A hit is one atomic update by
 * primary key (a fixed window opened by the first hit), which MongoDB and FerretDB both do.
 */
@Injectable()
export class DatabaseThrottlerStorage implements ThrottlerStorage {
  constructor(
    @InjectModel(RateLimitCounter.name) private readonly counters: Model<RateLimitCounter>,
    private readonly clock: Clock,
    housekeeping: Housekeeping,
  ) {
    // FerretDB has no TTL indexes: closed windows are deleted by a sweep.
    housekeeping.every('rate-limits.sweep', SWEEP_EVERY_MS, () =>
      this.counters.deleteMany({ windowEnd: { $lte: this.clock.now() } }),
    );
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerRecord> {
    const id = `${throttlerName}:${key}`;
    const now = this.clock.now();
    const counter = await this.hit(id, now, ttl);
    if (counter.hits > limit && !counter.blockedUntil) {
      // The first hit over the limit starts the block (refused hits do not prolong it) and the window
      // lasts as long, so that counting starts afresh when the block ends.
      const blockedUntil = new Date(now.getTime() + blockDuration);
      const blocked = await this.counters
        .findOneAndUpdate(
          { _id: id, blockedUntil: { $exists: false } },
          { $set: { blockedUntil, windowEnd: blockedUntil } },
          { returnDocument: 'after' },
        )
        .lean();
      counter.blockedUntil = blocked?.blockedUntil ?? (await this.counters.findById(id).lean())?.blockedUntil;
    }
    const blockedFor = counter.blockedUntil ? counter.blockedUntil.getTime() - now.getTime() : 0;
    return {
      totalHits: counter.hits,
      timeToExpire: seconds(counter.windowEnd.getTime() - now.getTime()),
      isBlocked: blockedFor > 0,
      timeToBlockExpire: seconds(blockedFor),
    };
  }

  /** Counts one hit in the open window, or opens a new window with it. */
  private async hit(id: string, now: Date, ttl: number): Promise<RateLimitCounter> {
    for (let attempt = 1; ; attempt++) {
      const counted = await this.counters
        .findOneAndUpdate(
          { _id: id, windowEnd: { $gt: now } },
          { $inc: { hits: 1 } },
          { returnDocument: 'after' },
        )
        .lean();
      if (counted) return counted;
      try {
        const opened = await this.counters
          .findOneAndUpdate(
            { _id: id, windowEnd: { $lte: now } },
            { $set: { hits: 1, windowEnd: new Date(now.getTime() + ttl) }, $unset: { blockedUntil: 1 } },
            { upsert: true, returnDocument: 'after' },
          )
          .lean();
        if (opened) return opened;
      } catch (error) {
        // Another instance opened the window first (the upsert's insert lost): count in theirs.
        if (!isDuplicateKeyError(error) || attempt >= ATTEMPTS) throw error;
      }
    }
  }
}
