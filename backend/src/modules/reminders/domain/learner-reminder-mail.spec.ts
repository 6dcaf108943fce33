import { HOSTILE_NAME, linksOf, tagsOf } from '#src/common/mail/hostile-input.fixture';
import { learnerReminderMail, type LearnerReminderContext } from './learner-reminder-mail';
import type { DueReminder } from './learner-reminders';

const context = (firstName = 'Aoife'): LearnerReminderContext => ({
  brandName: 'Ivy',
  myPolicyUrl: 'https://ivy.example/my-policy',
  policy: { policyNumber: 'IVY-P-4HXM9R2C', holder: { firstName, email: 'aoife@example.ie' } },
});

const due = (kind: DueReminder['kind'], date: string): DueReminder => ({
  key: `p1#${kind}#${date}`,
  policyId: 'p1',
  kind,
  date,
});

describe('the learner reminder emails', () => {
  it('tells of the permit expiring, and links to /my-policy', () => {
    const mail = learnerReminderMail(context(), due('permit_expiry', '2027-06-30'));
    expect(mail).toMatchObject({
      to: 'aoife@example.ie',
      subject: 'Your learner permit expires on 30 June 2027',
    });
    expect(mail.text).toContain('Hello Aoife,');
    expect(mail.text).toContain('policy IVY-P-4HXM9R2C');
    expect(mail.text).toContain('Update your policy: https://ivy.example/my-policy');
    expect(mail.html).toContain('<a href="https://ivy.example/my-policy">Update your policy</a>');
  });

  it('asks after the test whether it was passed', () => {
    const mail = learnerReminderMail(context(), due('test_follow_up', '2027-06-01'));
    expect(mail.subject).toBe('Did you pass? Update your policy in a minute');
    expect(mail.text).toContain('Your driving test was booked for 1 June 2027.');
  });

  it("escapes the policyholder's name in the HTML part", () => {
    const mail = learnerReminderMail(context(HOSTILE_NAME), due('test_follow_up', '2027-06-01'));
    expect(tagsOf(mail.html)).toEqual(['p', 'p', 'p', 'a', 'p', 'br']);
    expect(linksOf(mail.html)).toEqual([
      { href: 'https://ivy.example/my-policy', label: 'Update your policy' },
    ]);
  });
});
