import mongoose from 'mongoose';
import { logInAsAdmin } from '#test/harness/identity';
import { TEST_ENCRYPTION_KEY, type TestApp } from '#test/harness/test-app';
import { scopedAccessKey, scopedAccessToken } from '#src/common/crypto/scoped-access';
import { decodeEncryptionKey } from '#src/config/encryption-key-rule';
import { POLICY_TOKEN_HEADER } from '../../documents/policyholder/policyholder-access.service';
import { QUOTE_TOKEN_HEADER } from '../../quotes/quote-access.service';
import type { QuoteClient } from '../../quotes/quote-http.fixture';
import { checkout, pricedQuote, records, settled, startPaymentsApp } from '../payments.fixture';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const GOOD_CARD = { name: 'Aoife Byrne', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe('the sandbox hosted payment page', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let stored: ReturnType<typeof records>;
  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    stored = records(db);
  });
  afterAll(() => close());

  async function opened() {
    const quote = await pricedQuote(t);
    const { paymentId, redirectUrl } = (await checkout(t, quote).expect(201)).body;
    return { quote, paymentId: paymentId as string, page: redirectUrl as string };
  }

  const post = (path: string, form: Record<string, string>) => t.http().post(path).type('form').send(form);

  /** The customer is sent back with a signed link; its result is what the webhook settled. */
  async function followBack(res: { status: number; headers: Json }, quote: QuoteClient) {
    expect(res.status).toBe(303);
    await settled(t);
    const link = new URL(res.headers.location, 'http://ivy.test');
    const result = await t
      .http()
      .get(`/api/v1/payments/${link.searchParams.get('payment')}/result`)
      .query({ sig: link.searchParams.get('sig') })
      .set(QUOTE_TOKEN_HEADER, quote.token)
      .expect(200);
    return { path: link.pathname, payment: result.body.payment };
  }

  it('serves a card page of its own: marked sandbox, no inline script, our CSP', async () => {
    const { page, paymentId } = await opened();
    expect(page).toMatch(new RegExp(`^/payments/sandbox/${paymentId}/[\\w-]{43}$`));
    const res = await t
      .http()
      .get(page)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(res.text).toContain('Sandbox — no real money');
    // The hint agrees with the check: a CVC of any three digits, not any CVC at all.
    expect(res.text).toContain('(any future expiry, any 3-digit CVC)');
    expect(res.text).toMatch(/<p class="amount">€[\d,]+\.\d{2}<\/p>/);
    expect(res.text).toContain(`action="${page}"`);
    expect(res.text).toContain('<script src="/payments/sandbox/assets/sandbox.js" defer></script>');
    expect(res.text).not.toMatch(/<script>|<script [^>]*>[^<]+<\/script>|\son[a-z]+="/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    await t
      .http()
      .get('/payments/sandbox/assets/sandbox.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    await t
      .http()
      .get('/payments/sandbox/assets/sandbox.css')
      .expect(200)
      .expect('Content-Type', /text\/css/);
    await t.http().get('/payments/sandbox/assets/nope.js').expect(404);
    await t
      .http()
      .get(`${page.replace(paymentId, '665f1c2b9d3e4a0012345678')}`)
      .expect(404);
  });

  it("answers only the holder of the checkout's own secret: the payment's id alone opens, pays and cancels nothing", async () => {
    const { page, paymentId } = await opened();
    const wrongKey = `/payments/sandbox/${paymentId}/${'A'.repeat(43)}`;
    await t.http().get(`/payments/sandbox/${paymentId}`).expect(404);
    const refused = await t.http().get(wrongKey).expect(404);
    expect(refused.text).not.toMatch(/sig=|payment=/);
    await post(`${wrongKey}/cancel`, {}).expect(404);
    await post(wrongKey, GOOD_CARD).expect(404);
    await post(`/payments/sandbox/${paymentId}/cancel`, {}).expect(404);
    expect((await stored.payment(paymentId)).status).toBe('pending');
    await t.http().get(page).expect(200);
  });

  it('answers nothing for an erased subject: neither the page nor the result link', async () => {
    const { quote, page } = await opened();
    const back = await post(page, GOOD_CARD).expect(303);
    const { payment } = await followBack(back, quote);
    // A documents-page token issued before the erasure, as the code sign-in makes it.
    const key = scopedAccessKey(decodeEncryptionKey(TEST_ENCRYPTION_KEY)!, 'ivy policyholder access');
    const policyToken = `${quote.id}.${scopedAccessToken('policyholder', quote.id, new Date(Date.now() + 600_000), key)}`;
    const myPolicy = () => t.http().get('/api/v1/my-policy').set(POLICY_TOKEN_HEADER, policyToken);
    await myPolicy().expect(200);
    const admin = await logInAsAdmin(t);
    await admin.post('/api/v1/data-protection/erase').send({ policyNumber: payment.reference }).expect(200);
    const kept = await stored.payment(payment._id);
    expect(kept.description).not.toMatch(/191-D-12345|Toyota/);
    await t.http().get(page).expect(404);
    await myPolicy().expect(401);
    const link = new URL(back.headers.location, 'http://ivy.test');
    await t
      .http()
      .get(`/api/v1/payments/${payment._id}/result`)
      .query({ sig: link.searchParams.get('sig') })
      .set(QUOTE_TOKEN_HEADER, quote.token)
      .expect(404);
  });

  it('pays with 4242…: the webhook is delivered before the customer is sent back to the success screen', async () => {
    const { quote, page, paymentId } = await opened();
    const back = await followBack(await post(page, GOOD_CARD), quote);
    expect(back.path).toBe('/get-a-quote/payment/success');
    expect(back.payment).toMatchObject({
      _id: paymentId,
      status: 'succeeded',
      reference: expect.stringMatching(/^IVY-P-/),
    });
    expect((await stored.policies(quote.id))[0].policyNumber).toBe(back.payment.reference);
    const payment = await stored.payment(paymentId);
    expect(payment.card).toEqual({ brand: 'Visa', last4: '4242' });
    // The card number is nowhere: not on the payment, not in its events.
    expect(JSON.stringify([payment, await stored.events(paymentId)])).not.toMatch(/4242 ?4242 ?4242|\b123\b/);
    // The page is closed now: paying again is refused.
    const closed = await t.http().get(page).expect(409);
    expect(closed.text).toContain('This payment has been made.');
    await post(page, GOOD_CARD).expect(409);
  });

  it('declines 4000…0002: the failed screen, and nothing issued', async () => {
    const { quote, page } = await opened();
    const back = await followBack(await post(page, { ...GOOD_CARD, number: '4000 0000 0000 0002' }), quote);
    expect(back.path).toBe('/get-a-quote/payment/failed');
    const webReference = (await quote.get().expect(200)).body.quote.webReference;
    // The failed screen gives the web reference to quote when calling.
    expect(back.payment).toMatchObject({
      status: 'failed',
      message: 'Your card was declined.',
      subjectReference: webReference,
      coverStartDate: (await quote.get().expect(200)).body.quote.answers.cover.startDate,
    });
    expect(await stored.policies(quote.id)).toHaveLength(0);
  });

  it('asks 4000…3220 for a one-time code: 123456 pays, a wrong one asks again, the third wrong fails', async () => {
    const good = await opened();
    const step = await post(good.page, { ...GOOD_CARD, number: '4000000000003220' }).expect(200);
    expect(step.text).toContain('Confirm it is you');
    expect(step.text).toContain('Visa ending 3220');
    const paid = await followBack(await post(`${good.page}/challenge`, { code: '123456' }), good.quote);
    expect(paid.payment.status).toBe('succeeded');

    const mistyped = await opened();
    await post(mistyped.page, { ...GOOD_CARD, number: '4000000000003220' }).expect(200);
    const again = await post(`${mistyped.page}/challenge`, { code: '123465' }).expect(400);
    expect(again.text).toContain('That code was wrong. Please type it again: 2 more tries');
    const second = await followBack(
      await post(`${mistyped.page}/challenge`, { code: '123456' }),
      mistyped.quote,
    );
    expect(second.payment.status).toBe('succeeded');

    const bad = await opened();
    await post(bad.page, { ...GOOD_CARD, number: '4000000000003220' }).expect(200);
    await post(`${bad.page}/challenge`, { code: '654321' }).expect(400);
    const last = await post(`${bad.page}/challenge`, { code: '654321' }).expect(400);
    expect(last.text).toContain('one more try');
    const failed = await followBack(await post(`${bad.page}/challenge`, { code: '654321' }), bad.quote);
    expect(failed.path).toBe('/get-a-quote/payment/failed');
    expect(failed.payment).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/one-time code was wrong/),
    });
  });

  it('names each problem with the card (Luhn, expiry, CVC, name) and never echoes the number', async () => {
    const { page, paymentId } = await opened();
    const res = await post(page, {
      name: '',
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '1',
    }).expect(400);
    expect(res.text).toContain('role="alert"');
    expect(res.text).toContain('This card number is not valid: please check it.');
    expect(res.text).toContain('This card has expired.');
    expect(res.text).toContain('Enter the 3-digit security code.');
    expect(res.text).toContain('Enter the name on the card.');
    expect(res.text).toContain('aria-describedby="number-error" aria-invalid="true"');
    expect(res.text).not.toContain('4241');
    expect((await stored.payment(paymentId)).status).toBe('pending');
    // Repeated fields are not text: treated as missing, not a crash.
    await t.http().post(page).type('form').send('number=1&number=2').expect(400);
  });

  it('cancels: back to the failed screen with nothing taken', async () => {
    const { page, quote } = await opened();
    const back = await followBack(await post(`${page}/cancel`, {}), quote);
    expect(back.path).toBe('/get-a-quote/payment/failed');
    expect(back.payment).toMatchObject({
      status: 'cancelled',
      message: 'The payment was cancelled. Nothing has been taken.',
    });
  });
});
