import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SubjectRecord } from './payment.schema';

/** A SEPA Direct Debit mandate for a subject's monthly instalments, keyed by `<subject type>:<subject id>`. */
@Schema({ collection: 'payment_mandates', timestamps: true })
export class PaymentMandate {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: SubjectRecord, required: true }) subject: SubjectRecord;
  @Prop({ required: true, unique: true }) reference: string;
  @Prop({ required: true }) accountHolder: string;
  /** AES-256-GCM under ENCRYPTION_KEY: only the collection run needs the whole IBAN. */
  @Prop({ required: true }) ibanSealed: string;
  @Prop({ required: true }) ibanMasked: string;
  /** The wording the customer agreed to, as it was then. */
  @Prop({ required: true }) consentText: string;
  @Prop({ required: true }) signedAt: Date;
  @Prop({ required: true }) createdDay: string;
  /** Set by a data-protection erasure (which also drops the sealed IBAN): kept for the law until then. */
  @Prop() retainedUntil?: Date;
  @Prop() retainedFor?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PaymentMandateRecord = PaymentMandate;

export const PaymentMandateSchema = SchemaFactory.createForClass(PaymentMandate);
PaymentMandateSchema.index({ retainedUntil: 1 });
