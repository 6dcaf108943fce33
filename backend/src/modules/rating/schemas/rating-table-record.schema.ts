import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import type { RatingTable } from '../domain/rating-table';

export const RATING_TABLE_STATUSES = ['active', 'inactive', 'retired'] as const;
export type RatingTableStatus = (typeof RATING_TABLE_STATUSES)[number];

@Schema({ _id: false })
export class UploaderRecord {
  @Prop({ type: String, required: true, enum: ['user', 'apiKey', 'system'] }) type:
    'user' | 'apiKey' | 'system';
  @Prop({ required: true }) id: string;
  @Prop({ required: true }) label: string;
}

/**
 * One version of the rating table. The table itself never changes once stored (prices are cached
 * and quotes cite it by version); only the status moves: one table is active at a time, an inactive
 * one can be activated again (roll back), a retired one never.
 */
@Schema({ collection: 'rating_tables', timestamps: true })
export class RatingTableRecord {
  @Prop({ required: true, unique: true }) version: string;
  @Prop({ required: true }) effectiveFrom: string;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) table: RatingTable;
  @Prop({ type: String, required: true, enum: RATING_TABLE_STATUSES }) status: RatingTableStatus;
  @Prop({ type: UploaderRecord, required: true }) uploadedBy: UploaderRecord;
  @Prop({ default: false }) builtIn: boolean;
  @Prop() activatedAt?: Date;
  @Prop() deactivatedAt?: Date;
  @Prop() retiredAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type RatingTableDocument = RatingTableRecord & { _id: Types.ObjectId };

export const RatingTableRecordSchema = SchemaFactory.createForClass(RatingTableRecord);
RatingTableRecordSchema.index({ status: 1, activatedAt: -1 });
RatingTableRecordSchema.index({ createdAt: -1, _id: -1 });
RatingTableRecordSchema.index({ status: 1, createdAt: -1, _id: -1 });
