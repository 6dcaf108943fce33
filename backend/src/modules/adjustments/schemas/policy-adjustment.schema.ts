import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import type { Reason } from '../../rating';
import type { CompleteAnswers } from '../../quotes';
import type { PolicyChange } from '../domain/policy-change';
import type { PricedAdjustment } from '../domain/price-adjustment';

/**
 * quoted: priced, waiting for the policyholder; applied: written to the policy, documents and email to
 * follow; settled: all done. referred and declined: staff take it on, the policy untouched.
 */
export const ADJUSTMENT_STATUSES = ['quoted', 'applied', 'settled', 'referred', 'declined'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** A mid-term change as priced for a policyholder, and what became of it (the staff's record of MTAs). */
@Schema({ collection: 'policy_adjustments', timestamps: true })
export class PolicyAdjustment {
  @Prop({ required: true }) policyId: string;
  @Prop({ required: true }) policyNumber: string;
  @Prop({ type: String, required: true, enum: ADJUSTMENT_STATUSES }) status: AdjustmentStatus;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) change: PolicyChange;
  @Prop({ required: true }) summary: string;
  @Prop({ required: true }) effectiveDate: string;
  /** The policy's count of settled changes when this one was priced: a later count makes it out of date. */
  @Prop({ required: true }) pricedOn: number;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) answersBefore: CompleteAnswers;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) answersAfter: CompleteAnswers;
  /** The engine's price (before and after, pro-rata, levy, fee, settlement); none for a referred change. */
  @Prop({ type: MongooseSchema.Types.Mixed }) price?: Omit<PricedAdjustment, 'answers' | 'outcome'>;
  @Prop({ type: [MongooseSchema.Types.Mixed], default: undefined }) reasons?: Reason[];
  @Prop() settledAt?: Date;
  /** A referred change staff priced by hand: who, and when (the policyholder then confirms and pays it). */
  @Prop() approvedBy?: string;
  @Prop() approvedAt?: Date;
  /** A change staff made (a reversal): who; the policyholder's own changes have none. */
  @Prop() madeBy?: string;
  /** This change undoes that one (its id); and on the change undone, the reversal's id. */
  @Prop() reverses?: string;
  @Prop() reversedBy?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PolicyAdjustmentRecord = PolicyAdjustment & { _id: Types.ObjectId };

export const PolicyAdjustmentSchema = SchemaFactory.createForClass(PolicyAdjustment);
PolicyAdjustmentSchema.index({ policyId: 1, createdAt: -1 });
/** Data-subject requests find a person's changes by policy number. */
PolicyAdjustmentSchema.index({ policyNumber: 1 });
