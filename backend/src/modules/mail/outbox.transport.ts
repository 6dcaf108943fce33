import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { maskAddress, MailTransport, OutgoingMail } from './mail-transport';
import { OutboxMail } from './schemas/outbox-mail.schema';

/** Keeps mail in the database for staff and tests to read (GET /mail/outbox); logs only who and what. */
@Injectable()
export class OutboxTransport extends MailTransport {
  private readonly logger = new Logger('Mail');

  constructor(@InjectModel(OutboxMail.name) private readonly outbox: Model<OutboxMail>) {
    super();
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    await this.outbox.create(mail);
    this.logger.log(`Outbox: "${mail.subject}" to ${maskAddress(mail.to)}`);
  }
}
