import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  ErasureOutcome,
  Findings,
  NOTHING_ERASED,
  PersonalDataHook,
  PersonalDataOwner,
  recordIds,
  RetentionCutoffs,
  Subject,
  SweepCount,
} from '../../common/data-protection/personal-data-hook';
import { LearnerReminder } from './schemas/learner-reminder.schema';

/**
 * The learner reminders sent for the person's policies (a policy's id is its quote's): each says the
 * policyholder was a learner, and when the permit expires or the test was. Kept as long as the emails.
 */
@Injectable()
@PersonalDataOwner()
export class RemindersPersonalData implements PersonalDataHook {
  readonly section = 'learner reminders';

  constructor(@InjectModel(LearnerReminder.name) private readonly reminders: Model<LearnerReminder>) {}

  async find(subject: Subject): Promise<Findings> {
    const records = (await this.remindersOf(subject)).map((reminder) => ({
      kind: 'Learner reminder sent',
      reference: reminder._id,
      at: reminder.sentAt,
    }));
    return { records };
  }

  async export(subject: Subject): Promise<unknown[]> {
    return (await this.remindersOf(subject)).map((reminder) => ({ type: 'learner reminder', ...reminder }));
  }

  async erase(subject: Subject): Promise<ErasureOutcome> {
    const policyIds = recordIds(subject, 'quote');
    if (policyIds.length === 0) return { ...NOTHING_ERASED };
    const erased = await this.reminders.deleteMany({ policyId: { $in: policyIds } });
    return { deleted: erased.deletedCount, anonymised: 0, held: 0 };
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const swept = await this.reminders.deleteMany({ sentAt: { $lt: cutoffs.outboxMail } });
    return [
      {
        section: this.section,
        kind: 'learner reminders past the emails’ retention',
        count: swept.deletedCount,
      },
    ];
  }

  private remindersOf(subject: Subject): Promise<LearnerReminder[]> {
    const policyIds = recordIds(subject, 'quote');
    if (policyIds.length === 0) return Promise.resolve([]);
    return this.reminders.find({ policyId: { $in: policyIds } }).lean<LearnerReminder[]>();
  }
}
