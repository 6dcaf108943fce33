import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Where a subject's payments stand, keyed by `<purpose>:<subject type>:<subject id>`: the attempt open
 * now and how many there have been. Starting a checkout reads it by _id alone, so finding the open
 * attempt never scans the payments.
 */
@Schema({ collection: 'payment_subjects', timestamps: true })
export class PaymentSubjectState {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) currentPaymentId: string;
  @Prop({ required: true }) attempts: number;
}

export const PaymentSubjectStateSchema = SchemaFactory.createForClass(PaymentSubjectState);
