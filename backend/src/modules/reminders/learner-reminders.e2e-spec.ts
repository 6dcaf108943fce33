import type mongoose from 'mongoose';
import type { TestApp } from '#test/harness/test-app';
import { Clock } from '../../common/time/clock';
import { addDays, dublinIsoDate } from '../../common/time/dates';
import { bought, learnerQuote, policySession } from '../adjustments/adjustments.fixture';
import { POLICY_TOKEN_HEADER } from '../documents/policyholder/policyholder-access.service';
import { records, startPaymentsApp } from '../payments/payments.fixture';
import { daysAhead } from '../quotes/quote-journey.fixture';
import { emptySubject } from '../../common/data-protection/subject';
import { LearnerReminders } from './learner-reminders.service';
import { RemindersPersonalData } from './reminders.personal-data';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('learner reminders', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;

  beforeAll(async () => ({ t, db, close } = await startPaymentsApp()));
  afterAll(() => close());
  afterEach(() => jest.restoreAllMocks());

  /** A learner's policy (cover from 7 days ahead) whose permit expires in 40 days, the test in 20. */
  const learnerPolicy = async (email: string): Promise<Json> =>
    bought(
      t,
      db,
      await learnerQuote(t, (pages) => {
        pages.your_details.email = email;
        Object.assign(pages.your_driving_history, {
          permitExpiryDate: daysAhead(40),
          testDate: daysAhead(20),
        });
      }),
    );

  /** The job run twice on the day `days` from now, as a restart or a second instance would. */
  async function runTwiceOn(days: number): Promise<void> {
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(addDays(new Date(), days));
    const reminders = t.app.get(LearnerReminders);
    await reminders.run();
    await reminders.run();
  }

  /** The reminders in the policyholder's mail, apart from the documents and the change's email. */
  const subjects = async (email: string) =>
    (await records(db).mails(email))
      .map((mail) => mail.subject as string)
      .filter((subject) => /^(Your learner permit|Did you pass)/.test(subject))
      .sort();

  it('carries the dates to the policy, and sends each reminder once, linking to /my-policy', async () => {
    const email = 'learner.reminded@example.ie';
    const policy = await learnerPolicy(email);
    expect(policy.learner).toEqual({ permitExpiryDate: daysAhead(40), testDate: daysAhead(20) });
    const quote = await records(db).quote(String(policy.quoteId));
    expect(quote.answers.your_driving_history).toMatchObject(policy.learner);

    await runTwiceOn(9);
    expect(await subjects(email)).toEqual([]);

    await runTwiceOn(10);
    const expiry = await subjects(email);
    expect(expiry).toEqual([expect.stringMatching(/^Your learner permit expires on /)]);

    await runTwiceOn(21);
    expect(await subjects(email)).toEqual(['Did you pass? Update your policy in a minute', ...expiry]);
    const [asked] = (await records(db).mails(email)).filter((mail) => mail.subject.startsWith('Did you'));
    expect(asked.text).toContain(`${t.config.publicUrl}/my-policy`);
    expect(await db.collection('learner_reminders').countDocuments({ policyId: String(policy._id) })).toBe(2);

    // The reminders say the policyholder was a learner: they go with the person's other records.
    const personalData = t.app.get(RemindersPersonalData);
    const subject = { ...emptySubject(), recordKeys: [`quote:${String(policy._id)}`] };
    expect((await personalData.find(subject)).records).toHaveLength(2);
    expect(await personalData.erase(subject)).toEqual({ deleted: 2, anonymised: 0, held: 0 });
    expect(await db.collection('learner_reminders').countDocuments({ policyId: String(policy._id) })).toBe(0);
  });

  it('sends nothing once the learner has reported a passed test', async () => {
    const email = 'learner.passed@example.ie';
    const policy = await learnerPolicy(email);
    const token = await policySession(t, db, policy);
    const priced = await t
      .http()
      .post('/api/v1/my-policy/adjustments/quote')
      .set(POLICY_TOKEN_HEADER, token)
      .send({
        type: 'passed_test',
        passedTest: { testDate: dublinIsoDate(new Date()), driverNumber: '111222333' },
      })
      .expect(200);
    await t
      .http()
      .post('/api/v1/my-policy/adjustments')
      .set(POLICY_TOKEN_HEADER, token)
      .send({ adjustmentId: priced.body.adjustment.id })
      .expect(200);

    await runTwiceOn(10);
    await runTwiceOn(21);
    expect(await subjects(email)).toEqual([]);
  });
});
