import { formatDay } from '#src/common/text/formats';
import { link, mailBody, paragraph, signOff } from '#src/common/mail/mail-template';
import type { MailMessage } from '../../mail';
import type { DueReminder } from './learner-reminders';

export interface LearnerReminderContext {
  brandName: string;
  /** The policyholder's page, where a passed test is reported and priced. */
  myPolicyUrl: string;
  policy: { policyNumber: string; holder: { firstName: string; email: string } };
}

/** The permit's reminder, or the question after the test: each sends the learner to /my-policy. */
export function learnerReminderMail(context: LearnerReminderContext, reminder: DueReminder): MailMessage {
  const { policy, brandName } = context;
  const day = formatDay(reminder.date);
  const [subject, ...says] =
    reminder.kind === 'permit_expiry'
      ? [
          `Your learner permit expires on ${day}`,
          `Your learner permit expires on ${day}. Your policy ${policy.policyNumber} covers you to drive only on a valid permit or licence, so please renew it in time.`,
          'Passed your test already? Update your policy in a minute: you see the new price at once.',
        ]
      : [
          'Did you pass? Update your policy in a minute',
          `Your driving test was booked for ${day}. If you passed, well done! Tell us on your policy's page: you see the new price at once, and your new documents are issued as soon as you confirm.`,
        ];
  return {
    to: policy.holder.email,
    subject,
    ...mailBody([
      paragraph(`Hello ${policy.holder.firstName},`),
      ...says.map(paragraph),
      link(context.myPolicyUrl, 'Update your policy'),
      signOff(brandName),
    ]),
  };
}
