import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { withOutbox } from '../../events';
import { Schema as MongooseSchema, Types } from 'mongoose';
import {
  PAYMENT_OPTIONS,
  PaymentOption,
  QUOTE_SOURCES,
  QUOTE_STATUSES,
  QuoteSource,
  QuoteStatus,
} from '../domain/pages';
import type { QuoteAnswers, StoredQuoteResult } from '../quote.views';
import { AcceptanceRecord } from './acceptance.schema';

@Schema({ _id: false })
export class TokenRecord {
  /** sha256 of the token: the token itself is only ever in the customer's hands. */
  @Prop({ required: true }) tokenHash: string;
  @Prop({ required: true }) expiresAt: Date;
}

/**
 * A quote and its answers. Besides the answers it keeps, at write time, the plain fields the back
 * office searches and the statistics group by (FerretDB cannot compute them in a query).
 */
@Schema({ collection: 'quotes', timestamps: true })
export class Quote {
  @Prop({ required: true, unique: true }) webReference: string;
  @Prop({ type: String, required: true, enum: QUOTE_STATUSES }) status: QuoteStatus;
  @Prop({ type: String, required: true, enum: QUOTE_SOURCES }) source: QuoteSource;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) answers: QuoteAnswers;
  @Prop({ type: MongooseSchema.Types.Mixed }) result?: StoredQuoteResult;
  @Prop({ type: String, enum: PAYMENT_OPTIONS }) paymentOption?: PaymentOption;
  @Prop() policyNumber?: string;
  @Prop() purchasedAt?: Date;
  /** The customer's confirmation of the documents before paying; cleared when an answer changes. */
  @Prop({ type: AcceptanceRecord }) acceptance?: AcceptanceRecord;

  @Prop({ type: TokenRecord }) access?: TokenRecord;
  @Prop({ type: TokenRecord }) resume?: TokenRecord;
  /**
   * The email the customer proved they read: the resume link sent to it was opened. A data-subject request
   * follows a quote's email only when it was proved (this, or a purchase); if the email changes, it no
   * longer matches.
   */
  @Prop({ lowercase: true, trim: true }) emailVerified?: string;

  // Searched by the back office and matched on retrieval.
  @Prop({ required: true, lowercase: true, trim: true }) email: string;
  @Prop({ required: true }) firstName: string;
  @Prop({ required: true }) lastName: string;
  @Prop({ required: true }) dateOfBirth: string;
  /** common/search keys: "first last", "last first", the phone's digits. */
  @Prop() nameKey?: string;
  @Prop() surnameKey?: string;
  @Prop() phoneKey?: string;

  // Statistics.
  @Prop({ required: true }) createdDay: string;
  @Prop({ required: true }) createdWeek: string;
  @Prop({ required: true }) createdMonth: string;
  @Prop({ type: Number, default: null }) totalCents: number | null;
  @Prop() coverType?: string;
  @Prop() area?: string;
  @Prop({ type: [String], default: [] }) declineReasonCodes: string[];
  @Prop({ default: false }) demo: boolean;

  createdAt: Date;
  updatedAt: Date;
}

export type QuoteRecord = Quote & { _id: Types.ObjectId };

export const QuoteSchema = SchemaFactory.createForClass(Quote);
withOutbox(QuoteSchema);
/** The admin list's order (createdDay follows createdAt, so one index serves a day range and the order). */
export const QUOTES_NEWEST_FIRST = { createdDay: -1, createdAt: -1, _id: -1 } as const;
QuoteSchema.index(QUOTES_NEWEST_FIRST);
QuoteSchema.index({ status: 1, ...QUOTES_NEWEST_FIRST });
QuoteSchema.index({ createdMonth: 1, status: 1 });
QuoteSchema.index({ email: 1 });
QuoteSchema.index({ phoneKey: 1 });
// The name keys lead indexes that also hold the list's order: a search matching thousands of quotes (a
// common surname) is then ordered from the index alone, without reading those quotes. Only these two:
// every indexed expression is computed again on each write of a quote, and an email or a phone number
// typed in full matches a handful.
for (const key of ['nameKey', 'surnameKey'] as const) {
  QuoteSchema.index({ [key]: 1, ...QUOTES_NEWEST_FIRST });
}
QuoteSchema.index({ demo: 1 });
