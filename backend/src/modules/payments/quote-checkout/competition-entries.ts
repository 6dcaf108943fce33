import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { ignoreDuplicates, isDuplicateKeyError } from '#src/common/http/problem';
import { calendarKeys } from '#src/common/time/calendar';
import type { PolicyView } from '../../quotes';
import { CompetitionEntry } from '../schemas/competition-entry.schema';

function entryOf(policy: PolicyView, at: Date): CompetitionEntry & { _id: string } {
  return {
    _id: policy._id,
    quoteId: policy.quoteId,
    policyNumber: policy.policyNumber,
    name: `${policy.holder.firstName} ${policy.holder.lastName}`,
    email: policy.holder.email,
    createdDay: calendarKeys(at).createdDay,
  };
}

/** Buying a policy enters its holder into the gift card competition, once per policy. */
@Injectable()
export class CompetitionEntries {
  constructor(@InjectModel(CompetitionEntry.name) private readonly entries: Model<CompetitionEntry>) {}

  /** Demo data: entries of policies bought in the past, dated when each was bought. */
  async enterDemo(policies: PolicyView[]): Promise<void> {
    const entries = policies.map((policy) => ({
      ...entryOf(policy, policy.createdAt),
      createdAt: policy.createdAt,
      updatedAt: policy.createdAt,
    }));
    await this.entries.insertMany(entries, { ordered: false, timestamps: false }).catch(ignoreDuplicates);
  }

  async enter(policy: PolicyView, at: Date): Promise<void> {
    try {
      await this.entries.create(entryOf(policy, at));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
