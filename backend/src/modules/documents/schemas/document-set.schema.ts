import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { POLICY_DOCUMENT_KINDS, type PolicyDocumentKind } from '../domain/policy-documents';

@Schema({ _id: false })
export class DocumentFileRecord {
  @Prop({ type: String, required: true, enum: POLICY_DOCUMENT_KINDS }) kind: PolicyDocumentKind;
  /** Its key in the file store. */
  @Prop({ required: true }) key: string;
  @Prop({ required: true }) size: number;
}

/**
 * One issue of a policy's documents: the four PDFs made together, with the certificate number they
 * share. Never changed but to be superseded: a correction issues the next version, and the old one stays
 * readable (its files too) while its certificate stops being valid. `_id` is `<policy id>:v<version>`, so
 * issuing the same version twice is a duplicate key, not a second set.
 */
@Schema({ collection: 'policy_documents', timestamps: false })
export class DocumentSet {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) policyId: string;
  @Prop({ required: true }) policyNumber: string;
  @Prop({ required: true }) version: number;
  @Prop({ required: true }) certificateNumber: string;
  /** The registration, compacted (common/search compactKey), for the public certificate check. */
  @Prop({ required: true }) registrationKey: string;
  @Prop({ required: true }) validFrom: string;
  @Prop({ required: true }) validTo: string;
  @Prop({ type: [DocumentFileRecord], required: true }) files: DocumentFileRecord[];
  @Prop({ required: true }) issuedAt: Date;
  /** Why this version was issued ('purchase' for the first). */
  @Prop({ required: true }) reason: string;
  /** The staff member who reissued it. */
  @Prop() issuedBy?: string;
  @Prop() supersededAt?: Date;
  /** Set when a data-subject erasure kept the certificate (without its files) for the law. */
  @Prop() retainedUntil?: Date;
  @Prop() retainedFor?: string;
}

export type DocumentSetRecord = DocumentSet;

export const DocumentSetSchema = SchemaFactory.createForClass(DocumentSet);
DocumentSetSchema.index({ policyId: 1, version: -1 });
DocumentSetSchema.index({ certificateNumber: 1 }, { unique: true });
/** Data-subject requests find a person's documents by policy number; the retention sweep by hold. */
DocumentSetSchema.index({ policyNumber: 1 });
DocumentSetSchema.index({ retainedUntil: 1 });
