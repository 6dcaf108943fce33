import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKeyError } from '../../common/http/problem';
import type { DueReminder } from './domain/learner-reminders';
import { LearnerReminder } from './schemas/learner-reminder.schema';

/** The only code that touches the learner reminders sent. */
@Injectable()
export class LearnerRemindersRepository {
  constructor(@InjectModel(LearnerReminder.name) private readonly reminders: Model<LearnerReminder>) {}

  /** True when this call took the reminder; false when it was sent (or is being sent) already. */
  async claim({ key, policyId, kind }: DueReminder, at: Date): Promise<boolean> {
    try {
      await this.reminders.create({ _id: key, policyId, kind, sentAt: at });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** A reminder whose email failed goes again on the next run. */
  async release(key: string): Promise<void> {
    await this.reminders.deleteOne({ _id: key });
  }
}
