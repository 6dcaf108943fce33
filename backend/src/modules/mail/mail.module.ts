import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../../config/app-config';
import { MailController } from './mail.controller';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';
import { OutboxTransport } from './outbox.transport';
import { OutboxMail, OutboxMailSchema } from './schemas/outbox-mail.schema';
import { SmtpTransport } from './smtp.transport';
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
      useFactory: (config: AppConfig, outbox: OutboxTransport) =>
        config.MAIL_TRANSPORT === 'smtp' ? new SmtpTransport(config) : outbox,
    },
  ],
  exports: [MailService],
})
export class MailModule {}
