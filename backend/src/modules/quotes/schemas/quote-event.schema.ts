import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { QUOTE_STATUSES, QuoteStatus } from '../domain/pages';

export const QUOTE_EVENT_TYPES = [
  'created',
  'page_updated',
  'priced',
  'repriced',
  'validity_extended',
  'retrieved',
  'saved',
  'resumed',
  'payment_option',
  'documents_accepted',
  'purchased',
] as const;
export type QuoteEventType = (typeof QUOTE_EVENT_TYPES)[number];

/** The history of a quote, shown to staff: what happened, and the status and price after it. */
@Schema({ collection: 'quote_events', timestamps: false })
export class QuoteEvent {
  @Prop({ type: Types.ObjectId, required: true }) quoteId: Types.ObjectId;
  @Prop({ required: true }) at: Date;
  @Prop({ type: String, required: true, enum: QUOTE_EVENT_TYPES }) type: QuoteEventType;
  @Prop({ type: String, required: true, enum: QUOTE_STATUSES }) status: QuoteStatus;
  @Prop() detail?: string;
  @Prop() totalCents?: number;
  @Prop() tableVersion?: string;
}

export type QuoteEventRecord = QuoteEvent & { _id: Types.ObjectId };

export const QuoteEventSchema = SchemaFactory.createForClass(QuoteEvent);
QuoteEventSchema.index({ quoteId: 1, at: 1 });
