import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ignoreDuplicates } from '../../common/http/problem';
import { WebhookCursor } from './schemas/webhook-cursor.schema';
import { WebhookDelivery, WebhookDeliveryRecord } from './schemas/webhook-delivery.schema';

const CURSOR_ID = 'fan-out';

/** An event for an endpoint, due at `nextAttemptAt` (its event's time). */
export type QueuedDelivery = Pick<
  WebhookDelivery,
  'endpointId' | 'key' | 'messageId' | 'eventId' | 'type' | 'nextAttemptAt'
>;

/** A test message, recorded once sent. */
export type SentTestDelivery = Omit<WebhookDelivery, 'eventId' | 'nextAttemptAt' | 'createdAt'>;

/** How an attempt went; `responseCode` and `error` replace the previous attempt's (absent ones are cleared). */
export interface AttemptOutcome {
  attempts: number;
  firstAttemptAt: Date;
  lastAttemptAt: Date;
  durationMs: number;
  responseCode?: number;
  error?: string;
}

/** The only code that touches the delivery queue and the fan-out's cursor into the event log. */
@Injectable()
export class WebhookDeliveriesRepository {
  constructor(
    @InjectModel(WebhookDelivery.name) private readonly deliveries: Model<WebhookDelivery>,
    @InjectModel(WebhookCursor.name) private readonly cursor: Model<WebhookCursor>,
  ) {}

  /** The last event number the fan-out queued; undefined before its first pass. */
  async fanOutCursor(): Promise<number | undefined> {
    return (await this.cursor.findById(CURSOR_ID).lean())?.after;
  }

  async moveFanOutCursor(after: number): Promise<void> {
    await this.cursor.updateOne({ _id: CURSOR_ID }, { $set: { after } }, { upsert: true });
  }

  /** A delivery already queued (same key) is left as it is: a replayed fan-out queues nothing twice. */
  async queue(deliveries: QueuedDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    const pending = deliveries.map((delivery) => ({ ...delivery, status: 'pending' }));
    await this.deliveries.insertMany(pending, { ordered: false }).catch(ignoreDuplicates);
  }

  async recordTest(delivery: SentTestDelivery): Promise<WebhookDeliveryRecord> {
    return (await this.deliveries.create(delivery)).toObject<WebhookDeliveryRecord>();
  }

  /** Whether a delivery to one of these endpoints is due to be tried now. */
  async anyDue(endpointIds: readonly Types.ObjectId[], now: Date): Promise<boolean> {
    const due = await this.deliveries.exists({
      endpointId: { $in: [...endpointIds] },
      status: 'pending',
      nextAttemptAt: { $lte: now },
    });
    return due !== null;
  }

  /** The endpoint's pending delivery of the oldest event, due or not. */
  async nextPending(endpointId: Types.ObjectId): Promise<WebhookDeliveryRecord | null> {
    return this.deliveries
      .findOne({ endpointId, status: 'pending' })
      .sort({ eventId: 1 })
      .lean<WebhookDeliveryRecord>();
  }

  /** Newest first. */
  async pageOfEndpoint(
    endpointId: string,
    { skip, limit }: { skip: number; limit: number },
  ): Promise<[WebhookDeliveryRecord[], number]> {
    return Promise.all([
      this.deliveries
        .find({ endpointId })
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<WebhookDeliveryRecord[]>(),
      this.deliveries.countDocuments({ endpointId }),
    ]);
  }

  async findOfEndpoint(endpointId: string, deliveryId: string): Promise<WebhookDeliveryRecord | null> {
    return this.deliveries.findOne({ _id: deliveryId, endpointId }).lean<WebhookDeliveryRecord>();
  }

  /** Pending again, due at `at`, with a fresh retry window. */
  async requeue(deliveryId: string, at: Date): Promise<WebhookDeliveryRecord | null> {
    return this.deliveries
      .findOneAndUpdate(
        { _id: deliveryId },
        { $set: { status: 'pending', nextAttemptAt: at }, $unset: { firstAttemptAt: 1 } },
        { returnDocument: 'after' },
      )
      .lean<WebhookDeliveryRecord>();
  }

  /** Given up without an attempt. */
  async fail(id: Types.ObjectId, error: string): Promise<void> {
    await this.deliveries.updateOne({ _id: id }, { $set: { status: 'failed', error } });
  }

  async recordDelivered(id: Types.ObjectId, outcome: AttemptOutcome): Promise<void> {
    await this.recordAttempt(id, outcome, { status: 'delivered' });
  }

  /** Still pending, to be tried again at `next`. */
  async recordRetry(id: Types.ObjectId, outcome: AttemptOutcome, next: Date): Promise<void> {
    await this.recordAttempt(id, outcome, { nextAttemptAt: next });
  }

  async recordGivenUp(id: Types.ObjectId, outcome: AttemptOutcome): Promise<void> {
    await this.recordAttempt(id, outcome, { status: 'failed' });
  }

  /** A delivery that is no longer pending has no next attempt. */
  private async recordAttempt(
    id: Types.ObjectId,
    outcome: AttemptOutcome,
    then: { status: 'delivered' | 'failed' } | { nextAttemptAt: Date },
  ): Promise<void> {
    const { responseCode, error, ...always } = outcome;
    const unset = {
      ...(responseCode === undefined ? { responseCode: 1 } : {}),
      ...(error === undefined ? { error: 1 } : {}),
      ...('status' in then ? { nextAttemptAt: 1 } : {}),
    };
    const set = {
      ...then,
      ...always,
      ...(responseCode !== undefined ? { responseCode } : {}),
      ...(error !== undefined ? { error } : {}),
    };
    await this.deliveries.updateOne({ _id: id }, { $set: set, $unset: unset });
  }

  async deleteOfEndpoint(endpointId: string): Promise<void> {
    await this.deliveries.deleteMany({ endpointId });
  }

  /** Deliveries done with (delivered or given up) created before `before`. */
  async deleteDoneBefore(before: Date): Promise<number> {
    const { deletedCount } = await this.deliveries.deleteMany({
      status: { $ne: 'pending' },
      createdAt: { $lt: before },
    });
    return deletedCount;
  }
}
