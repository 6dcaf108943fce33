import mongoose, { Types } from 'mongoose';
import type { TestApp } from '#test/harness/test-app';
import { QUOTE_TOKEN_HEADER } from '../quotes/quote-access.service';
import { QuoteClient } from '../quotes/quote-http.fixture';
import {
  checkout,
  deliver,
  GOOD_MANDATE,
  pricedQuote,
  records,
  sandboxEvent,
  saveMandate,
  startPaymentsApp,
} from './payments.fixture';
import { QUOTE_ALREADY_BOUGHT } from './quote-checkout/quote-payment-plan';
import { ACCEPTANCE_NEEDED, ACCEPTANCE_OUTDATED } from '../quotes/domain/acceptance';
import { loadBrand } from '../../config/brand';
import { fromRoot } from '../../config/paths';

describe('paying for a quote: the hand-off and the checkout', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let stored: ReturnType<typeof records>;
  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    stored = records(db);
  });
  afterAll(() => close());

  const summary = (quote: QuoteClient) =>
    t.http().get(`/api/v1/payments/quotes/${quote.id}`).set(QUOTE_TOKEN_HEADER, quote.token);
  const expire = (quote: QuoteClient) =>
    db
      .collection('quotes')
      .updateOne(
        { _id: new Types.ObjectId(quote.id) },
        { $set: { 'result.validUntil': new Date(Date.now() - 1000).toISOString() } },
      );

  it('shows what paying involves: both ways of paying, the nine Direct Debits and the mandate wording', async () => {
    const quote = await pricedQuote(t);
    const { checkout: plan } = (await summary(quote).expect(200)).body;
    const price = (await quote.get().expect(200)).body.quote.result;
    expect(plan).toMatchObject({
      quoteId: quote.id,
      webReference: quote.webReference,
      customer: { name: 'Aoife Byrne', email: 'aoife.byrne@example.ie' },
      coverLabel: 'Comprehensive',
      annualCents: price.breakdown.totalCents,
      monthly: { depositCents: price.monthly.depositCents, instalments: 9, apr: price.monthly.apr },
      chosenOption: 'annual',
      mandateTerms: { creditorName: 'Ivy Car Insurance', creditorId: 'IE31ZZZ654321' },
    });
    expect(plan.monthly.schedule).toHaveLength(9);
    expect(plan.monthly.schedule[0].amountCents).toBe(price.monthly.instalmentCents);
    expect(plan.mandateTerms.text).toMatch(/you authorise \(A\) Ivy Car Insurance/);
    expect(plan.mandate).toBeUndefined();
  });

  it('opens the sandbox page for the annual premium, and answers the same page while it is open', async () => {
    const quote = await pricedQuote(t);
    const first = await checkout(t, quote).expect(201);
    expect(first.body).toMatchObject({ ok: true });
    expect(first.body.redirectUrl).toMatch(
      new RegExp(`^/payments/sandbox/${first.body.paymentId}/[\\w-]{43}$`),
    );
    const again = await checkout(t, quote).expect(201);
    expect(again.body.paymentId).toBe(first.body.paymentId);

    const payment = await stored.payment(first.body.paymentId);
    const price = (await quote.get()).body.quote;
    expect(payment).toMatchObject({
      purpose: 'new_policy',
      subject: { type: 'quote', id: quote.id },
      option: 'annual',
      amountCents: price.result.breakdown.totalCents,
      currency: 'EUR',
      status: 'pending',
      provider: 'sandbox',
      idempotencyKey: `new_policy:quote:${quote.id}:1`,
      attempt: 1,
      customer: { name: 'Aoife Byrne', email: 'aoife.byrne@example.ie' },
      createdDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      createdWeek: expect.stringMatching(/^\d{4}-W\d{2}$/),
      createdMonth: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    expect(price.paymentOption).toBe('annual');
  });

  it('opens a new attempt after a failure, never reusing the failed one', async () => {
    const quote = await pricedQuote(t);
    const first = (await checkout(t, quote).expect(201)).body.paymentId;
    await deliver(t, sandboxEvent(first, 'payment.failed'));
    const second = (await checkout(t, quote).expect(201)).body.paymentId;
    expect(second).not.toBe(first);
    expect(await stored.payment(second)).toMatchObject({
      attempt: 2,
      idempotencyKey: `new_policy:quote:${quote.id}:2`,
      status: 'pending',
    });
    expect((await stored.payment(first)).status).toBe('failed');
  });

  it('needs the Direct Debit mandate before a monthly checkout, and takes the deposit by card', async () => {
    const quote = await pricedQuote(t);
    const refused = await checkout(t, quote, 'monthly_deposit').expect(422);
    expect(refused.body.errors.mandate).toEqual([
      'Please set up the Direct Debit for your monthly instalments first.',
    ]);

    const saved = await saveMandate(t, quote, GOOD_MANDATE).expect(200);
    expect(saved.body.mandate).toMatchObject({
      reference: expect.stringMatching(/^IVY-DD-\w{10}$/),
      accountHolder: 'Aoife Byrne',
      ibanMasked: 'IE** **** **** **** 5678',
    });
    const mandate = await db.collection('payment_mandates').findOne({ _id: `quote:${quote.id}` as never });
    expect(mandate?.ibanSealed).toMatch(/^v1\./);
    expect(JSON.stringify(mandate)).not.toMatch(/AIBK|93115212345678/);
    expect((await summary(quote).expect(200)).body.checkout).toMatchObject({
      chosenOption: 'monthly_deposit',
      mandate: { ibanMasked: 'IE** **** **** **** 5678' },
    });

    const started = await checkout(t, quote, 'monthly_deposit').expect(201);
    const payment = await stored.payment(started.body.paymentId);
    const price = (await quote.get()).body.quote.result;
    expect(payment).toMatchObject({
      option: 'monthly_deposit',
      amountCents: price.monthly.depositCents,
      mandate: { reference: saved.body.mandate.reference, ibanMasked: 'IE** **** **** **** 5678' },
    });
    expect(payment.instalments).toHaveLength(9);

    // Another account before paying: the open attempt named the old mandate, so a new one is opened.
    const other = { ...GOOD_MANDATE, iban: 'IE64 IRCE 9205 0112 3456 78' };
    const replaced = await saveMandate(t, quote, other).expect(200);
    const again = await checkout(t, quote, 'monthly_deposit').expect(201);
    expect(again.body.paymentId).not.toBe(started.body.paymentId);
    expect(await stored.payment(again.body.paymentId)).toMatchObject({
      mandate: { reference: replaced.body.mandate.reference, ibanMasked: 'IE** **** **** **** 5678' },
    });
    expect((await stored.payment(started.body.paymentId)).status).toBe('cancelled');
  });

  it('checks the IBAN by mod 97 and asks for consent, naming each field', async () => {
    const quote = await pricedQuote(t);
    const typo = await saveMandate(t, quote, { ...GOOD_MANDATE, iban: 'IE29 AIBK 9311 5212 3456 79' }).expect(
      400,
    );
    expect(typo.body.errors).toEqual({
      iban: ['This IBAN is not valid: please check it for a mistyped character.'],
    });
    const short = await saveMandate(t, quote, { ...GOOD_MANDATE, iban: 'IE29 AIBK 9311' }).expect(400);
    expect(short.body.errors.iban[0]).toMatch(/has 22 characters/);
    const noConsent = await saveMandate(t, quote, {
      ...GOOD_MANDATE,
      consent: false,
      accountHolder: '    ',
    }).expect(400);
    expect(Object.keys(noConsent.body.errors).sort()).toEqual(['accountHolder', 'consent']);
    expect(
      await db.collection('payment_mandates').countDocuments({ _id: `quote:${quote.id}` as never }),
    ).toBe(0);
  });

  it('switching to monthly closes the open annual page: one open attempt per quote', async () => {
    const quote = await pricedQuote(t);
    const annual = (await checkout(t, quote).expect(201)).body.paymentId;
    await saveMandate(t, quote, GOOD_MANDATE).expect(200);
    const monthly = (await checkout(t, quote, 'monthly_deposit').expect(201)).body.paymentId;
    expect(monthly).not.toBe(annual);
    expect(await stored.payment(annual)).toMatchObject({
      status: 'cancelled',
      failureReason: 'Replaced by a new attempt.',
    });
  });

  it('refuses to take payment for an expired price or a bought quote (409), opening nothing', async () => {
    const expired = await pricedQuote(t);
    await expire(expired);
    const late = await checkout(t, expired).expect(409);
    expect(late.body.message).toBe('This price has expired. Please retrieve your quote for a new one.');
    expect(await db.collection('payments').countDocuments({ 'subject.id': expired.id })).toBe(0);

    const bought = await pricedQuote(t);
    const paymentId = (await checkout(t, bought).expect(201)).body.paymentId;
    const { amountCents } = await stored.payment(paymentId);
    await deliver(t, sandboxEvent(paymentId, 'payment.succeeded', { amountCents, currency: 'EUR' }));
    const again = await checkout(t, bought).expect(409);
    expect(again.body.message).toBe(QUOTE_ALREADY_BOUGHT);
    expect((await summary(bought).expect(409)).body.message).toBe(QUOTE_ALREADY_BOUGHT);
    await saveMandate(t, bought, GOOD_MANDATE).expect(409);
    expect(await db.collection('payments').countDocuments({ 'subject.id': bought.id })).toBe(1);
  });

  it('refuses a quote without a price, and calls without the quote’s token', async () => {
    const unpriced = await QuoteClient.complete(t);
    expect((await checkout(t, unpriced).expect(409)).body.message).toBe(
      'Only a quote with a price can be bought.',
    );
    const quote = await pricedQuote(t);
    await t
      .http()
      .post('/api/v1/payments/checkout')
      .send({ quoteId: quote.id, option: 'annual' })
      .expect(401);
    await t
      .http()
      .post('/api/v1/payments/checkout')
      .set(QUOTE_TOKEN_HEADER, 'wrong')
      .send({ quoteId: quote.id, option: 'annual' })
      .expect(404);
    await t.http().get(`/api/v1/payments/quotes/${quote.id}`).expect(401);
    const bad = await checkout(t, quote, 'weekly').expect(400);
    expect(bad.body.errors.option).toEqual(['Please choose annual or monthly_deposit']);
  });

  describe('the documents confirmed before paying', () => {
    const { documentVersions } = loadBrand(fromRoot('config', 'brand.json'));
    const payments = (quote: QuoteClient) =>
      db.collection('payments').countDocuments({ 'subject.id': quote.id });

    it('refuses the checkout (400, errors.acceptance) until the customer confirms, and the hand-off says why', async () => {
      const quote = await pricedQuote(t, { accepted: false });
      const refused = await checkout(t, quote).expect(400);
      expect(refused.body).toMatchObject({
        ok: false,
        message: ACCEPTANCE_NEEDED,
        errors: { acceptance: [ACCEPTANCE_NEEDED] },
      });
      expect(await payments(quote)).toBe(0);
      expect((await summary(quote).expect(200)).body.checkout.acceptanceProblem).toBe(ACCEPTANCE_NEEDED);
      expect((await quote.get().expect(200)).body.quote.acceptanceProblem).toBe(ACCEPTANCE_NEEDED);

      const unticked = await quote.accept(false).expect(400);
      expect(unticked.body.errors.confirmed).toEqual([
        'Please tick the box to confirm you have read the documents and your answers are correct',
      ]);
      expect((await stored.quote(quote.id)).acceptance).toBeUndefined();

      const accepted = (await quote.accept().expect(200)).body.quote;
      expect(accepted.acceptanceProblem).toBeUndefined();
      expect((await summary(quote).expect(200)).body.checkout.acceptanceProblem).toBeUndefined();
      await checkout(t, quote).expect(201);
    });

    it("records the time and the server's versions, never the client's, and copies them to the policy", async () => {
      const quote = await pricedQuote(t, { accepted: false });
      const claimed = await t
        .http()
        .put(`/api/v1/quotes/${quote.id}/acceptance`)
        .set(QUOTE_TOKEN_HEADER, quote.token)
        .send({ confirmed: true, versions: { ipid: 'whatever-the-client-says' } })
        .expect(400);
      expect(claimed.body.errors).toHaveProperty('versions');

      const before = Date.now();
      const accepted = (await quote.accept().expect(200)).body.quote.acceptance;
      expect(accepted.versions).toEqual({
        ...documentVersions,
        statementOfFact: expect.stringMatching(/^sof-/),
      });
      expect(new Date(accepted.acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const record = (await stored.quote(quote.id)).acceptance;
      expect(record.versions).toEqual(accepted.versions);

      const paymentId = (await checkout(t, quote).expect(201)).body.paymentId;
      const { amountCents } = await stored.payment(paymentId);
      await deliver(t, sandboxEvent(paymentId, 'payment.succeeded', { amountCents, currency: 'EUR' }));
      const [policy] = await stored.policies(quote.id);
      expect(policy.acceptance).toEqual(record);
    });

    it('asks again after an answer changes, or when a document has a new version since', async () => {
      const quote = await pricedQuote(t);
      await quote.page('claims', { claims: [] }).expect(200);
      expect((await quote.get().expect(200)).body.quote.acceptance).toBeUndefined();
      await quote.price().expect(200);
      expect((await checkout(t, quote).expect(400)).body.message).toBe(ACCEPTANCE_NEEDED);

      await quote.accept().expect(200);
      await db
        .collection('quotes')
        .updateOne(
          { _id: new Types.ObjectId(quote.id) },
          { $set: { 'acceptance.versions.policyBooklet': 'an-older-booklet' } },
        );
      expect((await checkout(t, quote).expect(400)).body.errors.acceptance).toEqual([ACCEPTANCE_OUTDATED]);
      expect((await quote.get().expect(200)).body.quote.acceptanceProblem).toBe(ACCEPTANCE_OUTDATED);
      expect(await payments(quote)).toBe(0);
    });

    it('records nothing on a quote without a price', async () => {
      const unpriced = await QuoteClient.complete(t);
      await unpriced.accept().expect(422);
      expect((await stored.quote(unpriced.id)).acceptance).toBeUndefined();
    });
  });
});
