import mongoose from 'mongoose';
import Stripe from 'stripe';
import type { TestApp } from '#test/harness/test-app';
import { PaymentMandates } from '../payment-mandates.service';
import { checkout, notesOf, pricedQuote, records, settled, startPaymentsApp } from '../payments.fixture';
import { FakeStripe } from './fake-stripe.fixture';

const WEBHOOK_SECRET = 'whsec_test_for_the_stripe_adapter';

describe('the Stripe Checkout adapter (against a local fake Stripe API)', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let stored: ReturnType<typeof records>;
  beforeAll(async () => {
    const api = await stripe.start();
    ({ t, db, close } = await startPaymentsApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_HOST: api.host,
        STRIPE_API_PORT: String(api.port),
        STRIPE_API_PROTOCOL: 'http',
        APP_URL: 'https://www.ivycarinsurance.ie',
      },
    }));
    stored = records(db);
  });
  afterAll(async () => {
    await close();
    await stripe.stop();
  });

  /** A Stripe event for the session, signed by the SDK's own test helper. */
  function stripeWebhook(
    type: string,
    session: Record<string, unknown>,
    {
      id = `evt_${Math.random().toString(36).slice(2)}`,
      secret = WEBHOOK_SECRET,
      timestamp = Math.floor(Date.now() / 1000),
    } = {},
  ) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      data: { object: session },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    return t
      .http()
      .post('/api/v1/payments/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
  }

  async function opened() {
    const quote = await pricedQuote(t);
    const res = await checkout(t, quote).expect(201);
    const payment = await stored.payment(res.body.paymentId);
    return { quote, res, payment, session: stripe.session(payment.checkoutRef)! };
  }

  it('creates a Checkout Session for the amount due, in euro, with our id and an idempotency key', async () => {
    const { res, payment, session } = await opened();
    expect(res.body.redirectUrl).toBe(session.url);
    expect(res.body.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const call = stripe.calls.find((c) => c.form['metadata[paymentId]'] === res.body.paymentId)!;
    expect(call.authorization).toBe('Bearer sk_test_fake');
    expect(call.idempotencyKey).toBe(payment.idempotencyKey);
    const sig = /sig=([\w-]+)/;
    expect(call.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(payment.amountCents),
      'line_items[0][price_data][product_data][name]': payment.description,
      customer_email: 'aoife.byrne@example.ie',
      client_reference_id: res.body.paymentId,
      'payment_intent_data[metadata][paymentId]': res.body.paymentId,
      success_url: expect.stringMatching(
        new RegExp(
          `^https://www\\.ivycarinsurance\\.ie/get-a-quote/payment/success\\?payment=${res.body.paymentId}&sig=`,
        ),
      ),
      cancel_url: expect.stringContaining('/get-a-quote/payment/failed?payment='),
      expires_at: String(Math.floor(new Date(payment.expiresAt).getTime() / 1000)),
    });
    expect(sig.exec(call.form.success_url)![1]).toBe(sig.exec(call.form.cancel_url)![1]);
  });

  it('issues the policy on a signed checkout.session.completed, once however often it comes', async () => {
    const { quote, payment, session } = await opened();
    const paid = { ...session, payment_status: 'paid', status: 'complete', payment_intent: 'pi_test_1' };
    const first = await stripeWebhook('checkout.session.completed', paid, { id: 'evt_paid_1' }).expect(200);
    expect(first.body.message).toBe('Received.');
    await settled(t);
    expect(await notesOf(db, String(payment._id))).toEqual([expect.stringMatching(/^Paid: IVY-P-/)]);
    expect(await stored.payment(String(payment._id))).toMatchObject({
      status: 'succeeded',
      providerPaymentRef: 'pi_test_1',
      paidAmountCents: payment.amountCents,
      paidCurrency: 'EUR',
    });
    const replay = await stripeWebhook('checkout.session.completed', paid, { id: 'evt_paid_1' }).expect(200);
    expect(replay.body.message).toBe('Already processed: nothing changed.');
    await stripeWebhook('checkout.session.completed', paid).expect(200);
    await settled(t);
    expect(await stored.policies(quote.id)).toHaveLength(1);
  });

  it('refuses an event signed with another secret, or too old (400); ignores unpaid and unrelated events', async () => {
    const { payment, session } = await opened();
    const paid = { ...session, payment_status: 'paid' };
    await stripeWebhook('checkout.session.completed', paid, { secret: 'whsec_someone_else' }).expect(400);
    await stripeWebhook('checkout.session.completed', paid, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    }).expect(400);
    await t.http().post('/api/v1/payments/webhooks/stripe').send({ id: 'evt_x' }).expect(400);
    await stripeWebhook('checkout.session.completed', session).expect(200);
    await stripeWebhook('customer.created', { id: 'cus_1', object: 'customer' }).expect(200);
    await settled(t);
    expect(await notesOf(db, String(payment._id))).toEqual(['Ignored: not a payment outcome.']);
    expect((await stored.payment(String(payment._id))).status).toBe('pending');
  });

  it('holds an amount that differs, and marks an expired session expired', async () => {
    const wrong = await opened();
    const short = { ...wrong.session, payment_status: 'paid', amount_total: wrong.payment.amountCents - 1 };
    await stripeWebhook('checkout.session.completed', short).expect(200);
    await settled(t);
    expect((await stored.payment(String(wrong.payment._id))).status).toBe('held');

    const late = await opened();
    await stripeWebhook('checkout.session.expired', { ...late.session, status: 'expired' }).expect(200);
    await settled(t);
    expect((await stored.payment(String(late.payment._id))).status).toBe('expired');
    // A retry opens a new session rather than reusing the expired one.
    const retry = await checkout(t, late.quote).expect(201);
    expect(retry.body.paymentId).not.toBe(String(late.payment._id));
  });

  it('expires the open session when the customer switches to another attempt', async () => {
    const { quote, payment } = await opened();
    await t.app
      .get(PaymentMandates)
      .save(
        { type: 'quote', id: quote.id },
        { accountHolder: 'Aoife Byrne', iban: 'IE29AIBK93115212345678' },
      );
    await checkout(t, quote, 'monthly_deposit').expect(201);
    expect(stripe.session(payment.checkoutRef)!.status).toBe('expired');
    expect((await stored.payment(String(payment._id))).status).toBe('cancelled');
  });

  it('answers 503 when Stripe cannot be reached, leaving a failed attempt and no open page', async () => {
    const quote = await pricedQuote(t);
    stripe.failing = true;
    try {
      const res = await checkout(t, quote).expect(503);
      expect(res.body.message).toMatch(/could not reach our payment provider/);
    } finally {
      stripe.failing = false;
    }
    const retry = await checkout(t, quote).expect(201);
    expect((await stored.payment(retry.body.paymentId)).attempt).toBe(2);
  });

  it('allows forms to post to Stripe’s checkout, and refuses the sandbox webhook and page', async () => {
    const res = await t.http().get('/api/v1/quotes/options');
    expect(res.headers['content-security-policy']).toContain(
      "form-action 'self' https://checkout.stripe.com",
    );
    await t.http().post('/api/v1/payments/webhooks/sandbox').send({}).expect(404);
    const { payment } = await opened();
    await t
      .http()
      .get(`/payments/sandbox/${String(payment._id)}`)
      .expect(404);
  });
});
