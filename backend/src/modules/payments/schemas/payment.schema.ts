import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import {
  CHECKOUT_OPTIONS,
  CheckoutOption,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PaymentPurpose,
  PaymentStatus,
  ProviderName,
} from '../domain/payment-terms';

@Schema({ _id: false })
export class SubjectRecord {
  @Prop({ required: true }) type: string;
  @Prop({ required: true }) id: string;
}

@Schema({ _id: false })
export class CustomerRecord {
  @Prop({ required: true }) name: string;
  @Prop({ required: true }) email: string;
}

@Schema({ _id: false })
export class CardRecord {
  @Prop({ required: true }) brand: string;
  @Prop({ required: true }) last4: string;
}

@Schema({ _id: false })
export class InstalmentRecord {
  @Prop({ required: true }) dueDate: string;
  @Prop({ required: true }) amountCents: number;
}

/** The mandate the monthly instalments are collected under, as the customer may see it (no IBAN). */
@Schema({ _id: false })
export class MandateSummaryRecord {
  @Prop({ required: true }) reference: string;
  @Prop({ required: true }) accountHolder: string;
  @Prop({ required: true }) ibanMasked: string;
}

/**
 * One attempt to take a card payment on a provider's hosted page. Its status changes only on a
 * verified provider event; the fields after `status` are kept at write time for staff and statistics.
 */
@Schema({ collection: 'payments', timestamps: true })
export class Payment {
  @Prop({ type: String, required: true, enum: PAYMENT_PURPOSES }) purpose: PaymentPurpose;
  @Prop({ type: SubjectRecord, required: true }) subject: SubjectRecord;
  /** `<subject type>:<subject id>` at the top level, where an index serves "the payments of this quote". */
  @Prop() subjectKey?: string;
  @Prop({ type: String, required: true, enum: CHECKOUT_OPTIONS }) option: CheckoutOption;
  @Prop({ required: true }) amountCents: number;
  @Prop({ type: String, required: true, enum: ['EUR'] }) currency: 'EUR';
  /** What the hosted page says is being paid for. */
  @Prop({ required: true }) description: string;
  @Prop({ type: CustomerRecord, required: true }) customer: CustomerRecord;
  /** The quote's web reference or the renewed policy's number (absent on payments made before it was kept). */
  @Prop() subjectReference?: string;
  /** The day the cover paid for starts, YYYY-MM-DD (absent on payments made before it was kept). */
  @Prop() coverStartDate?: string;
  @Prop({ type: String, required: true, enum: PAYMENT_STATUSES }) status: PaymentStatus;

  @Prop({ type: String, required: true, enum: PAYMENT_PROVIDERS }) provider: ProviderName;
  /** The provider's checkout (Stripe: the Checkout Session id). */
  @Prop() checkoutRef?: string;
  /** The provider's payment (Stripe: the PaymentIntent id), once paid. */
  @Prop() providerPaymentRef?: string;
  @Prop() redirectUrl?: string;
  /** `<purpose>:<subject type>:<subject id>:<attempt>`: also the provider's idempotency key. */
  @Prop({ required: true, unique: true }) idempotencyKey: string;
  @Prop({ required: true }) attempt: number;
  /** The customer comes back to `<resultPath>/success` or `/failed`. */
  @Prop({ required: true }) resultPath: string;
  /** Unpaid by then, the attempt expires (the provider's page closes at the same time). */
  @Prop({ required: true }) expiresAt: Date;

  @Prop({ type: [InstalmentRecord], default: undefined }) instalments?: InstalmentRecord[];
  @Prop({ type: MandateSummaryRecord }) mandate?: MandateSummaryRecord;

  @Prop({ type: CardRecord }) card?: CardRecord;
  /** The sandbox page: wrong one-time codes typed so far for this payment. */
  @Prop() challengeMisses?: number;
  @Prop() paidAmountCents?: number;
  @Prop() paidCurrency?: string;
  @Prop() failureReason?: string;
  /** Why staff must look at this payment before anything else happens. */
  @Prop() heldReason?: string;
  /** The last fault delivering what the payment pays for (kept once a retry succeeds, for staff). */
  @Prop() fulfilmentError?: string;
  @Prop() fulfilmentFailedAt?: Date;
  /** Failed deliveries so far. */
  @Prop() fulfilmentFailures?: number;
  /** What the payment delivered, e.g. the policy number. */
  @Prop() reference?: string;
  @Prop() settledAt?: Date;
  /** Set by a data-protection erasure: the record is kept, minimal, only for the law, until then. */
  @Prop() retainedUntil?: Date;
  @Prop() retainedFor?: string;

  @Prop({ required: true }) createdDay: string;
  @Prop({ required: true }) createdWeek: string;
  @Prop({ required: true }) createdMonth: string;

  createdAt: Date;
  updatedAt: Date;
}

export type PaymentRecord = Payment & { _id: Types.ObjectId };

export function paymentSubjectKey(subject: { type: string; id: string }): string {
  return `${subject.type}:${subject.id}`;
}

export const PaymentSchema = SchemaFactory.createForClass(Payment);
/** The admin list's order (createdDay follows createdAt, so one index serves a day range and the order). */
export const PAYMENTS_NEWEST_FIRST = { createdDay: -1, createdAt: -1, _id: -1 } as const;
PaymentSchema.index(PAYMENTS_NEWEST_FIRST);
PaymentSchema.index({ status: 1, ...PAYMENTS_NEWEST_FIRST });
PaymentSchema.index({ subjectKey: 1, ...PAYMENTS_NEWEST_FIRST });
PaymentSchema.pre('validate', function setSubjectKey() {
  if (this.subject) this.subjectKey = paymentSubjectKey(this.subject);
});
PaymentSchema.index({ status: 1, expiresAt: 1 });
PaymentSchema.index({ retainedUntil: 1 });
