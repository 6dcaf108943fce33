import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKeyError } from '../../../common/http/problem';
import { calendarKeys } from '../../../common/time/calendar';
import type { PolicyView } from '../../quotes/policies.service';
import { CompetitionEntry } from '../schemas/competition-entry.schema';

/** Buying a policy enters its holder into the gift card competition, once per policy. */
@Injectable()
export class CompetitionEntries {
  constructor(@InjectModel(CompetitionEntry.name) private readonly entries: Model<CompetitionEntry>) {}

  async enter(policy: PolicyView, at: Date): Promise<void> {
    try {
      await this.entries.create({
        _id: policy._id,
        quoteId: policy.quoteId,
        policyNumber: policy.policyNumber,
        name: `${policy.holder.firstName} ${policy.holder.lastName}`,
        email: policy.holder.email,
        createdDay: calendarKeys(at).createdDay,
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
