import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { withOutbox } from '../../events';
import { Types } from 'mongoose';
import { COVER_TYPES, type CoverType } from '../../rating';
import {
  RENEWAL_EVENT_TYPES,
  RENEWAL_STATUSES,
  RenewalEventType,
  RenewalStatus,
} from '../domain/renewal-terms';

@Schema({ _id: false })
export class HistoryYearRecord {
  @Prop({ required: true }) yearsAgo: number;
  @Prop() premiumCents?: number;
  @Prop() claims?: number;
}

/** One entry of the timeline staff read on the renewal's page. */
@Schema({ _id: false })
export class RenewalEventRecord {
  @Prop({ required: true }) at: Date;
  @Prop({ type: String, required: true, enum: RENEWAL_EVENT_TYPES }) type: RenewalEventType;
  @Prop() note?: string;
  /** The staff member who acted, by name, when it was staff. */
  @Prop() by?: string;
}

/**
 * A renewal offer, imported from the insurer's file and keyed by policy number: its _id is derived
 * from the policy number (renewalIdOf), so imports write by _id. Derived fields (`renewalMonth`,
 * the search keys, `contentHash`) are kept at write time for filters, search and re-imports.
 */
@Schema({ collection: 'renewals', timestamps: true })
export class Renewal {
  @Prop({ required: true, unique: true }) policyNumber: string;
  @Prop({ required: true }) customerName: string;
  @Prop({ required: true }) email: string;
  @Prop() phone?: string;
  @Prop({ required: true }) dateOfBirth: string;
  @Prop({ required: true }) registration: string;
  @Prop({ required: true }) vehicle: string;
  @Prop({ type: String, required: true, enum: COVER_TYPES }) coverType: CoverType;
  @Prop({ required: true }) renewalDate: string;
  @Prop({ required: true }) currentPremiumCents: number;
  @Prop({ required: true }) renewalPremiumCents: number;
  @Prop({ required: true }) noClaimsYears: number;
  @Prop({ type: [HistoryYearRecord], default: undefined }) history?: HistoryYearRecord[];

  /** 'YYYY-MM' of the renewal date, for the month filter and statistics. */
  @Prop({ required: true }) renewalMonth: string;
  /** common/search keys: what the staff search box matches by prefix (policyNumber by its compactKey). */
  @Prop() policyKey?: string;
  @Prop() nameKey?: string;
  @Prop() surnameKey?: string;
  @Prop() emailKey?: string;
  @Prop() registrationKey?: string;
  @Prop({ required: true }) contentHash: string;
  @Prop({ required: true }) importId: string;

  @Prop({ type: String, required: true, enum: RENEWAL_STATUSES }) status: RenewalStatus;
  /** The customer may opt out of automatic renewal. */
  @Prop({ required: true, default: true }) autoRenew: boolean;
  @Prop() invitedAt?: Date;
  @Prop() viewedAt?: Date;
  @Prop() paidAt?: Date;
  /** The payment that paid it (its id). */
  @Prop() paymentReference?: string;
  /** Set when staff made a lapsed offer current again: it then stays open until paid. */
  @Prop() madeCurrentAt?: Date;
  @Prop({ type: [RenewalEventRecord], default: undefined }) events?: RenewalEventRecord[];
  /** Set by a data-protection erasure of a paid renewal: kept, minimal, only for the law, until then. */
  @Prop() retainedUntil?: Date;
  @Prop() retainedFor?: string;
}

export const RenewalSchema = SchemaFactory.createForClass(Renewal);
withOutbox(RenewalSchema);
/** The list's order (renewalMonth follows renewalDate, so one index serves the month filter and the order). */
export const RENEWALS_BY_DATE = { renewalMonth: 1, renewalDate: 1, policyNumber: 1 } as const;
RenewalSchema.index(RENEWALS_BY_DATE);
RenewalSchema.index({ status: 1, ...RENEWALS_BY_DATE });
RenewalSchema.index({ retainedUntil: 1 });
// The invitation run's two questions, every ten minutes: which open renewals are due a notice, and which
// passed their date unpaid. By date alone, the second read every renewal of the past year (2 s over a
// year's 60,000); by status first, only the few still open.
RenewalSchema.index({ status: 1, renewalDate: 1 });
// The statistics' partitions (a renewal day: a month of a year's renewals, 5,000, took a second to rebuild
// for each renewal viewed or paid in it) and the invitations' window.
RenewalSchema.index({ renewalDate: 1 });
for (const key of ['policyKey', 'emailKey', 'registrationKey']) {
  RenewalSchema.index({ [key]: 1 });
}
// The name keys lead indexes that also hold the list's order, so that a search matching many renewals (a
// common surname) is ordered from the index without reading them (see the quote schema).
for (const key of ['nameKey', 'surnameKey']) {
  RenewalSchema.index({ [key]: 1, ...RENEWALS_BY_DATE });
}

export type RenewalRecord = Renewal & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
