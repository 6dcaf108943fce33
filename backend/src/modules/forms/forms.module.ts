import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../../config/app-config';
import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { CaptchaController } from './captcha/captcha.controller';
import { captchaFor, CaptchaVerifier } from './captcha/captcha-verifier';
import { CONTACT_FORM } from './contact/contact.form';
import { Contact, ContactSchema } from './schemas/contact.schema';
import { ContactsController } from './contact/contacts.controller';
import { FeedbackController } from './feedback/feedback.controller';
import { FEEDBACK_FORM } from './feedback/feedback.form';
import { Feedback, FeedbackSchema } from './schemas/feedback.schema';
import { BotGate } from './inbox/bot-gate';
import { inboxProvider } from './inbox/form-inbox';
import { inboxPersonalData } from './inbox/inbox.personal-data';
import { FormMailer } from './inbox/form-mailer';
import { formsStatisticsSource, FormsStatisticsSource } from './forms-statistics.source';
import { PolicyChangeController } from './policy-change/policy-change.controller';
import { POLICY_CHANGE_FORM } from './policy-change/policy-change.form';
import { PolicyChangeRequest, PolicyChangeRequestSchema } from './schemas/policy-change.schema';

/** The public forms (contact, feedback, policy change) and the inbox mechanism other forms reuse. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Contact.name, schema: ContactSchema },
      { name: Feedback.name, schema: FeedbackSchema },
      { name: PolicyChangeRequest.name, schema: PolicyChangeRequestSchema },
    ]),
    AuditModule,
    MailModule,
  ],
  controllers: [CaptchaController, ContactsController, FeedbackController, PolicyChangeController],
  providers: [
    { provide: CaptchaVerifier, inject: [AppConfig], useFactory: captchaFor },
    BotGate,
    FormMailer,
    inboxProvider(CONTACT_FORM),
    inboxProvider(FEEDBACK_FORM),
    inboxProvider(POLICY_CHANGE_FORM),
    formsStatisticsSource,
    inboxPersonalData(CONTACT_FORM),
    inboxPersonalData(FEEDBACK_FORM),
    inboxPersonalData(POLICY_CHANGE_FORM),
  ],
  exports: [BotGate, FormMailer, FormsStatisticsSource],
})
export class FormsModule {}
