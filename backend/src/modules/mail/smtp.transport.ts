import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config';
import { maskAddress, MailTransport, OutgoingMail } from './mail-transport';

/** Real delivery through SMTP_URL (nodemailer). */
@Injectable()
export class SmtpTransport extends MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;

  constructor(config: AppConfig) {
    super();
    this.transporter = createTransport(config.SMTP_URL);
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(mail);
    this.logger.log(`SMTP: "${mail.subject}" to ${maskAddress(mail.to)}`);
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
