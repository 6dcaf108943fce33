import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  ErasureOutcome,
  Findings,
  NOTHING_ERASED,
  PersonalDataHook,
  PersonalDataOwner,
  RetentionCutoffs,
  Subject,
  SweepCount,
} from '../../common/data-protection/personal-data-hook';
import { OutboxMail } from './schemas/outbox-mail.schema';

/** The emails sent to the person, as the outbox keeps them. */
@Injectable()
@PersonalDataOwner()
export class MailPersonalData implements PersonalDataHook {
  readonly section = 'emails';

  constructor(@InjectModel(OutboxMail.name) private readonly outbox: Model<OutboxMail>) {}

  async find(subject: Subject): Promise<Findings> {
    const mails = await this.read(subject);
    return {
      records: mails.map((mail) => ({ kind: 'Email sent', reference: mail.subject, at: mail.createdAt })),
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    return (await this.read(subject)).map((mail) => ({ type: 'email', ...mail }));
  }

  async erase(subject: Subject): Promise<ErasureOutcome> {
    if (subject.emails.length === 0) return NOTHING_ERASED;
    const deleted = await this.outbox.deleteMany({ to: { $in: subject.emails } });
    return { deleted: deleted.deletedCount, anonymised: 0, held: 0 };
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const deleted = await this.outbox.deleteMany({ createdAt: { $lt: cutoffs.outboxMail } });
    return [{ section: this.section, kind: 'outbox mail', count: deleted.deletedCount }];
  }

  private read(subject: Subject) {
    if (subject.emails.length === 0) return Promise.resolve([]);
    return this.outbox
      .find({ to: { $in: subject.emails } })
      .sort({ createdAt: -1 })
      .lean();
  }
}
