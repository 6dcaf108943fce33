import { Injectable, OnModuleInit } from '@nestjs/common';
import { TooManyRequestsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { LockoutRepository } from './lockout.repository';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;
const LOCK_MS = LOCK_MINUTES * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/** What the caller does with a claimed attempt once it has compared the secret. */
export interface LockoutAttempt {
  /** The secret matched: the key's failures (and the other attempts in flight) are cleared. */
  succeeded(): Promise<void>;
  /** It did not: the attempt stays counted; the one that reaches the limit locks and throws 429. */
  failed(): Promise<void>;
  /** Nothing was compared (the client was over its rate limit): the attempt no longer counts. */
  withdrawn(): Promise<void>;
}

/**
 * Locks a key for 15 minutes after 5 failures within 15 minutes with no success between them. Kept in
 * the database so every instance sees the same count, and keyed by what the client typed, so unknown
 * emails lock exactly like real ones. An attempt is counted before the secret is compared: it claims one
 * of the key's five slots, each a document whose `_id` is the key and the slot's number, by inserting it.
 * An insert either wins its `_id` or fails as a duplicate, on MongoDB as on the embedded FerretDB (which
 * loses concurrent `$inc`s of one document), so of N attempts at once on any instances, at most five are
 * compared and the rest are refused: N guesses count as N.
 */
@Injectable()
export class LockoutService implements OnModuleInit {
  constructor(
    private readonly entries: LockoutRepository,
    private readonly clock: Clock,
    housekeeping: Housekeeping,
  ) {
    // FerretDB has no TTL indexes: past locks and failures are deleted by a sweep.
    housekeeping.every('lockouts.sweep', SWEEP_EVERY_MS, () => this.entries.deleteExpired(this.clock.now()));
  }

  async onModuleInit(): Promise<void> {
    await this.entries.dropFormerFailures();
  }

  /**
   * Claims an attempt for the key, before its secret is compared. Throws 429 with `message` while the
   * key is locked, or while every slot is held by a failure or by an attempt still being compared.
   */
  async attempt(key: string, message: string): Promise<LockoutAttempt> {
    const now = this.clock.now();
    const entries = await this.entries.entriesOf(key);
    const lock = entries.find((entry) => entry._id === key);
    if (lock?.lockedUntil && lock.lockedUntil > now) throw locked(lock.lockedUntil, now, message);
    // A lock that ended goes with the first attempt after it (not a lock set again meanwhile).
    if (lock) await this.entries.deleteEndedLock(key, lock.lockedUntil);
    const slots = entries.filter((entry) => entry._id !== key);
    const ended = slots.filter((slot) => slot.expiresAt <= now).map((slot) => slot._id);
    if (ended.length > 0) await this.entries.freeEndedSlots(ended, now);
    const held = new Set(slots.filter((slot) => slot.expiresAt > now).map((slot) => slot._id));
    for (let slot = 1; slot <= MAX_FAILURES; slot++) {
      const _id = `${key}#${slot}`;
      if (held.has(_id)) continue;
      if (await this.entries.claimSlot(_id, key, now, new Date(now.getTime() + LOCK_MS)))
        return this.attemptOn(key, _id, message);
    }
    const firstEnd = Math.min(...slots.map((slot) => slot.expiresAt.getTime()));
    throw locked(new Date(Number.isFinite(firstEnd) ? firstEnd : now.getTime() + LOCK_MS), now, message);
  }

  async clear(key: string): Promise<void> {
    await this.entries.clear(key);
  }

  private attemptOn(key: string, slot: string, message: string): LockoutAttempt {
    return {
      succeeded: () => this.clear(key),
      withdrawn: () => this.entries.releaseSlot(slot),
      failed: () => this.recordFailure(key, slot, message),
    };
  }

  /** The failure that makes five locks the key for 15 minutes from now; its slots stay held until then. */
  private async recordFailure(key: string, slot: string, message: string): Promise<void> {
    const now = this.clock.now();
    const failures = await this.entries.recordFailure(slot, key, now);
    if (failures < MAX_FAILURES) return;
    // The failures that led to the lock hold their slots until it ends, and end with it (so the count
    // then starts again). Freed at once, a slot went to a guess that had read the key before the lock
    // was set, and that guess was compared: six of fifty at once over two instances.
    await this.entries.lock(key, new Date(now.getTime() + LOCK_MS));
    throw new TooManyRequestsException(LOCK_MS / 1000, message);
  }
}

function locked(until: Date, now: Date, message: string): TooManyRequestsException {
  return new TooManyRequestsException((until.getTime() - now.getTime()) / 1000, message);
}
