import { Types, type Connection } from 'mongoose';
import type { TestApp } from '#test/harness/test-app';
import { dublinIsoDate } from '#src/common/time/dates';
import { bought, learnerQuote, policySession } from '../../adjustments/adjustments.fixture';
import { PAY_ONLINE } from '../../adjustments/adjustments.service';
import { DataProtectionService } from '../../data-protection/data-protection.service';
import { POLICY_TOKEN_HEADER } from '../../documents/policyholder/policyholder-access.service';
import { QuoteClient } from '../../quotes/quote-http.fixture';
import {
  checkout,
  deliver,
  GOOD_MANDATE,
  postSandboxWebhook,
  records,
  sandboxEvent,
  saveMandate,
  startPaymentsApp,
} from '../payments.fixture';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PAID_BY_CARD = { currency: 'EUR', card: { brand: 'Visa', last4: '4242' } };

describe('paying for a mid-term change on the hosted page', () => {
  let t: TestApp;
  let db: Connection;
  let close: () => Promise<void>;

  beforeAll(async () => ({ t, db, close } = await startPaymentsApp()));
  afterAll(() => close());

  /** A learner's policy in Naas (commuter belt), a session on it, and a move to Dublin 2 priced. */
  async function moveToDublin(buy: (quote: QuoteClient) => Promise<Json> = (quote) => bought(t, db, quote)) {
    const policy = await buy(await learnerQuote(t));
    const token = await policySession(t, db, policy);
    const found = await t
      .http()
      .get('/api/v1/reference/addresses')
      .query({ search: '12 Main Street Dublin 2' });
    const quoted = await t
      .http()
      .post('/api/v1/my-policy/adjustments/quote')
      .set(POLICY_TOKEN_HEADER, token)
      .send({ type: 'change_address', changeAddress: { addressId: found.body.addresses[0].id } })
      .expect(200);
    const adjustment = quoted.body.adjustment as Json;
    const policyId = String(policy._id);
    return {
      policy,
      token,
      adjustment,
      confirm: (adjustmentId = adjustment.id as string) =>
        t.http().post('/api/v1/my-policy/adjustments').set(POLICY_TOKEN_HEADER, token).send({ adjustmentId }),
      checkout: () =>
        t
          .http()
          .post(`/api/v1/payments/adjustments/${adjustment.id}/checkout`)
          .set(POLICY_TOKEN_HEADER, token),
      stored: async () => (await records(db).policies(policyId))[0],
      change: () =>
        db
          .collection('policy_adjustments')
          .findOne({ policyId, _id: new Types.ObjectId(adjustment.id as string) }),
      count: (collection: string, filter: Json) => db.collection(collection).countDocuments(filter),
    };
  }

  it('takes the additional premium on the hosted page and settles the change once, however often the provider tells', async () => {
    const move = await moveToDublin();
    const { policy, adjustment } = move;
    const { price } = adjustment;
    expect(adjustment.outcome).toBe('priced');
    expect(price.payNowCents).toBeGreaterThan(0);
    expect(price.payNowCents).toBe(price.totalCents);

    expect((await move.confirm().expect(409)).body.message).toBe(PAY_ONLINE);
    const started = await move.checkout().expect(201);
    expect(started.body.redirectUrl).toContain(started.body.paymentId);
    const payment = await records(db).payment(started.body.paymentId);
    expect(payment).toMatchObject({
      purpose: 'adjustment',
      subject: { type: 'adjustment', id: adjustment.id },
      amountCents: price.payNowCents,
      subjectReference: policy.policyNumber,
      description: `Car insurance policy ${policy.policyNumber}, change from ${adjustment.effectiveDate}: additional premium`,
      resultPath: '/my-policy/payment',
    });
    // Not paid yet: the policy is as it was, and no turn is held.
    expect(await move.stored()).toEqual(policy);
    expect(await move.count('policy_adjustment_turns', { adjustmentId: adjustment.id })).toBe(0);

    const paid = sandboxEvent(started.body.paymentId, 'payment.succeeded', {
      amountCents: price.payNowCents,
      ...PAID_BY_CARD,
    });
    await deliver(t, paid);
    // The same event again, and another event saying the same: nothing more happens.
    await postSandboxWebhook(t, paid).expect(200);
    await deliver(
      t,
      sandboxEvent(started.body.paymentId, 'payment.succeeded', {
        amountCents: price.payNowCents,
        ...PAID_BY_CARD,
      }),
    );

    expect(await records(db).payment(started.body.paymentId)).toMatchObject({
      status: 'succeeded',
      reference: policy.policyNumber,
    });
    const after = await move.stored();
    expect(after).toMatchObject({
      adjustments: 1,
      premium: { totalCents: policy.premium.totalCents + price.premiumCents + price.levyCents },
      holder: { address: { town: 'Dublin 2' } },
    });
    expect(await move.change()).toMatchObject({ status: 'settled' });
    const policyId = String(policy._id);
    expect(await move.count('policy_documents', { policyId })).toBe(2);
    expect(await move.count('audit_log', { action: 'policy.adjustment.settled', targetId: policyId })).toBe(
      1,
    );
    const mails = await records(db).mails(policy.holder.email);
    expect(mails.filter((m: Json) => m.subject.endsWith('has been changed'))).toHaveLength(1);
    const events = await db
      .collection('events')
      .find({ type: 'policy.adjusted', subjectId: policyId })
      .toArray();
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({
      policyId,
      adjustmentId: adjustment.id,
      summary: adjustment.summary,
      price: { payNowCents: price.payNowCents, totalCents: price.totalCents },
    });
    expect(JSON.stringify(events[0].data)).not.toContain('4242');

    // Paid and made: a second checkout is refused, and so is confirming it.
    await move.checkout().expect(409);
    await move.confirm().expect(200);

    // A data-subject request by the policy number finds the payment through its change.
    const found = await t.app.get(DataProtectionService).find({ policyNumber: policy.policyNumber });
    const payments = found.sections.find((section) => section.section === 'payments');
    expect(payments?.records).toContainEqual(
      expect.objectContaining({ kind: 'Payment', reference: policy.policyNumber }),
    );
  });

  it("puts a monthly payer's additional premium on the Direct Debits left, settled at once and shown", async () => {
    const move = await moveToDublin(async (quote) => {
      await quote.price().expect(200);
      await quote.accept().expect(200);
      await saveMandate(t, quote, GOOD_MANDATE).expect(200);
      const started = await checkout(t, quote, 'monthly_deposit').expect(201);
      const { amountCents } = await records(db).payment(started.body.paymentId);
      await deliver(
        t,
        sandboxEvent(started.body.paymentId, 'payment.succeeded', { amountCents, ...PAID_BY_CARD }),
      );
      return (await records(db).policies(quote.id))[0];
    });
    const { price } = move.adjustment;
    expect(price).toMatchObject({ payNowCents: 0, refundCents: 0 });
    const sum = (list: { amountCents: number }[]) => list.reduce((total, i) => total + i.amountCents, 0);
    const before = (await t.http().get('/api/v1/my-policy').set(POLICY_TOKEN_HEADER, move.token)).body.policy;
    const debitsBefore = before.payments.filter((p: Json) => p.label.startsWith('Direct Debit'));
    expect(sum(price.instalments)).toBe(sum(debitsBefore) + price.totalCents);

    await move.checkout().expect(409);
    await move.confirm().expect(200);
    expect((await move.stored()).premium.schedule).toEqual(price.instalments);
    const page = (await t.http().get('/api/v1/my-policy').set(POLICY_TOKEN_HEADER, move.token)).body.policy;
    expect(
      page.payments.filter((p: Json) => p.label.startsWith('Direct Debit')).map((p: Json) => p.amountCents),
    ).toEqual(price.instalments.map((i: Json) => i.amountCents));
  });

  it('leaves the policy as it was when the payment fails, and lets the policyholder pay again', async () => {
    const move = await moveToDublin();
    const { policy, adjustment } = move;
    const first = await move.checkout().expect(201);
    await deliver(t, sandboxEvent(first.body.paymentId, 'payment.failed', { reason: 'Card declined' }));
    expect((await records(db).payment(first.body.paymentId)).status).toBe('failed');
    expect(await move.stored()).toEqual(policy);
    expect(await move.change()).toMatchObject({ status: 'quoted' });

    const again = await move.checkout().expect(201);
    expect(again.body.paymentId).not.toBe(first.body.paymentId);
    await deliver(
      t,
      sandboxEvent(again.body.paymentId, 'payment.succeeded', {
        amountCents: adjustment.price.payNowCents,
        ...PAID_BY_CARD,
      }),
    );
    expect(await move.stored()).toMatchObject({ adjustments: 1, holder: { address: { town: 'Dublin 2' } } });
  });

  it('holds for staff a payment that arrives after another change took the policy', async () => {
    const move = await moveToDublin();
    const { policy } = move;
    const started = await move.checkout().expect(201);
    // Meanwhile the learner reports a passed test, which settles at once (a refund).
    const test = await t
      .http()
      .post('/api/v1/my-policy/adjustments/quote')
      .set(POLICY_TOKEN_HEADER, move.token)
      .send({
        type: 'passed_test',
        passedTest: { testDate: dublinIsoDate(new Date()), driverNumber: '111 222 333' },
      })
      .expect(200);
    await move.confirm(test.body.adjustment.id).expect(200);
    // The move is out of date: no new checkout for it.
    await move.checkout().expect(409);

    await deliver(
      t,
      sandboxEvent(started.body.paymentId, 'payment.succeeded', {
        amountCents: move.adjustment.price.payNowCents,
        ...PAID_BY_CARD,
      }),
    );
    const payment = await records(db).payment(started.body.paymentId);
    expect(payment.status).toBe('held');
    expect(payment.heldReason).toMatch(/Another change to policy .* refund this payment/);
    expect(await move.stored()).toMatchObject({ adjustments: 1, holder: policy.holder });
    expect(await move.change()).toMatchObject({ status: 'quoted' });
  });
});
