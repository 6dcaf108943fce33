import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKeyError, TooManyRequestsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { Lockout } from './lockout.schema';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;
const LOCK_MS = LOCK_MINUTES * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Locks a key for 15 minutes after 5 consecutive failures. Kept in the database so every instance
 * sees the same count, and keyed by what the client typed, so unknown emails lock exactly like real ones.
 */
@Injectable()
export class LockoutService {
  constructor(
    @InjectModel(Lockout.name) private readonly lockouts: Model<Lockout>,
    private readonly clock: Clock,
    housekeeping: Housekeeping,
  ) {
    housekeeping.every('lockouts.sweep', SWEEP_EVERY_MS, () =>
      this.lockouts.deleteMany({ expiresAt: { $lte: this.clock.now() } }),
    );
  }

  /**
   * Throws 429 with `message` while the key is locked. Otherwise answers whether failures are on
   * record, which a success then clears: most attempts have none, and skip that write.
   */
  async assertUnlocked(key: string, message: string): Promise<boolean> {
    const now = this.clock.now();
    const lock = await this.lockouts.findById(key).lean();
    if (lock?.lockedUntil && lock.lockedUntil > now) {
      throw new TooManyRequestsException((lock.lockedUntil.getTime() - now.getTime()) / 1000, message);
    }
    return lock !== null;
  }

  /** Counts a failure; the one that reaches the limit locks the key and throws 429 with `message`. */
  async recordFailure(key: string, message: string): Promise<void> {
    const now = this.clock.now();
    const existing = await this.lockouts.findById(key).lean();
    if (existing && existing.expiresAt <= now) await this.clear(key);
    const record = await this.increment(key, new Date(now.getTime() + LOCK_MS));
    if (record.failures < MAX_FAILURES) return;
    const lockedUntil = new Date(now.getTime() + LOCK_MS);
    await this.lockouts.updateOne(
      { _id: key },
      { $set: { failures: 0, lockedUntil, expiresAt: lockedUntil } },
    );
    throw new TooManyRequestsException(LOCK_MS / 1000, message);
  }

  async clear(key: string): Promise<void> {
    await this.lockouts.deleteOne({ _id: key });
  }

  private async increment(key: string, expiresAt: Date, retried = false): Promise<Lockout> {
    try {
      const record = await this.lockouts
        .findOneAndUpdate(
          { _id: key },
          { $inc: { failures: 1 }, $set: { expiresAt } },
          { upsert: true, returnDocument: 'after', setDefaultsOnInsert: false },
        )
        .lean();
      return record as Lockout;
    } catch (error) {
      // Two first failures at once may both try to insert; the loser counts on the winner's record.
      if (!retried && isDuplicateKeyError(error)) return this.increment(key, expiresAt, true);
      throw error;
    }
  }
}
