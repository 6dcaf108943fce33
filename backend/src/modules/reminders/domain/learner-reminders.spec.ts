import { dueReminders, type LearnerPolicyFacts, reminderWindow } from './learner-reminders';

const learner = (overrides: Partial<LearnerPolicyFacts> = {}): LearnerPolicyFacts => ({
  id: 'p1',
  status: 'active',
  startDate: '2027-01-10',
  endDate: '2028-01-09',
  erased: false,
  licenceType: 'learner_permit',
  learner: { permitExpiryDate: '2027-06-30' },
  ...overrides,
});

const kinds = (policies: LearnerPolicyFacts[], today: string) =>
  dueReminders(policies, today).map(({ kind, date }) => `${kind} ${date}`);

describe('which learner reminders are due', () => {
  it('reminds of the permit from exactly 30 days before it expires until the day it does', () => {
    const policy = learner();
    expect(kinds([policy], '2027-05-30')).toEqual([]);
    expect(dueReminders([policy], '2027-05-31')).toEqual([
      { key: 'p1#permit_expiry#2027-06-30', policyId: 'p1', kind: 'permit_expiry', date: '2027-06-30' },
    ]);
    expect(kinds([policy], '2027-06-30')).toEqual(['permit_expiry 2027-06-30']);
    expect(kinds([policy], '2027-07-01')).toEqual([]);
  });

  it('counts the 30 days across a leap day', () => {
    const policy = learner({
      startDate: '2028-01-01',
      endDate: '2028-12-31',
      learner: { permitExpiryDate: '2028-03-15' },
    });
    expect(kinds([policy], '2028-02-13')).toEqual([]);
    expect(kinds([policy], '2028-02-14')).toEqual(['permit_expiry 2028-03-15']);
  });

  it('asks after a test on 29 February from 1 March, for 14 days', () => {
    const policy = learner({
      startDate: '2028-01-01',
      endDate: '2028-12-31',
      learner: { permitExpiryDate: '2029-06-30', testDate: '2028-02-29' },
    });
    expect(kinds([policy], '2028-02-29')).toEqual([]);
    expect(kinds([policy], '2028-03-01')).toEqual(['test_follow_up 2028-02-29']);
    expect(kinds([policy], '2028-03-14')).toEqual(['test_follow_up 2028-02-29']);
    expect(kinds([policy], '2028-03-15')).toEqual([]);
  });

  it('gives both on a day both are due, each under its own key', () => {
    const policy = learner({ learner: { permitExpiryDate: '2027-06-30', testDate: '2027-06-01' } });
    expect(dueReminders([policy], '2027-06-02').map((due) => due.key)).toEqual([
      'p1#permit_expiry#2027-06-30',
      'p1#test_follow_up#2027-06-01',
    ]);
  });

  it('sends nothing to a policyholder whose licence is full, or on a policy that is not live', () => {
    const today = '2027-06-15';
    expect(kinds([learner({ licenceType: 'full_irish' })], today)).toEqual([]);
    expect(kinds([learner({ erased: true })], today)).toEqual([]);
    expect(kinds([learner({ startDate: '2027-06-16', endDate: '2028-06-15' })], today)).toEqual([]);
    expect(kinds([learner({ startDate: '2026-06-15', endDate: '2027-06-14' })], today)).toEqual([]);
    expect(kinds([learner({ status: 'lapsed' })], today)).toEqual([]);
    expect(kinds([learner()], today)).toEqual(['permit_expiry 2027-06-30']);
  });

  it('looks up permits not yet expired and tests of the last 14 days', () => {
    expect(reminderWindow('2028-03-01')).toEqual({ permitExpiresFrom: '2028-03-01', testFrom: '2028-02-16' });
  });
});
