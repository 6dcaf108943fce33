import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One event for one endpoint (or a test message), and how its attempts went. The queue is this
 * collection: pending deliveries are sent per endpoint in order of `eventId`, so the state of every
 * delivery survives a restart.
 */
@Schema({ collection: 'webhook_deliveries', timestamps: true })
export class WebhookDelivery {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) endpointId: Types.ObjectId;
  /** `<endpoint>:<event>` (or `<endpoint>:test:<random>`): a replayed fan-out queues nothing twice. */
  @Prop({ required: true }) key: string;
  /** The `webhook-id` header: the event's id, the same on every attempt. */
  @Prop({ required: true }) messageId: string;
  /** The event's sequence number; none for a test message. */
  @Prop() eventId?: number;
  @Prop({ required: true }) type: string;
  @Prop({ type: String, enum: DELIVERY_STATUSES, required: true }) status: DeliveryStatus;
  @Prop({ default: 0 }) attempts: number;
  /** Pending: when it may be sent (again). */
  @Prop() nextAttemptAt?: Date;
  /** The retry window counts from here. */
  @Prop() firstAttemptAt?: Date;
  @Prop() lastAttemptAt?: Date;
  @Prop() responseCode?: number;
  @Prop() durationMs?: number;
  /** Why the last attempt failed, when no status code says it (a timeout, a refused connection). */
  @Prop() error?: string;
  createdAt: Date;
}

export type WebhookDeliveryRecord = WebhookDelivery & { _id: Types.ObjectId };

export const WebhookDeliverySchema = SchemaFactory.createForClass(WebhookDelivery);
WebhookDeliverySchema.index({ key: 1 }, { unique: true });
/** An endpoint's next delivery in order, and its list newest first. */
WebhookDeliverySchema.index({ endpointId: 1, status: 1, eventId: 1 });
WebhookDeliverySchema.index({ endpointId: 1, createdAt: -1 });
