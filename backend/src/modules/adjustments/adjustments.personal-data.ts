import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  ErasureOutcome,
  Findings,
  NOTHING_ERASED,
  PersonalDataHook,
  PersonalDataOwner,
  Subject,
} from '../../common/data-protection/personal-data-hook';
import { PolicyAdjustment, PolicyAdjustmentRecord } from './schemas/policy-adjustment.schema';

/**
 * The mid-term changes of the person's policies, each with every answer before and after. The policy
 * keeps the contract's terms for the law (quotes' hook); the changes' answers go with the rest. Their
 * additional premiums' payments are the payments hook's (`adjustment:<id>` record keys).
 */
@Injectable()
@PersonalDataOwner()
export class AdjustmentsPersonalData implements PersonalDataHook {
  readonly section = 'policy changes';

  constructor(@InjectModel(PolicyAdjustment.name) private readonly adjustments: Model<PolicyAdjustment>) {}

  async find(subject: Subject): Promise<Findings> {
    const adjustments = await this.adjustmentsOf(subject);
    const records = adjustments.map((adjustment) => ({
      kind: 'Policy change',
      reference: `${adjustment.policyNumber}: ${adjustment.summary}`,
      at: adjustment.createdAt,
    }));
    // The payments hook finds an additional premium's payment by its change.
    return {
      records,
      identifiers: { recordKeys: adjustments.map(({ _id }) => `adjustment:${String(_id)}`) },
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    return (await this.adjustmentsOf(subject)).map((adjustment) => ({
      type: 'policy change',
      ...adjustment,
    }));
  }

  async erase(subject: Subject): Promise<ErasureOutcome> {
    if (subject.policyNumbers.length === 0) return { ...NOTHING_ERASED };
    const erased = await this.adjustments.deleteMany({ policyNumber: { $in: subject.policyNumbers } });
    return { deleted: erased.deletedCount, anonymised: 0, held: 0 };
  }

  private adjustmentsOf(subject: Subject): Promise<PolicyAdjustmentRecord[]> {
    if (subject.policyNumbers.length === 0) return Promise.resolve([]);
    return this.adjustments
      .find({ policyNumber: { $in: subject.policyNumbers } })
      .lean<PolicyAdjustmentRecord[]>();
  }
}
