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
}
