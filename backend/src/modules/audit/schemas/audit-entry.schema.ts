import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

@Schema({ _id: false })
export class AuditActorRecord {
  @Prop({ type: String, required: true, enum: ['user', 'apiKey', 'system'] }) type:
    'user' | 'apiKey' | 'system';
  @Prop({ required: true }) id: string;
  @Prop({ required: true }) label: string;
}

/** One admin write: who, what, to which record, the record before and after, and when. */
@Schema({ collection: 'audit_log', timestamps: false })
export class AuditEntry {
  @Prop({ required: true }) at: Date;
  @Prop({ type: AuditActorRecord, required: true }) actor: AuditActorRecord;
  @Prop({ required: true }) action: string;
  @Prop({ required: true }) targetType: string;
  @Prop() targetId?: string;
  @Prop({ type: MongooseSchema.Types.Mixed }) before?: unknown;
  @Prop({ type: MongooseSchema.Types.Mixed }) after?: unknown;
  @Prop() requestId?: string;
}

export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);
AuditEntrySchema.index({ at: -1 });
AuditEntrySchema.index({ action: 1, at: -1 });
AuditEntrySchema.index({ targetType: 1, at: -1 });
AuditEntrySchema.index({ 'actor.label': 1, at: -1 });
AuditEntrySchema.index({ 'actor.id': 1, at: -1 });
