import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter } from 'mongoose';
import { ignoreDuplicates, isDuplicateKeyError } from '../../common/http/problem';
import { backfillSearchKeys } from '../../common/search/backfill-search-keys';
import { NEEDS_ACTION_STATUSES, PaymentStatus, SETTLED_STATUSES } from './domain/payment-terms';
import { PaymentEvent, PaymentEventRecord } from './schemas/payment-event.schema';
import { PaidState, PaymentSettlementClaim } from './schemas/payment-settlement.schema';
import { PaymentSubjectState } from './schemas/payment-subject.schema';
import { Payment, PaymentRecord, PAYMENTS_NEWEST_FIRST, paymentSubjectKey } from './schemas/payment.schema';

export type NewPayment = Omit<Payment, 'createdAt' | 'updatedAt'>;

export interface PaymentListFilters {
  status?: PaymentStatus | 'needs_action';
  quoteId?: string;
  /** Created on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Created on or before this day. */
  to?: string;
}

/** First sight of an event, a retry of one that failed half-way, or a replay of one already handled. */
export type EventArrival = 'new' | 'unfinished' | 'processed';

/** The only code that touches the payments collections (all but mandates and competition entries). */
@Injectable()
export class PaymentsRepository implements OnApplicationBootstrap {
  constructor(
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    @InjectModel(PaymentEvent.name) private readonly events: Model<PaymentEvent>,
    @InjectModel(PaymentSubjectState.name) private readonly subjects: Model<PaymentSubjectState>,
    @InjectModel(PaymentSettlementClaim.name) private readonly settlements: Model<PaymentSettlementClaim>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await backfillSearchKeys(this.payments, 'subjectKey', { subject: 1 }, (payment) => {
      const subject = payment.subject as { type?: string; id?: string } | undefined;
      return {
        subjectKey: subject ? paymentSubjectKey({ type: subject.type ?? '', id: subject.id ?? '' }) : '',
      };
    });
  }

  async create(payment: NewPayment): Promise<PaymentRecord> {
    return (await this.payments.create(payment)).toObject<PaymentRecord>();
  }

  /** Demo data, written as planned (createdDay, timestamps); a payment already there is left as it is. */
  async insertDemo(payments: Record<string, unknown>[]): Promise<void> {
    await this.payments.collection.insertMany(payments, { ordered: false }).catch(ignoreDuplicates);
  }

  async findById(id: string): Promise<PaymentRecord | null> {
    return isValidObjectId(id) ? this.payments.findById(id).lean<PaymentRecord>() : null;
  }

  async set(id: string, fields: Partial<Payment>): Promise<void> {
    await this.payments.updateOne({ _id: id }, { $set: fields });
  }

