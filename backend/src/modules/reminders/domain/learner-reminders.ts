import type { IsoDate } from '../../rating';

export type LearnerReminderKind = 'permit_expiry' | 'test_follow_up';

/** What of a policy the reminders read. */
export interface LearnerPolicyFacts {
  id: string;
  status: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Kept only for the law after an erasure: nobody is written to about it. */
  erased: boolean;
  /** The policyholder's licence now: a passed test reported on /my-policy makes it full. */
  licenceType: string;
  learner: { permitExpiryDate: IsoDate; testDate?: IsoDate };
}

export interface DueReminder {
  /** One per policy, reminder and date: sending claims it, so it goes once across restarts and instances. */
  key: string;
  policyId: string;
  kind: LearnerReminderKind;
  /** The permit's expiry, or the day of the test. */
  date: IsoDate;
}

/** The permit reminder goes this many days before the expiry: time to renew it or to pass the test. */
export const PERMIT_NOTICE_DAYS = 30;
/**
 * A reminder whose day passed without a run (the site down that day) still goes while it makes sense:
 * the permit's until it expires, the test's for this many days after the test.
 */
export const TEST_FOLLOW_UP_DAYS = 14;

function shift(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The policies any reminder due today can concern: a permit not yet expired, or a test in the last days. */
export function reminderWindow(today: IsoDate): { permitExpiresFrom: IsoDate; testFrom: IsoDate } {
  return { permitExpiresFrom: today, testFrom: shift(today, -TEST_FOLLOW_UP_DAYS) };
}

const isLive = (policy: LearnerPolicyFacts, today: IsoDate): boolean =>
  policy.status === 'active' && !policy.erased && policy.startDate <= today && today <= policy.endDate;

const within = (today: IsoDate, from: IsoDate, to: IsoDate): boolean => from <= today && today <= to;

/** The reminders due today (Europe/Dublin) for live policies whose policyholder is still a learner. */
export function dueReminders(policies: LearnerPolicyFacts[], today: IsoDate): DueReminder[] {
  return policies
    .filter((policy) => isLive(policy, today) && policy.licenceType === 'learner_permit')
    .flatMap((policy) => {
      const { permitExpiryDate: expiry, testDate } = policy.learner;
      const due: DueReminder[] = [];
      if (within(today, shift(expiry, -PERMIT_NOTICE_DAYS), expiry)) {
        due.push(reminder(policy.id, 'permit_expiry', expiry));
      }
      if (testDate && within(today, shift(testDate, 1), shift(testDate, TEST_FOLLOW_UP_DAYS))) {
        due.push(reminder(policy.id, 'test_follow_up', testDate));
      }
      return due;
    });
}

const reminder = (policyId: string, kind: LearnerReminderKind, date: IsoDate): DueReminder => ({
  key: `${policyId}#${kind}#${date}`,
  policyId,
  kind,
  date,
});
