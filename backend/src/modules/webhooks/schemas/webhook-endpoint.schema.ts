import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { AuditActorRecord } from '../../audit';
import { EVENT_TYPES, type EventType } from '../../events';

/** A signing secret, sealed at rest (SecretBox); a replaced one signs on until `expiresAt`. */
export class WebhookSecretRecord {
  @Prop({ required: true }) sealed: string;
  @Prop() expiresAt?: Date;
}

/** A receiver an administrator or an integrator registered, and the event types it wants. */
@Schema({ collection: 'webhook_endpoints', timestamps: true })
export class WebhookEndpoint {
  @Prop({ required: true }) url: string;
  @Prop({ type: [String], enum: EVENT_TYPES, required: true }) eventTypes: EventType[];
  @Prop({ default: '' }) description: string;
  @Prop({ required: true }) enabled: boolean;
  /** Newest first: the first signs alone once the others expire. */
  @Prop({ type: [WebhookSecretRecord], required: true }) secrets: WebhookSecretRecord[];
  /** The log's last event when it was registered: it receives only those after. */
  @Prop({ required: true }) afterEventId: number;
  /** Deliveries given up since the last one that succeeded. */
  @Prop({ default: 0 }) failuresInARow: number;
  /** Why it stopped receiving, when the service disabled it (not an administrator). */
  @Prop() disabledReason?: string;
  @Prop({ type: AuditActorRecord, required: true }) createdBy: AuditActorRecord;
  createdAt: Date;
  updatedAt: Date;
}

export type WebhookEndpointRecord = WebhookEndpoint & { _id: Types.ObjectId };

export const WebhookEndpointSchema = SchemaFactory.createForClass(WebhookEndpoint);
WebhookEndpointSchema.index({ createdAt: -1 });
WebhookEndpointSchema.index({ enabled: 1 });
