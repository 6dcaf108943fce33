import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../../config/app-config';
import { MailController } from './mail.controller';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';
import { OutboxTransport } from './outbox.transport';
import { OutboxMail, OutboxMailSchema } from './schemas/outbox-mail.schema';
import { MailPersonalData } from './mail.personal-data';

@Module({
  imports: [MongooseModule.forFeature([{ name: OutboxMail.name, schema: OutboxMailSchema }])],
  controllers: [MailController],
  providers: [
    MailService,
    OutboxRepository,
    OutboxTransport,
    MailPersonalData,
    {
      provide: MailTransport,
      inject: [AppConfig, OutboxTransport],
      // nodemailer loads only where SMTP delivers: the outbox (the default, and every test) never needs it.
      useFactory: async (config: AppConfig, outbox: OutboxTransport) => {
        if (config.MAIL_TRANSPORT !== 'smtp') return outbox;
        const { SmtpTransport } = await import('./smtp.transport');
        return new SmtpTransport(config);
      },
    },
  ],
  exports: [MailService],
})
export class MailModule {}
