import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PAYMENT_PROVIDERS, ProviderName } from '../domain/payment-terms';
import { CardRecord } from './payment.schema';

export const EVENT_OUTCOMES = ['succeeded', 'failed', 'cancelled', 'expired', 'ignored'] as const;
export type EventOutcome = (typeof EVENT_OUTCOMES)[number];

/**
 * Every verified provider event, keyed by `<provider>:<event id>`: a replay is a duplicate-key insert
 * (cheap on any database). It keeps all the event said, so it can be settled again after a crash, and
 * `processedAt` tells a replay of a settled event from one still to settle.
 */
@Schema({ collection: 'payment_events', timestamps: false })
export class PaymentEvent {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: String, required: true, enum: PAYMENT_PROVIDERS }) provider: ProviderName;
  @Prop({ required: true }) eventId: string;
  /** The provider's own name for it, e.g. `checkout.session.completed`. */
  @Prop({ required: true }) type: string;
  @Prop() paymentId?: string;
  @Prop({ type: String, required: true, enum: EVENT_OUTCOMES }) outcome: EventOutcome;
  @Prop() amountCents?: number;
  @Prop() currency?: string;
  @Prop() providerPaymentRef?: string;
  @Prop({ type: CardRecord }) card?: CardRecord;
  @Prop() failureReason?: string;
  @Prop({ required: true }) receivedAt: Date;
  @Prop() processedAt?: Date;
  /** What handling it did, for staff: e.g. 'duplicate', 'held: amount differs'. */
  @Prop() note?: string;
  @Prop({ required: true }) createdDay: string;
}

export type PaymentEventRecord = PaymentEvent;

export const PaymentEventSchema = SchemaFactory.createForClass(PaymentEvent);
PaymentEventSchema.index({ paymentId: 1, receivedAt: 1 });
PaymentEventSchema.index({ processedAt: 1, receivedAt: 1 });
