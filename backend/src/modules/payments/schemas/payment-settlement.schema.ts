import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { Payment } from './payment.schema';

/** What settling a payment with money writes on it: succeeded or held, and what arrived. */
export type PaidState = Pick<
  Payment,
  'paidAmountCents' | 'paidCurrency' | 'card' | 'providerPaymentRef' | 'reference' | 'heldReason'
> & { status: 'succeeded' | 'held'; settledAt: Date };

/**
 * The claim to settle a payment whose money arrived, keyed by the payment's id. FerretDB 1.24 applies
 * a conditional update without isolation (two instances can both match `{_id, status: 'pending'}`),
 * but refuses a second insert of one _id on any database: so this insert, not the update, decides
 * which delivery settles the payment and sends the confirmation. It also keeps the paid state, which
 * a racing "closed" event that overwrote it puts back.
 */
@Schema({ collection: 'payment_settlements', timestamps: false })
export class PaymentSettlementClaim {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) state: PaidState;
}

export const PaymentSettlementClaimSchema = SchemaFactory.createForClass(PaymentSettlementClaim);
