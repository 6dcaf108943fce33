import mongoose, { Types } from 'mongoose';
import type request from 'supertest';
import { connectTo, startTestApp, TestApp, TestAppOptions } from '#test/harness/test-app';
import { QUOTE_TOKEN_HEADER } from '../quotes/quote-access.service';
import { QuoteClient } from '../quotes/quote-http.fixture';
import { signatureHeader } from './domain/webhook-signature';
import { inboxDatabaseName } from './payment-inbox';
import { SANDBOX_SIGNATURE_HEADER, SandboxEvent } from './providers/sandbox.provider';
import { PaymentSettlement } from './payment-settlement.service';

/** The sandbox signing secret of the test apps, so tests can sign (and forge) webhooks. */
export const TEST_SANDBOX_SECRET = 'sandbox-secret-for-the-payment-tests-only';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A test app with its own database connection, for tests that look at what was written. */
export async function startPaymentsApp(options: TestAppOptions = {}) {
  const t = await startTestApp({
    ...options,
    env: { SANDBOX_SIGNING_SECRET: TEST_SANDBOX_SECRET, ...options.env },
  });
  const db = await connectTo(t.config.MONGODB_URI!);
  const close = async () => {
    await db.close();
    await t.close();
  };
  return { t, db, close };
}

/** A priced quote a visitor holds the token of, its documents confirmed unless `accepted` is false. */
export async function pricedQuote(t: TestApp, { accepted = true } = {}): Promise<QuoteClient> {
  const quote = await QuoteClient.complete(t);
  await quote.price().expect(200);
  if (accepted) await quote.accept().expect(200);
  return quote;
}

/** Starting a checkout as the hand-off page does. */
export function checkout(t: TestApp, quote: QuoteClient, option = 'annual'): request.Test {
  return t
    .http()
    .post('/api/v1/payments/checkout')
    .set(QUOTE_TOKEN_HEADER, quote.token)
    .send({ quoteId: quote.id, option });
}

export function saveMandate(t: TestApp, quote: QuoteClient, body: Json): request.Test {
  return t
    .http()
    .put(`/api/v1/payments/quotes/${quote.id}/mandate`)
    .set(QUOTE_TOKEN_HEADER, quote.token)
    .send(body);
}

export const GOOD_MANDATE = {
  accountHolder: 'Aoife Byrne',
  iban: 'IE29 AIBK 9311 5212 3456 78',
  consent: true,
};

let eventCounter = 0;

/** A sandbox event as the sandbox page would send it (override anything to forge one). */
export function sandboxEvent(
  paymentId: string,
  type: SandboxEvent['type'],
  data: Partial<SandboxEvent['data']> = {},
  id = `evt_test_${Date.now()}_${eventCounter++}`,
): SandboxEvent {
  return {
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { paymentId, ...data },
  };
}

/** Posts a webhook signed with `secret` at `timestamp` (seconds), the way the sandbox page does. */
export function postSandboxWebhook(
  t: TestApp,
  event: SandboxEvent | string,
  { secret = TEST_SANDBOX_SECRET, timestamp = Math.floor(Date.now() / 1000) } = {},
): request.Test {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  return t
    .http()
    .post('/api/v1/payments/webhooks/sandbox')
    .set('Content-Type', 'application/json')
    .set(SANDBOX_SIGNATURE_HEADER, signatureHeader(body, secret, timestamp))
    .send(body);
}

/** The provider events, kept in the inbox database beside the app's (payment-inbox.ts). */
export function eventsIn(db: mongoose.Connection) {
  return db.useDb(inboxDatabaseName(db.name)).collection('payment_events');
}

/** Webhooks are answered once recorded and settled just after: this waits for the settling. */
export function settled(...apps: TestApp[]): Promise<unknown> {
  return Promise.all(apps.map((app) => app.app.get(PaymentSettlement).idle()));
}

/** A webhook delivered and settled, as the provider would see it answered. */
export async function deliver(t: TestApp, event: SandboxEvent): Promise<void> {
  await postSandboxWebhook(t, event).expect(200);
  await settled(t);
}

/** What settling each of a payment's events did (the notes staff see), in arrival order. */
export async function notesOf(db: mongoose.Connection, paymentId: string): Promise<string[]> {
  const events = await eventsIn(db).find({ paymentId }).sort({ receivedAt: 1 }).toArray();
  return events.map((event) => String(event.note));
}

/** The payment's stored record and everything derived from paying for its quote. */
export function records(db: mongoose.Connection) {
  return {
    payment: (id: string) =>
      db.collection('payments').findOne({ _id: new Types.ObjectId(id) }) as Promise<Json>,
    policies: (quoteId: string) =>
      db
        .collection('policies')
        .find({ quoteId: new Types.ObjectId(quoteId) })
        .toArray() as Promise<Json[]>,
    quote: (id: string) => db.collection('quotes').findOne({ _id: new Types.ObjectId(id) }) as Promise<Json>,
    events: (paymentId: string) => eventsIn(db).find({ paymentId }).toArray() as Promise<Json[]>,
    entries: (quoteId: string) =>
      db.collection('competition_entries').find({ quoteId }).toArray() as Promise<Json[]>,
    mails: (to: string) => db.collection('mail_outbox').find({ to }).toArray() as Promise<Json[]>,
  };
}
