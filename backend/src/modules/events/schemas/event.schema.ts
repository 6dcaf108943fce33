import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import { EVENT_TYPES, type EventType } from '../domain/event-types';

/**
 * One event. `_id` is its sequence number: each is the log's largest plus one, taken by a unique insert,
 * so numbers only grow, across instances, in the order the events became readable.
 */
@Schema({ collection: 'events', timestamps: false, versionKey: false })
export class LoggedEvent {
  @Prop({ type: Number, required: true }) _id: number;
  @Prop({ type: String, required: true, enum: EVENT_TYPES }) type: EventType;
  /** Unique: what makes a replayed step's event a duplicate (domain/event-types.ts `eventKey`). */
  @Prop({ required: true }) key: string;
  @Prop({ required: true }) subjectType: string;
  @Prop({ required: true }) subjectId: string;
  /** Other records the event is about (a payment's quote), by id: an erasure finds it by them too. */
  @Prop({ type: [String], default: undefined }) relatedIds?: string[];
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) data: Record<string, unknown>;
  @Prop({ required: true }) at: Date;
}

export type LoggedEventRecord = LoggedEvent;

export const LoggedEventSchema = SchemaFactory.createForClass(LoggedEvent);
LoggedEventSchema.index({ key: 1 }, { unique: true });
/** A list of one type reads in sequence order from its cursor. */
LoggedEventSchema.index({ type: 1, _id: 1 });
/** Data-subject requests find the events about a person's records by their ids. */
LoggedEventSchema.index({ subjectId: 1 });
LoggedEventSchema.index({ relatedIds: 1 });
/** The retention sweep. */
LoggedEventSchema.index({ at: 1 });
