import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export type AuditNameKind = 'action' | 'actor';

/**
 * One action or actor label that appears in the audit log: the filters' pick-lists and word matching read
 * these few documents, where a distinct over the log would read every entry (seconds at a year's size on
 * the embedded database).
 */
@Schema({ collection: 'audit_names', timestamps: false, versionKey: false })
export class AuditName {
  /** `<kind>:<name>`, so that each name is kept once however many instances write it. */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: String, required: true, enum: ['action', 'actor'] }) kind: AuditNameKind;
  @Prop({ required: true }) name: string;
}

export const AuditNameSchema = SchemaFactory.createForClass(AuditName);
AuditNameSchema.index({ kind: 1, name: 1 });
