import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../mail';
import { QuotesModule } from '../quotes';
import { LearnerReminders } from './learner-reminders.service';
import { LearnerRemindersRepository } from './learner-reminders.repository';
import { RemindersPersonalData } from './reminders.personal-data';
import { LearnerReminder, LearnerReminderSchema } from './schemas/learner-reminder.schema';

/** Emails that bring a policyholder back to /my-policy when a change is likely: a learner's permit and test. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: LearnerReminder.name, schema: LearnerReminderSchema }]),
    QuotesModule,
    MailModule,
  ],
  providers: [LearnerRemindersRepository, LearnerReminders, RemindersPersonalData],
})
export class RemindersModule {}
