import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { isDuplicateKeyError } from '../../common/http/problem';
import { PolicyAdjustmentTurn } from './schemas/policy-adjustment-turn.schema';
import { PolicyAdjustment, type PolicyAdjustmentRecord } from './schemas/policy-adjustment.schema';

/** The only code that touches the policy_adjustments collection; answers plain records. */
@Injectable()
export class AdjustmentsRepository {
  constructor(
    @InjectModel(PolicyAdjustment.name) private readonly adjustments: Model<PolicyAdjustment>,
    @InjectModel(PolicyAdjustmentTurn.name) private readonly turns: Model<PolicyAdjustmentTurn>,
  ) {}

  /**
   * Takes the policy's `turn`-th change for this one; true when it took it, or had taken it before (a
   * settlement cut off half-way runs again), false when another change took it.
   */
  async takeTurn(policyId: string, turn: number, adjustmentId: string, at: Date): Promise<boolean> {
    const _id = `${policyId}#${turn}`;
    try {
      await this.turns.create({ _id, adjustmentId, takenAt: at });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return (await this.turns.findById(_id).lean())?.adjustmentId === adjustmentId;
    }
  }

  async create(record: Omit<PolicyAdjustment, 'createdAt' | 'updatedAt'>): Promise<PolicyAdjustmentRecord> {
    return (await this.adjustments.create(record)).toObject<PolicyAdjustmentRecord>();
  }

  findById(id: string): Promise<PolicyAdjustmentRecord | null> {
    if (!Types.ObjectId.isValid(id)) return Promise.resolve(null);
    return this.adjustments.findById(id).lean<PolicyAdjustmentRecord>();
  }

  /** The change, if it is one of this policy's. */
  findOnPolicy(id: string, policyId: string): Promise<PolicyAdjustmentRecord | null> {
    return this.adjustments.findOne({ _id: new Types.ObjectId(id), policyId }).lean<PolicyAdjustmentRecord>();
  }

  /** A policy's changes, newest first. */
  ofPolicy(policyId: string): Promise<PolicyAdjustmentRecord[]> {
    return this.adjustments
      .find({ policyId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<PolicyAdjustmentRecord[]>();
  }

  /** A referred change priced by staff, now for the policyholder to confirm; null unless it was referred. */
  approve(
    id: Types.ObjectId,
    fields: Pick<PolicyAdjustment, 'price' | 'approvedBy' | 'approvedAt'>,
  ): Promise<PolicyAdjustmentRecord | null> {
    return this.adjustments
      .findOneAndUpdate(
        { _id: id, status: 'referred' },
        { $set: { status: 'quoted', ...fields } },
        { returnDocument: 'after' },
      )
      .lean<PolicyAdjustmentRecord>();
  }

  /** The policy's changes staff priced that wait for the policyholder, oldest first. */
  approvedFor(policyId: string, pricedOn: number): Promise<PolicyAdjustmentRecord[]> {
    return this.adjustments
      .find({ policyId, status: 'quoted', pricedOn, approvedAt: { $exists: true } })
      .sort({ createdAt: 1, _id: 1 })
      .lean<PolicyAdjustmentRecord[]>();
  }

  async markReversed(id: Types.ObjectId, reversalId: string): Promise<void> {
    await this.adjustments.updateOne({ _id: id }, { $set: { reversedBy: reversalId } });
  }

  /** A priced change, now written to its policy. */
  async markApplied(id: Types.ObjectId): Promise<void> {
    await this.adjustments.updateOne({ _id: id, status: 'quoted' }, { $set: { status: 'applied' } });
  }

  /** The applied change, settled now; null when another call settled it first. */
  markSettled(id: Types.ObjectId, at: Date): Promise<PolicyAdjustmentRecord | null> {
    return this.adjustments
      .findOneAndUpdate(
        { _id: id, status: 'applied' },
        { $set: { status: 'settled', settledAt: at } },
        { returnDocument: 'after' },
      )
      .lean<PolicyAdjustmentRecord>();
  }
}
