import { Injectable, Logger } from '@nestjs/common';
import { maskAddress, MailTransport, OutgoingMail } from './mail-transport';
import { OutboxRepository } from './outbox.repository';

/** Keeps mail in the database for staff and tests to read (GET /mail/outbox); logs only who and what. */
@Injectable()
export class OutboxTransport extends MailTransport {
  private readonly logger = new Logger('Mail');

  constructor(private readonly outbox: OutboxRepository) {
    super();
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    await this.outbox.insert(mail);
    this.logger.log(`Outbox: "${mail.subject}" to ${maskAddress(mail.to)}`);
  }
}
