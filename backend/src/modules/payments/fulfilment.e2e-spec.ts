import mongoose, { Types } from 'mongoose';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import { PolicyDocumentsService } from '../documents';
import { Pages, QuoteClient } from '../quotes/quote-http.fixture';
import { QUOTE_TOKEN_HEADER } from '../quotes/quote-access.service';
import { journeyPages } from '../quotes/quote-journey.fixture';
import { REGISTRATION_NEEDED } from '../quotes/domain/policy-issue';
import {
  checkout,
  deliver,
  eventsIn,
  GOOD_MANDATE,
  records,
  sandboxEvent,
  saveMandate,
  settled,
  startPaymentsApp,
} from './payments.fixture';
import { UNFULFILLED_MESSAGE } from './payment.views';
import { ResultLinks } from './result-links.service';
import type { PaymentRecord } from './schemas/payment.schema';
import { PaymentSettlement } from './payment-settlement.service';

/** Every way the journey lets a car be chosen. */
const NEW_CAR = 'chosen by make and model, with a registration we know no car for (a new car)';
const CARS: Record<string, (pages: Pages) => void> = {
  'found by registration': () => undefined,
  [NEW_CAR]: (pages) => {
    Object.assign(pages.your_car, {
      lookupType: 'MANUAL',
      registration: '252-d-4711',
      make: 'Toyota',
      model: 'Yaris',
      year: 2016,
      engine: '1.5 Hybrid',
    });
  },
  'chosen by make and model, with a registration the lookup knows': (pages) => {
    Object.assign(pages.your_car, {
      lookupType: 'MANUAL',
      make: 'Toyota',
      model: 'Yaris',
      year: 2016,
      engine: '1.5 Hybrid',
    });
  },
};

