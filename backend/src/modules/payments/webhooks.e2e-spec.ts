import mongoose from 'mongoose';
import { startTestApp, type TestApp } from '#test/harness/test-app';
import { Clock } from '../../common/time/clock';
import type { QuoteClient } from '../quotes/quote-http.fixture';
import { journeyPages } from '../quotes/quote-journey.fixture';
import { signatureHeader } from './domain/webhook-signature';
import { PaymentMandates } from './payment-mandates.service';
import { HELD_MESSAGE } from './payment.views';
import {
  checkout,
  deliver,
  eventsIn,
  notesOf,
  postSandboxWebhook,
  pricedQuote,
  records,
  sandboxEvent,
  settled,
  startPaymentsApp,
  TEST_SANDBOX_SECRET,
} from './payments.fixture';
import { QUOTE_TOKEN_HEADER } from '../quotes/quote-access.service';
import { ResultLinks } from './result-links.service';
import { PaymentSettlement } from './payment-settlement.service';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('payment webhooks', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let stored: ReturnType<typeof records>;
  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    stored = records(db);
  });
  afterAll(() => close());
  afterEach(() => jest.restoreAllMocks());

  /** A quote with an open annual checkout. */
  async function opened(): Promise<{ quote: QuoteClient; paymentId: string; amountCents: number }> {
    const quote = await pricedQuote(t);
    const res = await checkout(t, quote).expect(201);
    const payment = await stored.payment(res.body.paymentId);
    return { quote, paymentId: res.body.paymentId, amountCents: payment.amountCents };
  }

  const paid = (paymentId: string, amountCents: number, id?: string) =>
    sandboxEvent(
      paymentId,
      'payment.succeeded',
      { amountCents, currency: 'EUR', card: { brand: 'Visa', last4: '4242' } },
      id,
    );

  it('issues the policy on a verified payment: the quote bought, a competition entry, one email', async () => {
    const { quote, paymentId, amountCents } = await opened();
    const res = await postSandboxWebhook(t, paid(paymentId, amountCents)).expect(200);
    // Answered once recorded; the policy is issued just after.
    expect(res.body).toMatchObject({ ok: true, message: 'Received.' });
    await settled(t);
    expect(await notesOf(db, paymentId)).toEqual([expect.stringMatching(/^Paid: IVY-P-\w{8}\.$/)]);

    const payment = await stored.payment(paymentId);
    const [policy] = await stored.policies(quote.id);
    expect(payment).toMatchObject({
      status: 'succeeded',
      reference: policy.policyNumber,
      paidAmountCents: amountCents,
      paidCurrency: 'EUR',
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(policy).toMatchObject({ paymentOption: 'annual', paymentReference: paymentId });
    expect(await stored.quote(quote.id)).toMatchObject({
      status: 'purchased',
      policyNumber: policy.policyNumber,
    });
    expect(await stored.entries(quote.id)).toEqual([
      expect.objectContaining({
        policyNumber: policy.policyNumber,
        name: 'Aoife Byrne',
        email: 'aoife.byrne@example.ie',
      }),
    ]);
    const mails = (await stored.mails('aoife.byrne@example.ie')).filter((m: Json) =>
      m.subject.includes(policy.policyNumber),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`Policy number: ${policy.policyNumber}`);
  });

  it('changes nothing when the same event is delivered again', async () => {
    const { quote, paymentId, amountCents } = await opened();
    const event = paid(paymentId, amountCents);
    await deliver(t, event);
    const before = await stored.payment(paymentId);
    const again = await postSandboxWebhook(t, event).expect(200);
    expect(again.body.message).toBe('Already processed: nothing changed.');
    await settled(t);
    expect(await stored.payment(paymentId)).toEqual(before);
    expect(await stored.policies(quote.id)).toHaveLength(1);
    expect(await stored.events(paymentId)).toHaveLength(1);
  });

  it('records a decline and a cancellation, issuing nothing; a late failure cannot undo a payment', async () => {
    const declined = await opened();
    await deliver(
      t,
      sandboxEvent(declined.paymentId, 'payment.failed', { reason: 'Your card was declined.' }),
    );
    expect(await stored.payment(declined.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
    });
    expect(await stored.policies(declined.quote.id)).toHaveLength(0);

    const cancelled = await opened();
    await deliver(t, sandboxEvent(cancelled.paymentId, 'payment.cancelled'));
    expect((await stored.payment(cancelled.paymentId)).status).toBe('cancelled');

    const done = await opened();
    await deliver(t, paid(done.paymentId, done.amountCents));
    await deliver(t, sandboxEvent(done.paymentId, 'payment.failed'));
    expect((await notesOf(db, done.paymentId))[1]).toBe('No change: the payment was already succeeded.');
    expect((await stored.payment(done.paymentId)).status).toBe('succeeded');
  });

  it('refuses a tampered body, a wrong secret, a missing signature and a stale or future timestamp (400)', async () => {
    const { quote, paymentId, amountCents } = await opened();
    const body = JSON.stringify(paid(paymentId, amountCents));
    const tampered = await t
      .http()
      .post('/api/v1/payments/webhooks/sandbox')
      .set('Content-Type', 'application/json')
      .set('Ivy-Sandbox-Signature', signatureHeader(body, TEST_SANDBOX_SECRET, Math.floor(Date.now() / 1000)))
      .send(body.replace(`"amountCents":${amountCents}`, `"amountCents":${amountCents - 1}`))
      .expect(400);
    expect(tampered.body).toMatchObject({
      ok: false,
      message: 'The webhook signature does not match its body.',
    });
    await postSandboxWebhook(t, body, { secret: 'another-secret-of-thirty-two-characters' }).expect(400);
    await t.http().post('/api/v1/payments/webhooks/sandbox').send(JSON.parse(body)).expect(400);
    // The app's clock held still: 301 s ahead stays past the tolerance however long the calls take
    // (a second boundary crossed between them made it 300).
    const now = Math.floor(Date.now() / 1000);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(now * 1000));
    const stale = await postSandboxWebhook(t, body, { timestamp: now - 301 }).expect(400);
    expect(stale.body.message).toMatch(/too old/);
    await postSandboxWebhook(t, body, { timestamp: now + 301 }).expect(400);

    expect((await stored.payment(paymentId)).status).toBe('pending');
    expect(await stored.events(paymentId)).toHaveLength(0);
    expect(await stored.policies(quote.id)).toHaveLength(0);
  });

  it('holds a payment of the wrong amount for staff, issuing nothing', async () => {
    const { quote, paymentId, amountCents } = await opened();
    await deliver(t, paid(paymentId, amountCents - 100));
    expect(await notesOf(db, paymentId)).toEqual([
      expect.stringMatching(/^Held: Paid €[\d,.]+ but €[\d,.]+ was due\.$/),
    ]);
    expect(await stored.payment(paymentId)).toMatchObject({
      status: 'held',
      paidAmountCents: amountCents - 100,
      heldReason: expect.stringMatching(/was due/),
    });
    expect(await stored.policies(quote.id)).toHaveLength(0);
    expect((await stored.quote(quote.id)).status).toBe('quoted');
  });

  it('issues exactly one policy for twenty deliveries at once, the same event or not', async () => {
    const { quote, paymentId, amountCents } = await opened();
    const same = paid(paymentId, amountCents);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postSandboxWebhook(t, i % 2 === 0 ? same : paid(paymentId, amountCents)),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    await settled(t);
    expect((await notesOf(db, paymentId)).filter((note) => note.startsWith('Paid:'))).toHaveLength(1);
    expect(await stored.policies(quote.id)).toHaveLength(1);
    expect(await stored.entries(quote.id)).toHaveLength(1);
    const policy = (await stored.policies(quote.id))[0];
    const mails = (await stored.mails('aoife.byrne@example.ie')).filter((m: Json) =>
      m.subject.includes(policy.policyNumber),
    );
    expect(mails).toHaveLength(1);
  });

  it('issues exactly one policy when the deliveries reach two instances at once', async () => {
    const other = await startTestApp({
      env: { MONGODB_URI: t.config.MONGODB_URI!, SANDBOX_SIGNING_SECRET: TEST_SANDBOX_SECRET },
    });
    try {
      const { quote, paymentId, amountCents } = await opened();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postSandboxWebhook(i % 2 ? other : t, paid(paymentId, amountCents)),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      await settled(t, other);
      expect((await notesOf(db, paymentId)).filter((note) => note.startsWith('Paid:'))).toHaveLength(1);
      expect(await stored.policies(quote.id)).toHaveLength(1);
      expect((await stored.payment(paymentId)).status).toBe('succeeded');
    } finally {
      await other.close();
    }
  });

  it('holds a payment started before the price changed, rather than issue cover at the new price', async () => {
    const { quote, paymentId, amountCents } = await opened();
    // In another tab the driver drops the breakdown add-on and prices again: the open page is the old price.
    const cover = { ...journeyPages().cover, addOns: [] };
    await quote.page('cover', cover).expect(200);
    await quote.price().expect(200);
    expect((await stored.quote(quote.id)).totalCents).not.toBe(amountCents);

    await deliver(t, paid(paymentId, amountCents));
    expect(await stored.payment(paymentId)).toMatchObject({
      status: 'held',
      heldReason: expect.stringMatching(/price changed after this payment was started/),
    });
    expect(await stored.policies(quote.id)).toHaveLength(0);
    expect((await stored.quote(quote.id)).status).toBe('quoted');
  });

  it('holds a second payment for a quote another payment bought, for a refund', async () => {
    const quote = await pricedQuote(t);
    const first = (await checkout(t, quote).expect(201)).body.paymentId;
    // The customer switches to monthly, leaving the annual page open in another tab.
    await t.app.get(PaymentMandates).save(
      { type: 'quote', id: quote.id },
      {
        accountHolder: 'Aoife Byrne',
        iban: 'IE29AIBK93115212345678',
      },
    );
    const second = (await checkout(t, quote, 'monthly_deposit').expect(201)).body.paymentId;
    expect((await stored.payment(first)).status).toBe('cancelled');
    const secondAmount = (await stored.payment(second)).amountCents;
    const firstAmount = (await stored.payment(first)).amountCents;

    await deliver(t, paid(second, secondAmount));
    await deliver(t, paid(first, firstAmount));
    expect(await notesOf(db, first)).toEqual([expect.stringMatching(/^Held: The quote was already bought/)]);
    expect(await stored.payment(first)).toMatchObject({
      status: 'held',
      heldReason: expect.stringMatching(/refund/),
    });
    expect(await stored.policies(quote.id)).toHaveLength(1);
  });

  it('ignores events that are not about our payments, and answers 404 for the provider not in use', async () => {
    await deliver(t, sandboxEvent('665f1c2b9d3e4a0012345678', 'payment.succeeded'));
    expect(await notesOf(db, '665f1c2b9d3e4a0012345678')).toEqual(['Ignored: not one of our payments.']);
    await t
      .http()
      .post('/api/v1/payments/webhooks/stripe')
      .set('Stripe-Signature', 't=1,v1=x')
      .send({})
      .expect(404);
  });

  it('settles again an event a crash left recorded but unsettled', async () => {
    const { quote, paymentId, amountCents } = await opened();
    const receivedAt = new Date(Date.now() - 2 * 60_000);
    await eventsIn(db).insertOne({
      _id: 'sandbox:evt_before_the_crash' as never,
      provider: 'sandbox',
      eventId: 'evt_before_the_crash',
      type: 'payment.succeeded',
      paymentId,
      outcome: 'succeeded',
      amountCents,
      currency: 'EUR',
      receivedAt,
      createdDay: receivedAt.toISOString().slice(0, 10),
    });
    await t.app.get(PaymentSettlement).settleUnfinished();
    await settled(t);
    expect((await stored.payment(paymentId)).status).toBe('succeeded');
    expect(await stored.policies(quote.id)).toHaveLength(1);
    expect(await notesOf(db, paymentId)).toEqual([expect.stringMatching(/^Paid: /)]);
  });

  describe('the result screen’s answer', () => {
    const resultOf = (paymentId: string, sig: string, quote?: QuoteClient) => {
      const req = t.http().get(`/api/v1/payments/${paymentId}/result`).query({ sig });
      return quote ? req.set(QUOTE_TOKEN_HEADER, quote.token) : req;
    };
    const signedLink = (paymentId: string) =>
      new URL(
        t.app.get(ResultLinks).for({ _id: paymentId, resultPath: '/get-a-quote/payment' } as never).success,
      );

    it('answers the record’s status to the holder of the signed link, and never changes it', async () => {
      const { quote, paymentId, amountCents } = await opened();
      const link = signedLink(paymentId);
      expect(link.pathname).toBe('/get-a-quote/payment/success');
      const sig = link.searchParams.get('sig')!;

      const waiting = await resultOf(paymentId, sig, quote).expect(200);
      expect(waiting.body.payment).toMatchObject({ _id: paymentId, status: 'pending', option: 'annual' });
      expect(waiting.body.payment.reference).toBeUndefined();
      // Landing on the success screen is no proof of payment.
      expect((await stored.payment(paymentId)).status).toBe('pending');

      await deliver(t, paid(paymentId, amountCents));
      const done = await resultOf(paymentId, sig, quote).expect(200);
      expect(done.body.payment).toMatchObject({
        status: 'succeeded',
        reference: expect.stringMatching(/^IVY-P-/),
        amountCents,
        card: { brand: 'Visa', last4: '4242' },
        subject: { type: 'quote' },
      });
    });

    it('shows the link alone the outcome only: the policy, the car, the card need the quote’s token', async () => {
      const { quote, paymentId, amountCents } = await opened();
      await deliver(t, paid(paymentId, amountCents));
      const sig = signedLink(paymentId).searchParams.get('sig')!;
      const other = await opened();
      for (const res of [
        await resultOf(paymentId, sig).expect(200),
        await resultOf(paymentId, sig, other.quote).expect(200),
      ]) {
        expect(res.body.payment).toEqual({
          _id: paymentId,
          purpose: expect.any(String),
          subject: { type: 'quote', id: quote.id },
          option: 'annual',
          status: 'succeeded',
          amountCents,
          currency: 'EUR',
          message: expect.any(String),
        });
      }
      const held = await resultOf(paymentId, sig, quote).expect(200);
      expect(held.body.payment).toMatchObject({ reference: expect.stringMatching(/^IVY-P-/), card: {} });
      expect(held.body.payment.description).toContain('191-D-12345');
    });

    it('answers 404 to a wrong signature or another payment’s, and 400 without one', async () => {
      const a = await opened();
      const b = await opened();
      const sigA = signedLink(a.paymentId).searchParams.get('sig')!;
      await resultOf(a.paymentId, `${sigA.slice(0, -1)}x`).expect(404);
      await resultOf(b.paymentId, sigA).expect(404);
      await t.http().get(`/api/v1/payments/${a.paymentId}/result`).expect(400);
      await resultOf('not-an-id', sigA).expect(400);
    });

    it('tells the customer of a held payment that we will be in touch', async () => {
      const { paymentId, amountCents } = await opened();
      await deliver(t, paid(paymentId, amountCents + 1));
      const res = await resultOf(paymentId, signedLink(paymentId).searchParams.get('sig')!).expect(200);
      expect(res.body.payment).toMatchObject({ status: 'held', message: HELD_MESSAGE });
      expect(JSON.stringify(res.body)).not.toMatch(/heldReason|was due/);
    });
  });
});
