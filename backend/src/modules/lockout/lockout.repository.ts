import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '../../common/http/problem';
import { LockoutEntry } from './schemas/lockout.schema';

/** Where failures were kept before they joined the locks: keys of typed emails, dropped on start (then a no-op). */
const FORMER_FAILURES = 'lockout_failures';

export type LockoutEntryRecord = Pick<LockoutEntry, '_id' | 'lockedUntil' | 'expiresAt'>;

/**
 * The only code that touches the lockouts collection: a key's lock (`_id` the key) and its attempt
 * slots (`_id` the key, `#` and the slot's number), see LockoutService.
 */
@Injectable()
export class LockoutRepository {
  constructor(
    @InjectModel(LockoutEntry.name) private readonly entries: Model<LockoutEntry>,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  async dropFormerFailures(): Promise<void> {
    await this.connection.dropCollection(FORMER_FAILURES);
  }

  /** The key's lock and slots. */
  entriesOf(key: string): Promise<LockoutEntryRecord[]> {
    return this.entries.find({ key }, { lockedUntil: 1, expiresAt: 1 }).lean<LockoutEntryRecord[]>();
  }

  /** Deletes the lock that ended, unless it was set again meanwhile. */
  async deleteEndedLock(key: string, lockedUntil: Date | undefined): Promise<void> {
    await this.entries.deleteOne({ _id: key, lockedUntil });
  }

  /** Frees these slots if they are still ended by `now` (not claimed again meanwhile). */
  async freeEndedSlots(slots: readonly string[], now: Date): Promise<void> {
    await this.entries.deleteMany({ _id: { $in: [...slots] }, expiresAt: { $lte: now } });
  }

  /** Inserts the slot; false when another attempt holds it. */
  async claimSlot(slot: string, key: string, at: Date, expiresAt: Date): Promise<boolean> {
    try {
      await this.entries.create({ _id: slot, key, at, expiresAt });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Gives a slot back, unless its attempt failed (a failure keeps counting). */
  async releaseSlot(slot: string): Promise<void> {
    await this.entries.deleteOne({ _id: slot, failed: { $ne: true } });
  }

  /** Marks the slot's attempt failed; answers the key's failures still counting at `now`. */
  async recordFailure(slot: string, key: string, now: Date): Promise<number> {
    await this.entries.updateOne({ _id: slot }, { $set: { failed: true } });
    return this.entries.countDocuments({ key, failed: true, expiresAt: { $gt: now } });
  }

  /**
   * Locks the key until then, its failures held until the lock ends. Every failure that reaches the
   * limit sets the same lock, so failures locking at once need no order.
   */
  async lock(key: string, until: Date): Promise<void> {
    try {
      await this.entries.updateOne(
        { _id: key },
        { $set: { key, lockedUntil: until, expiresAt: until } },
        { upsert: true },
      );
    } catch (error) {
      // Another failure inserted the lock a moment before: the key is locked.
      if (!isDuplicateKeyError(error)) throw error;
    }
    await this.entries.updateMany({ key, failed: true }, { $set: { expiresAt: until } });
  }

  async clear(key: string): Promise<void> {
    await this.entries.deleteMany({ key });
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.entries.deleteMany({ expiresAt: { $lte: now } });
  }
}
