import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AccessCode } from '../schemas/access-code.schema';

/** The only code that touches the policyholders' access codes: one per policy, `_id` the policy's id. */
@Injectable()
export class AccessCodesRepository {
  constructor(@InjectModel(AccessCode.name) private readonly codes: Model<AccessCode>) {}

  /** Replaces the policy's code, if it had one. */
  async save(policyId: string, codeHash: string, expiresAt: Date): Promise<void> {
    await this.codes.updateOne({ _id: policyId }, { $set: { codeHash, expiresAt } }, { upsert: true });
  }

  find(policyId: string): Promise<AccessCode | null> {
    return this.codes.findById(policyId).lean<AccessCode>();
  }

  /** Uses this code up; false when another request used it first (or a new code replaced it). */
  async useUp(policyId: string, codeHash: string): Promise<boolean> {
    return (await this.codes.deleteOne({ _id: policyId, codeHash })).deletedCount === 1;
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.codes.deleteMany({ expiresAt: { $lt: now } });
  }
}
