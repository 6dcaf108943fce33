import { randomUUID } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Connection, Model } from 'mongoose';
import { isDuplicateKeyError, TooManyRequestsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { LockoutEntry } from './lockout.schema';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;
const LOCK_MS = LOCK_MINUTES * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
/** Where failures were kept before they joined the locks: keys of typed emails, dropped on start (then a no-op). */
const FORMER_FAILURES = 'lockout_failures';

/**
 * Locks a key for 15 minutes after 5 failures within 15 minutes with no success between them. Kept in
 * the database so every instance sees the same count, and keyed by what the client typed, so unknown
 * emails lock exactly like real ones. Each failure is inserted and then the key's failures are counted:
 * of failures at the same moment, on any instances, the last to count sees them all, so the fifth locks
 * however they interleave.
 */
@Injectable()
export class LockoutService implements OnModuleInit {
  constructor(
    @InjectModel(LockoutEntry.name) private readonly entries: Model<LockoutEntry>,
    @InjectConnection() private readonly connection: Connection,
    private readonly clock: Clock,
    housekeeping: Housekeeping,
  ) {
    // FerretDB has no TTL indexes: past locks and failures are deleted by a sweep.
    housekeeping.every('lockouts.sweep', SWEEP_EVERY_MS, () =>
      this.entries.deleteMany({ expiresAt: { $lte: this.clock.now() } }),
    );
  }

  async onModuleInit(): Promise<void> {
    await this.connection.dropCollection(FORMER_FAILURES);
  }

  /**
   * Throws 429 with `message` while the key is locked. Otherwise answers whether failures are on
   * record, which a success then clears: most attempts have none, and skip that write.
   */
  async assertUnlocked(key: string, message: string): Promise<boolean> {
    const now = this.clock.now();
    const entries = await this.entries.find({ key }, { at: 1, lockedUntil: 1 }).lean();
    const lock = entries.find((entry) => entry._id === key);
    if (lock?.lockedUntil && lock.lockedUntil > now) {
      throw new TooManyRequestsException((lock.lockedUntil.getTime() - now.getTime()) / 1000, message);
    }
    // A lock that ended goes with the first attempt after it (not a lock set again meanwhile).
    if (lock) await this.entries.deleteOne({ _id: key, lockedUntil: lock.lockedUntil });
    return entries.some((entry) => entry.at !== undefined);
  }

  /** Counts a failure; the one that reaches the limit locks the key and throws 429 with `message`. */
  async recordFailure(key: string, message: string): Promise<void> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + LOCK_MS);
    await this.entries.create({ _id: randomUUID(), key, at: now, expiresAt: until });
    const failures = await this.entries.countDocuments({
      key,
      at: { $gt: new Date(now.getTime() - LOCK_MS) },
    });
    if (failures < MAX_FAILURES) return;
    await this.lock(key, until);
    // The failures that led to the lock are spent: once it ends, the count starts again.
    await this.entries.deleteMany({ key, at: { $lte: now } });
    throw new TooManyRequestsException(LOCK_MS / 1000, message);
  }

  async clear(key: string): Promise<void> {
    await this.entries.deleteMany({ key });
  }

  /** Every failure that reaches the limit sets the same lock, so failures locking at once need no order. */
  private async lock(key: string, lockedUntil: Date): Promise<void> {
    try {
      await this.entries.updateOne(
        { _id: key },
        { $set: { key, lockedUntil, expiresAt: lockedUntil } },
        { upsert: true },
      );
    } catch (error) {
      // Another failure inserted the lock a moment before: the key is locked.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
