import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { PolicyAdjustment, type PolicyAdjustmentRecord } from './schemas/policy-adjustment.schema';

/** The only code that touches the policy_adjustments collection; answers plain records. */
@Injectable()
export class AdjustmentsRepository {
  constructor(@InjectModel(PolicyAdjustment.name) private readonly adjustments: Model<PolicyAdjustment>) {}

  async create(record: Omit<PolicyAdjustment, 'createdAt' | 'updatedAt'>): Promise<PolicyAdjustmentRecord> {
    return (await this.adjustments.create(record)).toObject<PolicyAdjustmentRecord>();
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
