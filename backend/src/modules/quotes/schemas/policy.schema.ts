import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import type { Instalment, MonthlyPlan } from '../../rating';
import { PAYMENT_OPTIONS, PaymentOption } from '../domain/pages';
import type { CompleteAnswers } from '../quote.views';
import { AcceptanceRecord } from './acceptance.schema';

@Schema({ _id: false })
export class PolicyHolderRecord {
  @Prop({ required: true }) firstName: string;
  @Prop({ required: true }) lastName: string;
  @Prop({ required: true }) email: string;
  @Prop({ required: true }) phone: string;
  @Prop({ required: true }) dateOfBirth: string;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) address: {
    line1: string;
    line2?: string;
    town: string;
    county: string;
    eircode: string;
  };
}

@Schema({ _id: false })
export class PolicyVehicleRecord {
  @Prop() registration?: string;
  @Prop({ required: true }) make: string;
  @Prop({ required: true }) model: string;
  @Prop({ required: true }) engine: string;
  @Prop({ required: true }) year: number;
  @Prop({ required: true }) valueCents: number;
}

@Schema({ _id: false })
export class PolicyCoverRecord {
  @Prop({ required: true }) type: string;
  @Prop({ required: true }) voluntaryExcessCents: number;
  @Prop({ required: true }) excessCents: number;
  @Prop({ type: [String], default: [] }) addOns: string[];
  @Prop({ required: true }) namedDrivers: number;
}

@Schema({ _id: false })
export class PolicyPremiumRecord {
  @Prop({ required: true }) totalCents: number;
  @Prop({ required: true }) levyCents: number;
  @Prop({ type: MongooseSchema.Types.Mixed }) monthly?: MonthlyPlan;
  @Prop({ required: true }) tableVersion: string;
  /** A monthly payer's Direct Debits once a mid-term change recomputed them (the plan's until then). */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: undefined }) schedule?: Instalment[];
}

/** A learner policyholder's dates, which the reminders (modules/reminders) look policies up by. */
@Schema({ _id: false })
export class PolicyLearnerRecord {
  @Prop({ required: true }) permitExpiryDate: string;
  @Prop() testDate?: string;
}

/** A bought quote. Its _id is its quote's, so there is one per quote and issuing twice gives the same policy. */
@Schema({ collection: 'policies', timestamps: true })
export class Policy {
  @Prop({ required: true, unique: true }) policyNumber: string;
  @Prop({ type: Types.ObjectId, required: true, unique: true }) quoteId: Types.ObjectId;
  @Prop({ required: true }) webReference: string;
  @Prop({ type: String, required: true, enum: ['active'] }) status: 'active';
  @Prop({ type: PolicyHolderRecord, required: true }) holder: PolicyHolderRecord;
  @Prop({ type: PolicyVehicleRecord, required: true }) vehicle: PolicyVehicleRecord;
  @Prop({ type: PolicyCoverRecord, required: true }) cover: PolicyCoverRecord;
  @Prop({ required: true }) startDate: string;
  @Prop({ required: true }) endDate: string;
  @Prop({ type: PolicyPremiumRecord, required: true }) premium: PolicyPremiumRecord;
  @Prop({ type: String, required: true, enum: PAYMENT_OPTIONS }) paymentOption: PaymentOption;
  @Prop() paymentReference?: string;
  /** The documents the customer confirmed before paying, as recorded on the quote. */
  @Prop({ type: AcceptanceRecord }) acceptance?: AcceptanceRecord;
  /** Set when the policyholder bought as a learner (a passed test leaves it: the answers say so). */
  @Prop({ type: PolicyLearnerRecord }) learner?: PolicyLearnerRecord;
  /** The answers as the last mid-term change left them; the bought quote's until the first. */
  @Prop({ type: MongooseSchema.Types.Mixed }) answers?: CompleteAnswers;
  /** Mid-term changes settled: a change priced on an earlier count is out of date. */
  @Prop() adjustments?: number;
  /** The effective date of the last change: the next one cannot take effect before it. */
  @Prop() lastChangeDate?: string;
  /** The change being settled: a second one is refused until it is done (set and cleared conditionally). */
  @Prop() pendingAdjustment?: string;
  @Prop({ required: true }) createdDay: string;
  @Prop({ required: true }) createdMonth: string;
  /** Set by a data-protection erasure: the record is kept, minimal, only for the law, until then. */
  @Prop() retainedUntil?: Date;
  @Prop() retainedFor?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PolicyRecord = Policy & { _id: Types.ObjectId };

export const PolicySchema = SchemaFactory.createForClass(Policy);
PolicySchema.index({ createdAt: -1 });
PolicySchema.index({ createdDay: 1 });
PolicySchema.index({ retainedUntil: 1 });
/** The policyholder's documents page finds a policy by its web reference as well as its number. */
PolicySchema.index({ webReference: 1 });
PolicySchema.index({ 'learner.permitExpiryDate': 1 });
PolicySchema.index({ 'learner.testDate': 1 });
