import type mongoose from 'mongoose';
import { createUser, logIn, logInAsAdmin, type TestSession } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import { dublinIsoDate } from '../../common/time/dates';
import { POLICY_TOKEN_HEADER } from '../documents/policyholder/policyholder-access.service';
import { deliver, records, sandboxEvent, startPaymentsApp } from '../payments/payments.fixture';
import { bought, learnerQuote, policySession } from './adjustments.fixture';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('staff and mid-term changes', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let admin: TestSession;
  let staff: TestSession;

  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    admin = await logInAsAdmin(t);
    const user = await createUser(t);
    staff = await logIn(t, user.email, user.password);
  });
  afterAll(() => close());

  async function learnerPolicy() {
    const policy = await bought(t, db, await learnerQuote(t));
    const token = await policySession(t, db, policy);
    const policyId = String(policy._id);
    const as = <T extends { set(name: string, value: string): T }>(req: T) =>
      req.set(POLICY_TOKEN_HEADER, token);
    return {
      policy,
      policyId,
      priceTest: () =>
        as(t.http().post('/api/v1/my-policy/adjustments/quote'))
          .send({
            type: 'passed_test',
            passedTest: { testDate: dublinIsoDate(new Date()), driverNumber: '111 222 333' },
          })
          .expect(200),
      confirm: (adjustmentId: string) =>
        as(t.http().post('/api/v1/my-policy/adjustments')).send({ adjustmentId }),
      awaiting: () => as(t.http().get('/api/v1/my-policy/adjustments')).expect(200),
      checkout: (adjustmentId: string) =>
        as(t.http().post(`/api/v1/payments/adjustments/${adjustmentId}/checkout`)),
      stored: async () => (await records(db).policies(policyId))[0],
      audit: (action: string) => db.collection('audit_log').find({ action, targetId: policyId }).toArray(),
      action: (who: TestSession, adjustmentId: string, what: 'approve' | 'reverse') =>
        who.post(`/api/v1/policy-adjustments/${policyId}/changes/${adjustmentId}/${what}`),
    };
  }

  it('prices a referred change by hand: the policyholder is emailed, sees it on /my-policy, and pays for it', async () => {
    const learner = await learnerPolicy();
    // Staff priced this policy by hand (over the mileage the site quotes): so is any change to it.
    const quote = await records(db).quote(learner.policyId);
    const answers = { ...quote.answers, your_car: { ...quote.answers.your_car, annualMileageKm: 90_000 } };
    await db.collection('policies').updateOne({ _id: learner.policy._id }, { $set: { answers } });
    const referred = (await learner.priceTest()).body.adjustment;
    expect(referred.outcome).toBe('referred');
    const before = await learner.stored();

    const path = `/api/v1/policy-adjustments/${learner.policyId}/changes/${referred.id}/approve`;
    await t.http().post(path).send({ premiumCents: 4_500 }).expect(401);
    const bad = await learner.action(staff, referred.id, 'approve').send({ premiumCents: 12.5 }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['premiumCents']);
    await learner.action(staff, '665f1c2b9d3e4a0012345678', 'approve').send({ premiumCents: 1 }).expect(404);

    const approved = await learner
      .action(staff, referred.id, 'approve')
      .send({ premiumCents: 4_500 })
      .expect(200);
    expect(approved.body.adjustment).toMatchObject({
      id: referred.id,
      status: 'quoted',
      approvedBy: expect.any(String),
      price: { premiumCents: 4_500, levyCents: 135, totalCents: 4_635, payNowCents: 4_635 },
    });
    await learner.action(staff, referred.id, 'approve').send({ premiumCents: 4_500 }).expect(409);
    expect(await learner.stored()).toEqual(before);
    expect(await learner.audit('policy.adjustment.approved')).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ adjustmentId: referred.id, premiumCents: 4_500 }),
      }),
    ]);
    const mails = await records(db).mails(learner.policy.holder.email);
    expect(mails.find((m: Json) => m.subject.endsWith('is priced'))?.text).toContain('€46.35');

    const waiting = (await learner.awaiting()).body.adjustments;
    expect(waiting).toEqual([
      expect.objectContaining({
        id: referred.id,
        outcome: 'priced',
        price: expect.objectContaining({ payNowCents: 4_635 }),
      }),
    ]);
    const started = await learner.checkout(referred.id).expect(201);
    await deliver(
      t,
      sandboxEvent(started.body.paymentId, 'payment.succeeded', {
        amountCents: 4_635,
        currency: 'EUR',
        card: { brand: 'Visa', last4: '4242' },
      }),
    );
    expect(await learner.stored()).toMatchObject({
      adjustments: 1,
      premium: { totalCents: before.premium.totalCents + 4_635 },
      answers: { your_driving_history: { licenceType: 'full_irish' } },
    });
    expect((await learner.awaiting()).body.adjustments).toEqual([]);
  });

  it('reverses the latest change: the policy as it was, new documents, and the money moved back', async () => {
    const learner = await learnerPolicy();
    const { policy } = learner;
    const change = (await learner.priceTest()).body.adjustment;
    await learner.confirm(change.id).expect(200);
    const refund = change.price.refundCents;
    expect(refund).toBeGreaterThan(0);

    // Reversing moves money and rewrites the policy: administrators only.
    await learner.action(staff, change.id, 'reverse').expect(403);
    const reversed = await learner.action(admin, change.id, 'reverse').expect(200);
    const reversal = reversed.body.adjustment;
    expect(reversal).toMatchObject({
      status: 'settled',
      reverses: change.id,
      by: expect.stringContaining(admin.user.email),
      summary: `Reversed: ${change.summary}`,
      price: { totalCents: refund, payNowCents: refund, refundCents: 0 },
    });
    const after = await learner.stored();
    expect(after).toMatchObject({
      adjustments: 2,
      premium: { totalCents: policy.premium.totalCents, levyCents: policy.premium.levyCents },
      answers: { your_driving_history: { licenceType: 'learner_permit' } },
    });
    expect(await db.collection('policy_documents').countDocuments({ policyId: learner.policyId })).toBe(3);
    expect(await learner.audit('policy.adjustment.reversed')).toEqual([
      expect.objectContaining({
        actorLabel: admin.user.email,
        after: expect.objectContaining({ adjustmentId: reversal.id }),
      }),
    ]);
    const event = await db
      .collection('events')
      .findOne({ key: `policy.adjusted:${learner.policyId}:${String(reversal.id)}` });
    expect(event?.data).toMatchObject({ summary: reversal.summary, price: { payNowCents: refund } });
    const mails = await records(db).mails(policy.holder.email);
    expect(mails.find((m: Json) => m.text.includes('We have reversed'))?.text).toContain(
      'we will contact you about paying it',
    );

    const timeline = (await staff.get(`/api/v1/policy-adjustments/${learner.policyId}`).expect(200)).body;
    expect(timeline.adjustments.map((a: Json) => [a.id, a.reversedBy, a.reverses])).toEqual([
      [reversal.id, undefined, change.id],
      [change.id, reversal.id, undefined],
    ]);
    expect((await learner.action(admin, change.id, 'reverse').expect(409)).body.message).toMatch(/reversed/);
  });
});
