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
  /** The actor's id and lower-case label at the top level, where an index serves the actor filter. */
  @Prop() actorId?: string;
  @Prop() actorLabel?: string;
}

export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);
/** The log's order, and one index per filter with it. */
export const NEWEST_FIRST = { at: -1, _id: -1 } as const;
AuditEntrySchema.index(NEWEST_FIRST);
for (const field of ['action', 'targetType', 'actorId', 'actorLabel']) {
  AuditEntrySchema.index({ [field]: 1, ...NEWEST_FIRST });
}
/** Data-protection requests find the entries about a person's records by their ids. */
AuditEntrySchema.index({ targetId: 1 });
