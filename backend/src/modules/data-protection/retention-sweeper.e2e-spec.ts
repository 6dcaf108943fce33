import { getConnectionToken } from '@nestjs/mongoose';
import mongoose, { Types } from 'mongoose';
import type { SweepCount } from '../../common/data-protection/personal-data-hook';
import { PersonalDataRegistry } from '../../common/data-protection/personal-data-registry';
import { RetentionReports, SweepReport } from '../../common/data-protection/retention-reports';
import { Clock } from '../../common/time/clock';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import { records, startPaymentsApp } from '../payments/payments.fixture';
import { JobLease } from '../../common/jobs/job-lease';
import { Housekeeping } from '../../common/time/housekeeping';
import { Metrics } from '../../common/metrics/metrics';
import { addDays } from '../../common/time/dates';
import { contactFrom, customerWithPolicy, quoteOnly } from './data-protection.fixture';
import { monthsBefore } from './domain/retention';
import { RetentionSweeper } from './retention-sweeper';

describe('retention sweeps', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let admin: TestSession;
  let stored: ReturnType<typeof records>;
  let clock: Clock;
  let sweeper: RetentionSweeper;
  const reports: SweepReport[] = [];

  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    admin = await logInAsAdmin(t);
    stored = records(db);
    clock = t.app.get(Clock);
    sweeper = t.app.get(RetentionSweeper);
    t.app.get(RetentionReports).onSweep((report) => reports.push(report));
  });
  afterAll(() => close());
  afterEach(() => jest.restoreAllMocks());

  const start = new Date();
  const at = (instant: Date) => jest.spyOn(clock, 'now').mockReturnValue(instant);
  const monthsAhead = (months: number) => monthsBefore(start, -months);
  /** What a sweep deleted of one kind, over every section (each form's enquiries are one kind). */
  const count = (counts: SweepCount[] | undefined, kind: string) =>
    (counts ?? []).filter((c) => c.kind === kind).reduce((sum, c) => sum + c.count, 0);

  it('deletes each kind of record once its period has passed, and policy records once their hold ends', async () => {
    const unbought = await quoteOnly(t, 'old.quote@example.ie');
    const bought = await customerWithPolicy(t, stored, 'kept.policy@example.ie');
    await contactFrom(t, 'enquirer@example.ie');
    await t
      .http()
      .post('/api/v1/dg-cookies/consent')
      .send({
        anonymousId: '3f1c2b9d-3e4a-4012-8456-7890abcdef12',
        choices: { functional: true, analytics: false, marketing: false },
        bannerVersion: '1',
        source: 'banner',
      })
      .expect(201);
    await admin.post('/api/v1/data-protection/erase').send({ email: 'kept.policy@example.ie' }).expect(200);
    const [policy] = await stored.policies(bought.quote.id);
    const heldUntil = new Date(policy.retainedUntil);

    const quotes = () => db.collection('quotes').countDocuments({ _id: new Types.ObjectId(unbought.id) });
    const contacts = () => db.collection('contacts').countDocuments({ email: 'enquirer@example.ie' });
    const consents = () => db.collection('cookie_consents').countDocuments({});
    // Both people gave the same phone (one household): erasing one leaves the other's quote.
    expect(await quotes()).toBe(1);

    // Nothing is old yet.
    at(addDays(start, 1));
    const first = await sweeper.run();
    expect(count(first, 'outbox mail')).toBe(0);
    expect(count(first, 'unbought quotes')).toBe(0);

    // After 90 days the outbox is emptied, nothing else.
    at(addDays(start, 91));
    expect(count(await sweeper.run(), 'outbox mail')).toBeGreaterThan(0);
    const deletedMail = (await t.app.get(Metrics).retentionDeleted.get()).values.find(
      (value) => value.labels.kind === 'outbox mail',
    );
    expect(deletedMail?.value).toBeGreaterThan(0);
    expect(await stored.mails('old.quote@example.ie')).toEqual([]);
    expect(await quotes()).toBe(1);

    // After 13 months the unbought quote and its history go; the erased customer's kept policy stays.
    at(addDays(monthsAhead(13), 2));
    expect(count(await sweeper.run(), 'unbought quotes')).toBe(1);
    expect(await quotes()).toBe(0);
    expect(
      await db.collection('quote_events').countDocuments({ quoteId: new Types.ObjectId(unbought.id) }),
    ).toBe(0);
    expect(await stored.policies(bought.quote.id)).toHaveLength(1);
    expect(await contacts()).toBe(1);

    // Enquiries after two years; consent proofs two years after the consent's own five months.
    at(addDays(monthsAhead(24), 2));
    expect(count(await sweeper.run(), 'enquiries')).toBeGreaterThan(0);
    expect(await contacts()).toBe(0);
    expect(await consents()).toBe(1);
    at(addDays(monthsAhead(29), 2));
    expect(count(await sweeper.run(), 'consent proofs')).toBe(1);
    expect(await consents()).toBe(0);

    // The audit log after seven years (a week before the policy's hold ends: its year of cover, then six).
    expect(await db.collection('audit_log').countDocuments({})).toBeGreaterThan(0);
    at(addDays(monthsAhead(84), 2));
    expect(count(await sweeper.run(), 'audit entries')).toBeGreaterThan(0);
    expect(await db.collection('audit_log').countDocuments({})).toBe(0);

    // The policy, its payment and its mandate, once their hold has ended.
    at(addDays(heldUntil, -1));
    await sweeper.run();
    expect(await stored.policies(bought.quote.id)).toHaveLength(1);
    at(addDays(heldUntil, 1));
    const ended = await sweeper.run();
    expect(count(ended, 'held policies past their retention')).toBe(1);
    expect(count(ended, 'kept payments past their retention')).toBe(1);
    expect(count(ended, 'kept mandates past their retention')).toBe(1);
    expect(await stored.policies(bought.quote.id)).toEqual([]);
    expect(await stored.payment(bought.paymentId)).toBeNull();

    // Every sweep was published with its counts, for the metrics.
    expect(reports.length).toBeGreaterThanOrEqual(8);
    expect(reports.at(-1)?.counts).toContainEqual({
      section: 'audit log',
      kind: 'audit entries',
      count: expect.any(Number),
    });
  });

  it('runs on one instance at a time', async () => {
    // Later than every sweep above: each handed its lease back at its own (moved) time.
    at(addDays(new Date(), 365 * 20));
    const other = new RetentionSweeper(
      t.app.get(PersonalDataRegistry),
      t.app.get(RetentionReports),
      new JobLease(t.app.get(getConnectionToken()), clock),
      t.config,
      clock,
      t.app.get(Housekeeping),
      t.app.get(Metrics),
    );
    // Started together, one sweeps and the other finds the job held.
    const runs = await Promise.all([sweeper.run(), other.run()]);
    expect(runs.filter((run) => run !== undefined)).toHaveLength(1);
  });
});
