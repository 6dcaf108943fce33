import type mongoose from 'mongoose';
import { binaryBody } from '#test/harness/binary-body';
import { logInAsAdmin } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import { readPdf } from '../../common/pdf/pdf-text.fixture';
import { dublinIsoDate } from '../../common/time/dates';
import { POLICY_TOKEN_HEADER } from '../documents/policyholder/policyholder-access.service';
import { records, startPaymentsApp } from '../payments/payments.fixture';
import { emptySubject } from '../../common/data-protection/subject';
import { AdjustmentsPersonalData } from './adjustments.personal-data';
import { CHANGE_IN_PROGRESS, REFERRED } from './adjustments.service';
import { learnerQuote, myPolicyClient } from './adjustments.fixture';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('mid-term changes on /my-policy', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;

  beforeAll(async () => ({ t, db, close } = await startPaymentsApp()));
  afterAll(() => close());

  /** A learner's policy bought, and a session on it. */
  const learnerPolicy = async () => myPolicyClient(t, db, await learnerQuote(t));

  const passedTest = (testDate = dublinIsoDate(new Date())) => ({
    type: 'passed_test',
    passedTest: { testDate, driverNumber: '111 222 333' },
  });

  it('prices a passed test without changing the policy, then settles the refund with new documents', async () => {
    const learner = await learnerPolicy();
    const { policy } = learner;
    const quoted = await learner.price(passedTest()).expect(200);
    const { adjustment } = quoted.body;
    expect(adjustment).toMatchObject({
      outcome: 'priced',
      effectiveDate: policy.startDate,
      summary: expect.stringContaining('now a full Irish licence holder'),
    });
    const { price } = adjustment;
    expect(price.totalCents).toBeLessThan(0);
    expect(price.levyCents).toBe(Math.round(price.premiumCents * 0.03));
    expect(price.totalCents).toBe(price.premiumCents + price.levyCents + price.adminFeeCents);
    expect(price.refundCents).toBe(-price.totalCents);
    expect(price.annualBeforeCents).toBe(policy.premium.totalCents);
    expect(await learner.stored()).toEqual(policy);

    const settled = await learner.confirm(adjustment.id).expect(200);
    expect(settled.body.adjustment).toMatchObject({ id: adjustment.id, outcome: 'settled' });
    const after = await learner.stored();
    expect(after).toMatchObject({
      adjustments: 1,
      lastChangeDate: policy.startDate,
      premium: {
        totalCents: policy.premium.totalCents + price.premiumCents + price.levyCents,
        levyCents: policy.premium.levyCents + price.levyCents,
      },
      answers: { your_driving_history: { licenceType: 'full_irish', driverNumber: '111222333' } },
    });
    expect(after.pendingAdjustment).toBeUndefined();

    const page = (await learner.page()).body.policy;
    expect(page.premiumCents).toBe(after.premium.totalCents);
    expect(page.documents.map((d: Json) => `${d.kind} v${d.version} ${d.current}`)).toEqual([
      'schedule v2 true',
      'certificate v2 true',
      'disc v2 true',
      'statement_of_fact v2 true',
      'schedule v1 false',
      'certificate v1 false',
      'disc v1 false',
      'statement_of_fact v1 false',
    ]);
    const certificate = await binaryBody(
      t.http().get('/api/v1/my-policy/documents/certificate').set(POLICY_TOKEN_HEADER, learner.token),
    ).expect(200);
    expect((await readPdf(certificate.body as Buffer)).text).toMatch(
      /Policyholder's licence\s*Full Irish licence/,
    );

    const mails = await records(db).mails(policy.holder.email);
    const mail = mails.find((m: Json) =>
      m.subject.endsWith(`policy ${policy.policyNumber} has been changed`),
    );
    expect(mail?.text).toContain('passed the driving test');
    expect(mail?.text).toMatch(/Refund: €[\d,.]+, which we return to your card/);
    const audit = await db
      .collection('audit_log')
      .findOne({ action: 'policy.adjustment.settled', targetId: String(policy._id) });
    expect(audit?.after).toMatchObject({ adjustmentId: adjustment.id });
    // Integrators hear of the change, and of the policy's new documents.
    const event = await db
      .collection('events')
      .findOne({ key: `policy.documents_issued:${String(policy._id)}:v2` });
    expect(event?.data).toMatchObject({ version: 2 });
    const adjusted = await db
      .collection('events')
      .findOne({ key: `policy.adjusted:${String(policy._id)}:${adjustment.id}` });
    expect(adjusted?.data).toEqual({
      policyId: String(policy._id),
      policyNumber: policy.policyNumber,
      adjustmentId: adjustment.id,
      type: 'passed_test',
      summary: adjustment.summary,
      effectiveDate: policy.startDate,
      price,
    });

    // Staff see it on the policy's timeline: before and after, the price, who and when.
    const admin = await logInAsAdmin(t);
    const timeline = await admin.get(`/api/v1/policy-adjustments/${String(policy._id)}`).expect(200);
    expect(timeline.body.adjustments).toEqual([
      expect.objectContaining({
        id: adjustment.id,
        status: 'settled',
        type: 'passed_test',
        by: 'policyholder (my-policy)',
        settledAt: expect.any(String),
        price: expect.objectContaining({
          annualBeforeCents: price.annualBeforeCents,
          totalCents: price.totalCents,
        }),
      }),
    ]);
    await t
      .http()
      .get(`/api/v1/policy-adjustments/${String(policy._id)}`)
      .expect(401);

    // Confirmed again (a retry): the same answer, nothing applied twice.
    await learner.confirm(adjustment.id).expect(200);
    expect((await learner.stored()).adjustments).toBe(1);
    // A full licence holder now: the same change is refused, by field.
    const again = await learner.price(passedTest()).expect(422);
    expect(again.body.errors._).toEqual(['This driver already holds a full licence.']);
  });

  it('moves house in the same area: no difference to pay, settled at once, the new address on the schedule', async () => {
    const learner = await learnerPolicy();
    const found = await t.http().get('/api/v1/reference/addresses').query({ search: '14 Main Street Naas' });
    const [address] = found.body.addresses;
    const unknown = await learner
      .price({ type: 'change_address', changeAddress: { addressId: 'nowhere' } })
      .expect(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['changeAddress.addressId']);

    const quoted = await learner.price({ type: 'change_address', changeAddress: { addressId: address.id } });
    expect(quoted.body.adjustment).toMatchObject({
      outcome: 'priced',
      summary: `A new address: ${address.line1}, ${address.town}`,
      price: { premiumCents: 0, levyCents: 0, totalCents: 0, payNowCents: 0, refundCents: 0 },
    });
    await learner.confirm(quoted.body.adjustment.id).expect(200);
    expect((await learner.stored()).holder.address).toEqual({
      line1: address.line1,
      town: address.town,
      county: address.county,
      eircode: address.eircode,
    });
    const schedule = await binaryBody(
      t.http().get('/api/v1/my-policy/documents/schedule').set(POLICY_TOKEN_HEADER, learner.token),
    ).expect(200);
    expect((await readPdf(schedule.body as Buffer)).text).toContain(address.line1);
  });

  it('lets one of two changes priced together apply, and refuses the other with a clear 409', async () => {
    const learner = await learnerPolicy();
    const [first, second] = await Promise.all([learner.price(passedTest()), learner.price(passedTest())]);
    const answers = await Promise.all([
      learner.confirm(first.body.adjustment.id),
      learner.confirm(second.body.adjustment.id),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)?.body.message).toBe(CHANGE_IN_PROGRESS);
    const after = await learner.stored();
    expect(after.adjustments).toBe(1);
    expect(after.pendingAdjustment).toBeUndefined();
  });

  it('refuses bad input by field, an unknown change and a missing session', async () => {
    const learner = await learnerPolicy();
    const bad = await learner.price({
      type: 'passed_test',
      passedTest: { testDate: '2020-02-30', driverNumber: '12' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['passedTest.driverNumber', 'passedTest.testDate']);
    await learner.price({ type: 'passed_test' }).expect(400);
    await learner.confirm('665f1c2b9d3e4a0012345678').expect(404);
    await t.http().post('/api/v1/my-policy/adjustments/quote').send(passedTest()).expect(401);
  });

  it('hands a change the rules refer to staff, with the answers, and leaves the policy as it was', async () => {
    const learner = await learnerPolicy();
    // Staff priced this policy by hand (over the mileage the site quotes): so is any change to it.
    const quote = await records(db).quote(String(learner.policy._id));
    const answers = { ...quote.answers, your_car: { ...quote.answers.your_car, annualMileageKm: 90_000 } };
    await db.collection('policies').updateOne({ _id: learner.policy._id }, { $set: { answers } });
    const before = await learner.stored();

    const res = await learner.price(passedTest()).expect(200);
    expect(res.body.message).toBe(REFERRED);
    expect(res.body.adjustment).toMatchObject({ outcome: 'referred' });
    expect(res.body.adjustment.price).toBeUndefined();
    const request = await db
      .collection('policy_adjustments')
      .findOne({ policyId: String(learner.policy._id) });
    expect(request).toMatchObject({
      status: 'referred',
      reasons: [{ code: 'PRICED_BY_STAFF' }],
      answersAfter: { your_driving_history: { licenceType: 'full_irish' } },
    });
    expect((await learner.confirm(res.body.adjustment.id).expect(409)).body.message).toBe(REFERRED);
    expect(await learner.stored()).toEqual(before);

    // A data-subject request finds the change (with its answers) by the policy number, and erases it.
    const hook = t.app.get(AdjustmentsPersonalData);
    const subject = { ...emptySubject(), policyNumbers: [learner.policy.policyNumber] };
    expect((await hook.find(subject)).records).toEqual([
      expect.objectContaining({
        kind: 'Policy change',
        reference: expect.stringContaining('passed the driving test'),
      }),
    ]);
    expect(await hook.erase(subject)).toEqual({ deleted: 1, anonymised: 0, held: 0 });
    expect(
      await db.collection('policy_adjustments').countDocuments({ policyId: String(learner.policy._id) }),
    ).toBe(0);
  });
});
