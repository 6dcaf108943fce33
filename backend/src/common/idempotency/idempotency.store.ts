import { setTimeout as sleep } from 'node:timers/promises';
import { HttpStatus, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AppConfig } from '../../config/app-config';
import { decodeEncryptionKey } from '../../config/encryption-key-rule';
import { open, seal } from '../crypto/secret-box';
import { scopedAccessKey } from '../crypto/scoped-access';
import { randomToken } from '../crypto/tokens';
import { isDuplicateKeyError, RetryLaterException } from '../http/problem';
import { Clock } from '../time/clock';
import { Housekeeping } from '../time/housekeeping';
import { IdempotencyRecord } from './idempotency-record.schema';
import { idempotentRequest, IdempotentRequest, KEEP_MS, WAIT_MS } from './idempotent-request';

/** A duplicate on another instance than the first request looks again this often. */
const POLL_MS = 100;
/** Longer than any of these operations takes (a 25 MB renewals file's check included). */
const RUNNING_MS = 2 * 60_000;
const RETRY_AFTER_SECONDS = 2;
const SWEEP_EVERY_MS = 10 * 60_000;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The first request's hold on its key: it keeps its answer, or lets the key go when it fails. */
export interface Claim {
  keep(answer: StoredAnswer): Promise<void>;
  release(): Promise<void>;
}

export type ClaimOutcome = { claim: Claim } | { replay: StoredAnswer };

/**
 * The Idempotency-Key records (DESIGN section 3's way across instances: an insert that only one request
 * wins, where a conditional update could "succeed" for several on the embedded FerretDB). Only a
 * successful answer is kept: a request that fails leaves nothing, so its retry runs again.
 */
@Injectable()
export class IdempotencyStore {
  private readonly logger = new Logger('Idempotency');
  private readonly secret: Buffer;
  /** The first requests running in this process, by record id: a duplicate here waits for one, not for a poll. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    @InjectModel(IdempotencyRecord.name) private readonly records: Model<IdempotencyRecord>,
    private readonly clock: Clock,
    housekeeping: Housekeeping,
    config: AppConfig,
  ) {
    const encryptionKey = config.ENCRYPTION_KEY && decodeEncryptionKey(config.ENCRYPTION_KEY);
    if (!encryptionKey) throw new Error('ENCRYPTION_KEY is not set: main.ts resolves it before start-up.');
    this.secret = scopedAccessKey(encryptionKey, 'ivy idempotency keys');
    housekeeping.every('idempotency.sweep', SWEEP_EVERY_MS, () =>
      this.records.deleteMany({ expiresAt: { $lte: this.clock.now() } }),
    );
  }

  request(caller: string, key: string, shape: string): IdempotentRequest {
    return idempotentRequest(this.secret, caller, key, shape);
  }

  /**
   * Claims the key for this request, or answers the first request's answer. Another body under the key is
   * a 422; a first request still running is waited for, up to WAIT_MS, and then a 409 with Retry-After.
   */
  async claim(request: IdempotentRequest): Promise<ClaimOutcome> {
    const deadline = this.clock.now().getTime() + WAIT_MS;
    for (;;) {
      const now = this.clock.now();
      const holder = randomToken(9);
      if (await this.inserted(request, holder, now)) return { claim: this.claimed(request, holder) };
      const found = await this.records.findOne({ _id: request.id }).lean();
      // Let go (the first request failed) or swept between the insert and this read: claim it again.
      if (!found) continue;
      if (found.expiresAt <= now) {
        await this.records.deleteOne({ _id: request.id, holder: found.holder });
        continue;
      }
      if (found.fingerprint !== request.fingerprint) {
        throw new UnprocessableEntityException(
          'This Idempotency-Key was used for another request. Send a new key for a new request.',
        );
      }
      if (found.answer !== undefined) {
        return { replay: JSON.parse(open(found.answer, request.answerKey)) as StoredAnswer };
      }
      if (!found.runningUntil || found.runningUntil <= now) {
        await this.records.deleteOne({ _id: request.id, holder: found.holder });
        continue;
      }
      const left = deadline - now.getTime();
      if (left <= 0) {
        throw new RetryLaterException(
          RETRY_AFTER_SECONDS,
          'A request with this Idempotency-Key is still running. Send it again shortly for its answer.',
          HttpStatus.CONFLICT,
        );
      }
      const first = this.running.get(request.id);
      await (first
        ? Promise.race([first, sleep(left, undefined, { ref: false })])
        : sleep(Math.min(POLL_MS, left), undefined, { ref: false }));
    }
  }

  private async inserted(request: IdempotentRequest, holder: string, now: Date): Promise<boolean> {
    try {
      await this.records.create({
        _id: request.id,
        fingerprint: request.fingerprint,
        holder,
        runningUntil: new Date(now.getTime() + RUNNING_MS),
        expiresAt: new Date(now.getTime() + KEEP_MS),
      });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  private claimed(request: IdempotentRequest, holder: string): Claim {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    this.running.set(request.id, settled);
    const done = () => {
      // A claim that lapsed here and was taken again by this process is the newer claim's to end.
      if (this.running.get(request.id) === settled) this.running.delete(request.id);
      settle();
    };
    const mine = { _id: request.id, holder };
    return {
      keep: async ({ status, body }) => {
        try {
          const answer = seal(JSON.stringify({ status, body }), request.answerKey);
          await this.records.updateOne(mine, { $set: { answer }, $unset: { runningUntil: 1 } });
        } catch (error) {
          // The work is done and its answer goes out; a retry runs again once the claim lapses.
          this.logger.warn(`Could not keep an answer for its Idempotency-Key: ${(error as Error).message}`);
        } finally {
          done();
        }
      },
      release: async () => {
        try {
          await this.records.deleteOne(mine);
        } catch (error) {
          this.logger.warn(`Could not let an Idempotency-Key go: ${(error as Error).message}`);
        } finally {
          done();
        }
      },
    };
  }
}