describe('every paid quote gets its policy, or staff and the customer are told', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let stored: ReturnType<typeof records>;
  let admin: TestSession;
  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    stored = records(db);
    admin = await logInAsAdmin(t);
  });
  afterAll(() => close());

  async function quoteFor(changes: (pages: Pages) => void): Promise<QuoteClient> {
    const quote = await QuoteClient.complete(t, changes);
    await quote.price().expect(200);
    await quote.accept().expect(200);
    return quote;
  }

  async function startPaying(quote: QuoteClient, option: string) {
    if (option === 'monthly_deposit') await saveMandate(t, quote, GOOD_MANDATE).expect(200);
    const { paymentId } = (await checkout(t, quote, option).expect(201)).body;
    return { paymentId: paymentId as string, amountCents: (await stored.payment(paymentId)).amountCents };
  }

  const pay = (paymentId: string, amountCents: number) =>
    deliver(t, sandboxEvent(paymentId, 'payment.succeeded', { amountCents, currency: 'EUR' }));

  /** The customer's return page: the link, with the quote's token that the customer's tab holds. */
  const resultOf = async (paymentId: string, quote: QuoteClient) => {
    const payment = (await stored.payment(paymentId)) as PaymentRecord;
    const link = new URL(t.app.get(ResultLinks).for(payment).success);
    return t
      .http()
      .get(`/api/v1/payments/${paymentId}/result`)
      .query({ sig: link.searchParams.get('sig')! })
      .set(QUOTE_TOKEN_HEADER, quote.token)
      .expect(200);
  };

  describe.each(Object.entries(CARS))('a car %s', (_way, changes) => {
    it.each(['annual', 'monthly_deposit'])('is bought by %s payment, with its documents', async (option) => {
      const quote = await quoteFor(changes);
      const { registration } = (await quote.get().expect(200)).body.quote.answers.your_car;
      expect(registration).toMatch(/^\d{2,3}-[A-Z]{1,2}-\d+$/);
      const { paymentId, amountCents } = await startPaying(quote, option);
      await pay(paymentId, amountCents);

      const payment = await stored.payment(paymentId);
      expect(payment).toMatchObject({ status: 'succeeded', reference: expect.stringMatching(/^IVY-/) });
      const [policy] = await stored.policies(quote.id);
      expect(policy).toMatchObject({ policyNumber: payment.reference, vehicle: { registration } });
      const documents = await t.app.get(PolicyDocumentsService).list(String(policy._id));
      expect(documents.map((d) => d.kind)).toHaveLength(4);
    });
  });

  it('refuses, before any money moves, a quote whose policy could not be issued (no registration)', async () => {
    const quote = await quoteFor(CARS[NEW_CAR]);
    // A quote saved before the registration was asked of a car chosen by hand.
    await db
      .collection('quotes')
      .updateOne({ _id: new Types.ObjectId(quote.id) }, { $unset: { 'answers.your_car.registration': '' } });
    const refused = await checkout(t, quote).expect(409);
    expect(refused.body).toMatchObject({ ok: false, message: REGISTRATION_NEEDED });
    await saveMandate(t, quote, GOOD_MANDATE).expect(409);
    expect(await db.collection('payments').countDocuments({ 'subject.id': quote.id })).toBe(0);
  });

  it('asks the registration of a car chosen by make and model, on the car page', async () => {
    const quote = await QuoteClient.start(t);
    const pages = journeyPages();
    CARS[NEW_CAR](pages);
    const { registration: _left, ...car } = pages.your_car;
    const res = await quote.page('your_car', car).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['registration']);
  });

  it('marks a paid payment whose fulfilment failed, tells the customer and the admins, and retries it', async () => {
    const quote = await quoteFor(CARS[NEW_CAR]);
    const { paymentId, amountCents } = await startPaying(quote, 'annual');
    const documents = t.app.get(PolicyDocumentsService);
    const failing = jest
      .spyOn(documents, 'issueAtPurchase')
      .mockRejectedValueOnce(new Error('The file store did not answer'));
    await pay(paymentId, amountCents);
    expect(failing).toHaveBeenCalledTimes(1);

    expect(await stored.payment(paymentId)).toMatchObject({
      status: 'unfulfilled',
      paidAmountCents: amountCents,
      fulfilmentError: 'The file store did not answer',
      fulfilmentFailures: 1,
    });
    // The customer: paid, told what happens next; and no second attempt can be started.
    expect((await resultOf(paymentId, quote)).body.payment).toMatchObject({
      status: 'unfulfilled',
      message: UNFULFILLED_MESSAGE,
    });
    await checkout(t, quote).expect(409);
    // Staff: the list's filter, the count, and an email to each administrator.
    const listed = await admin.get('/api/v1/payments').query({ status: 'needs_action' }).expect(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        _id: paymentId,
        status: 'unfulfilled',
        subjectReference: quote.webReference,
        fulfilmentError: 'The file store did not answer',
      }),
    ]);
    expect((await admin.get('/api/v1/payments/needing-action').expect(200)).body.count).toBe(1);
    const [alert] = await stored.mails(admin.user.email);
    expect(alert.subject).toBe(`Ivy Car Insurance: a payment needs action (${quote.webReference})`);
    expect(alert.text).toContain('The file store did not answer');

    // The sweep settles the event again (once it is a minute old) and this time the policy is issued.
    await eventsIn(db).updateMany({ paymentId }, { $set: { receivedAt: new Date(Date.now() - 120_000) } });
    await t.app.get(PaymentSettlement).settleUnfinished();
    await settled(t);
    const payment = await stored.payment(paymentId);
    expect(payment).toMatchObject({ status: 'succeeded', fulfilmentFailures: 1 });
    expect((await resultOf(paymentId, quote)).body.payment).toMatchObject({ reference: payment.reference });
    expect((await admin.get('/api/v1/payments/needing-action').expect(200)).body.count).toBe(0);
    expect(await stored.mails(admin.user.email)).toHaveLength(1);
  });

  it('holds a paid payment whose quote can no longer be issued, and emails the admins', async () => {
    const quote = await quoteFor(CARS['found by registration']);
    const { paymentId, amountCents } = await startPaying(quote, 'annual');
    await db
      .collection('quotes')
      .updateOne({ _id: new Types.ObjectId(quote.id) }, { $unset: { 'answers.your_car.registration': '' } });
    await pay(paymentId, amountCents);
    expect(await stored.payment(paymentId)).toMatchObject({
      status: 'held',
      heldReason: expect.stringContaining(REGISTRATION_NEEDED),
    });
    expect(await stored.policies(quote.id)).toHaveLength(0);
    const alerts = await stored.mails(admin.user.email);
    const alert = alerts.find((mail) => String(mail.subject).includes(quote.webReference));
    expect(alert?.text).toContain('is held for checking');
  });
});
