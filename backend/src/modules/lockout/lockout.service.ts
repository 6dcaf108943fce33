import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKeyError, TooManyRequestsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { Lockout, LockoutFailure } from './lockout.schema';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;
const LOCK_MS = LOCK_MINUTES * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Locks a key for 15 minutes after 5 failures within 15 minutes with no success between them. Kept in
 * the database so every instance sees the same count, and keyed by what the client typed, so unknown
 * emails lock exactly like real ones. Each failure is inserted and then the key's failures are counted:
 * of failures at the same moment, on any instances, the last to count sees them all, so the fifth locks
 * however they interleave.
 */
@Injectable()
export class LockoutService {
  constructor(
    @InjectModel(Lockout.name) private readonly lockouts: Model<Lockout>,
    @InjectModel(LockoutFailure.name) private readonly failures: Model<LockoutFailure>,
    private readonly clock: Clock,
    housekeeping: Housekeeping,
  ) {
    // FerretDB has no TTL indexes: past locks and failures are deleted by a sweep.
    housekeeping.every('lockouts.sweep', SWEEP_EVERY_MS, async () => {
      const past = { expiresAt: { $lte: this.clock.now() } };
      await Promise.all([this.lockouts.deleteMany(past), this.failures.deleteMany(past)]);
    });
  }

  /**
   * Throws 429 with `message` while the key is locked. Otherwise answers whether failures are on
   * record, which a success then clears: most attempts have none, and skip that write.
   */
  async assertUnlocked(key: string, message: string): Promise<boolean> {
    const now = this.clock.now();
    const [lock, failed] = await Promise.all([
      this.lockouts.findById(key).lean(),
      this.failures.exists({ key }),
    ]);
    if (lock?.lockedUntil && lock.lockedUntil > now) {
      throw new TooManyRequestsException((lock.lockedUntil.getTime() - now.getTime()) / 1000, message);
    }
    // A lock that ended goes with the first attempt after it (not a lock set again meanwhile).
    if (lock) await this.lockouts.deleteOne({ _id: key, lockedUntil: lock.lockedUntil });
    return failed !== null;
  }

  /** Counts a failure; the one that reaches the limit locks the key and throws 429 with `message`. */
  async recordFailure(key: string, message: string): Promise<void> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + LOCK_MS);
    await this.failures.create({ key, at: now, expiresAt: until });
    const failures = await this.failures.countDocuments({
      key,
      at: { $gt: new Date(now.getTime() - LOCK_MS) },
    });
    if (failures < MAX_FAILURES) return;
    await this.lock(key, until);
    // The failures that led to the lock are spent: once it ends, the count starts again.
    await this.failures.deleteMany({ key, at: { $lte: now } });
    throw new TooManyRequestsException(LOCK_MS / 1000, message);
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.lockouts.deleteOne({ _id: key }), this.failures.deleteMany({ key })]);
  }

  /** Every failure that reaches the limit sets the same lock, so failures locking at once need no order. */
  private async lock(key: string, lockedUntil: Date): Promise<void> {
    try {
      await this.lockouts.updateOne(
        { _id: key },
        { $set: { lockedUntil, expiresAt: lockedUntil } },
        { upsert: true },
      );
    } catch (error) {
      // Another failure inserted the lock a moment before: the key is locked.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