  /**
   * Settles a payment whose money arrived: true for exactly one caller across all instances (an
   * insert keyed by the payment's id), which then owns the confirmation; false for every other.
   */
  async settlePaid(id: string, state: PaidState): Promise<boolean> {
    try {
      await this.settlements.create({ _id: id, state });
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
    await this.set(id, state);
    return true;
  }

  /**
   * Money arrived but delivering what it pays for failed: the payment says so while the sweep tries
   * again. True on the first failure (it was not `unfulfilled` before), which is when staff are told.
   */
  async markUnfulfilled(
    id: string,
    fields: Omit<PaidState, 'status' | 'reference' | 'heldReason'> &
      Required<Pick<Payment, 'fulfilmentError' | 'fulfilmentFailedAt'>>,
  ): Promise<boolean> {
    const before = await this.payments
      .findOneAndUpdate(
        { _id: id, status: { $nin: SETTLED_STATUSES } },
        { $set: { ...fields, status: 'unfulfilled' }, $inc: { fulfilmentFailures: 1 } },
        // No projection: FerretDB 1.24's findAndModify does not take one.
        { returnDocument: 'before' },
      )
      .lean<PaymentRecord>();
    return !!before && before.status !== 'unfulfilled';
  }

  /** Payments whose money arrived and whose customer has nothing for it yet. */
  countNeedingAction(): Promise<number> {
    return this.payments.countDocuments({ status: { $in: NEEDS_ACTION_STATUSES } });
  }

  /**
   * Closes a pending payment (failed, cancelled, expired). The status condition keeps it from
   * overwriting a settled payment in the usual case; when a settlement raced it anyway (FerretDB
   * does not isolate the condition from the write), the settled state is written back, so money
   * that arrived always wins. True when the payment is now closed.
   */
  async close(
    id: string,
    to: Exclude<PaymentStatus, 'pending' | 'succeeded' | 'held' | 'unfulfilled'>,
    fields: Partial<Payment>,
  ) {
    const closed = await this.payments.updateOne(
      { _id: id, status: 'pending' },
      { $set: { ...fields, status: to } },
    );
    const settled = await this.settlements.findById(id).lean<PaymentSettlementClaim>();
    if (settled) await this.set(id, settled.state);
    return closed.modifiedCount === 1 && !settled;
  }

  /** Pending attempts past their expiry become expired; answers how many. */
  async expireOverdue(now: Date): Promise<number> {
    const overdue = await this.payments
      .find({ status: 'pending', expiresAt: { $lte: now } }, { _id: 1 })
      .limit(500)
      .lean<{ _id: unknown }[]>();
    let expired = 0;
    for (const { _id } of overdue) {
      if (
        await this.close(String(_id), 'expired', {
          failureReason: 'The payment page was not completed in time.',
        })
      ) {
        expired++;
      }
    }
    return expired;
  }

  /** Staff's list, newest first: by status (or those needing action), quote and days created (inclusive). */
  async list(
    query: PaymentListFilters,
    skip: number,
    limit: number,
  ): Promise<{ payments: PaymentRecord[]; total: number }> {
    const filter: QueryFilter<Payment> = {
      ...(query.status === 'needs_action'
        ? { status: { $in: NEEDS_ACTION_STATUSES } }
        : query.status
          ? { status: query.status }
          : {}),
      ...(query.quoteId ? { subjectKey: paymentSubjectKey({ type: 'quote', id: query.quoteId }) } : {}),
      ...(query.from || query.to
        ? {
            createdDay: {
              ...(query.from ? { $gte: query.from } : {}),
              ...(query.to ? { $lte: query.to } : {}),
            },
          }
        : {}),
    };
    const [payments, total] = await Promise.all([
      this.payments.find(filter).sort(PAYMENTS_NEWEST_FIRST).skip(skip).limit(limit).lean<PaymentRecord[]>(),
      this.payments.countDocuments(filter),
    ]);
    return { payments, total };
  }

  subjectState(key: string): Promise<PaymentSubjectState | null> {
    return this.subjects.findById(key).lean<PaymentSubjectState>();
  }

  async saveSubjectState(key: string, currentPaymentId: string, attempts: number): Promise<void> {
    await this.subjects.updateOne({ _id: key }, { $set: { currentPaymentId, attempts } }, { upsert: true });
  }

  async recordEvent(event: Omit<PaymentEvent, 'processedAt' | 'note'>): Promise<EventArrival> {
    try {
      await this.events.create(event);
      return 'new';
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const seen = await this.events.findById(event._id).lean<PaymentEventRecord>();
      return seen?.processedAt ? 'processed' : 'unfinished';
    }
  }

  async isProcessed(id: string): Promise<boolean> {
    return Boolean(
      (await this.events.findById(id, { processedAt: 1 }).lean<PaymentEventRecord>())?.processedAt,
    );
  }

  /** Events received between `from` and `until` and not settled yet (a crash, or a failed settlement). */
  unfinishedEvents(from: Date, until: Date, limit: number): Promise<PaymentEventRecord[]> {
    return this.events
      .find({ processedAt: { $exists: false }, receivedAt: { $gte: from, $lte: until } })
      .sort({ receivedAt: 1 })
      .limit(limit)
      .lean<PaymentEventRecord[]>();
  }

  async finishEvent(id: string, at: Date, note: string): Promise<void> {
    await this.events.updateOne({ _id: id }, { $set: { processedAt: at, note } });
  }

  eventsOf(paymentId: string): Promise<PaymentEventRecord[]> {
    return this.events.find({ paymentId }).sort({ receivedAt: 1, _id: 1 }).lean<PaymentEventRecord[]>();
  }
}
