import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { DeletedByEmail, EmailKeyedRecord } from '../../common/data-protection/deleted-by-email';
import { PersonalDataOwner } from '../../common/data-protection/personal-data-hook';
import { OutboxMail } from './schemas/outbox-mail.schema';

type OutboxMailRecord = OutboxMail & { _id: unknown };

/** The emails sent to the person, as the outbox keeps them; swept after the outbox period. */
@Injectable()
@PersonalDataOwner()
export class MailPersonalData extends DeletedByEmail<OutboxMailRecord> {
  readonly section = 'emails';
  protected readonly keyKind = 'email';

  constructor(@InjectModel(OutboxMail.name) outbox: Model<OutboxMail>) {
    super(outbox as unknown as Model<EmailKeyedRecord>, {
      emailField: 'to',
      sweep: { kind: 'outbox mail', cutoff: 'outboxMail' },
    });
  }

  protected held(mail: OutboxMailRecord) {
    return { kind: 'Email sent', reference: mail.subject, at: mail.createdAt };
  }

  protected exported(mail: OutboxMailRecord) {
    return { type: 'email', ...mail };
  }
}
