import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Policy, PolicyRecord } from './schemas/policy.schema';

/** The only code that touches the policies collection; answers plain records. */
@Injectable()
export class PoliciesRepository {
  constructor(@InjectModel(Policy.name) private readonly policies: Model<Policy>) {}

  findById(id: string): Promise<PolicyRecord | null> {
    return this.policies.findById(id).lean<PolicyRecord>();
  }

  findByIds(ids: readonly string[]): Promise<PolicyRecord[]> {
    return this.policies.find({ _id: { $in: [...ids] } }).lean<PolicyRecord[]>();
  }

  /** The policy with this number, or failing that with this web reference. */
  findByNumberOrReference(
    policyNumber: string,
    webReference: string | undefined,
  ): Promise<PolicyRecord | null> {
    return this.policies
      .findOne({ $or: [{ policyNumber }, ...(webReference ? [{ webReference }] : [])] })
      .lean<PolicyRecord>();
  }

  /** Fails with the database's duplicate-key error on a policy number or quote already taken. */
  async create(policy: PolicyRecord): Promise<PolicyRecord> {
    return (await this.policies.create(policy)).toObject<PolicyRecord>();
  }

  newest(limit: number): Promise<PolicyRecord[]> {
    return this.policies.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean<PolicyRecord[]>();
  }

  async insertMany(policies: Policy[]): Promise<void> {
    await this.policies.insertMany(policies);
  }

  /** Takes the policy for one mid-term change (PoliciesService.claimForAdjustment says when). */
  async claimForAdjustment(id: string, pricedOn: number, adjustmentId: string): Promise<boolean> {
    const countThen = [
      { adjustments: pricedOn },
      ...(pricedOn === 0 ? [{ adjustments: { $exists: false } }] : []),
    ];
    const claimed = await this.policies.updateOne(
      {
        _id: id,
        retainedFor: { $exists: false },
        $and: [
          { $or: [{ pendingAdjustment: adjustmentId }, { pendingAdjustment: { $exists: false } }] },
          { $or: countThen },
        ],
      },
      { $set: { pendingAdjustment: adjustmentId } },
    );
    return claimed.matchedCount === 1;
  }

  /** Writes the claimed change and lets the next one in; false when it was written already. */
  async applyAdjustment(
    id: string,
    adjustmentId: string,
    changes: PolicyAdjustmentChanges,
  ): Promise<boolean> {
    const applied = await this.policies.updateOne(
      { _id: id, pendingAdjustment: adjustmentId },
      { $set: changes, $inc: { adjustments: 1 }, $unset: { pendingAdjustment: '' } },
    );
    return applied.matchedCount === 1;
  }
}

/** What a settled mid-term change rewrites on its policy: the answers, the car, and premium, cover and holder fields. */
export type PolicyAdjustmentChanges = Partial<Pick<Policy, 'vehicle'>> &
  Pick<Policy, 'answers' | 'lastChangeDate'> &
  Record<`premium.${string}` | `cover.${string}` | `holder.${string}`, unknown>;
