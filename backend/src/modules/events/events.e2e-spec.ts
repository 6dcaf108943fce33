import { createUser, logIn, logInAsAdmin, TestSession } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import { Clock } from '../../common/time/clock';
import {
  checkout,
  deliver,
  pricedQuote,
  records,
  sandboxEvent,
  startPaymentsApp,
} from '../payments/payments.fixture';
import { daysAhead } from '../quotes/quote-journey.fixture';
import { csvOf, importSheet, sampleRow } from '../renewals/import/renewals.fixture';
import { EventLog } from './event-log.service';

/** Renewals far outside the invitation window, so no invitation run adds events while the tests read. */
const renewal = (i: number) => sampleRow(i, { 'Renewal date': daysAhead(200) });

interface Listed {
  id: string;
  type: string;
  subject: { type: string; id: string };
  data: Record<string, unknown>;
}

describe('the event log (GET /events)', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let admin: TestSession;
  let key: string;
  let quoteId: string;
  let paymentId: string;
  let webReference: string;

  const createKey = async (scopes: string[]) =>
    (await admin.post('/api/v1/api-keys').send({ name: 'Broker system', scopes }).expect(201)).body
      .key as string;

  const read = (query: Record<string, string | number> = {}, bearer = key) =>
    t.http().get('/api/v1/events').query(query).set('Authorization', `Bearer ${bearer}`);

  /** Every event from the cursor on, page by page as an integrator catching up reads them. */
  async function catchUp(after?: string, limit = 2): Promise<{ events: Listed[]; cursor: string }> {
    const events: Listed[] = [];
    let cursor = after;
    for (;;) {
      const { body } = await read({ ...(cursor ? { after: cursor } : {}), limit }).expect(200);
      events.push(...(body.data as Listed[]));
      cursor = body.next_cursor as string;
      if (!body.has_more) return { events, cursor };
    }
  }

  beforeAll(async () => {
    const started = await startPaymentsApp();
    ({ t, close } = started);
    admin = await logInAsAdmin(t);
    key = await createKey(['events:read']);

    const quote = await pricedQuote(t);
    // Its copy into the log runs beside the answer: numbered before the purchase's events.
    await t.app.get(EventLog).idle();
    quoteId = quote.id;
    webReference = quote.webReference;
    paymentId = (await checkout(t, quote).expect(201)).body.paymentId as string;
    const { amountCents } = await records(started.db).payment(paymentId);
    const paid = sandboxEvent(paymentId, 'payment.succeeded', {
      amountCents,
      currency: 'EUR',
      card: { brand: 'visa', last4: '4242' },
    });
    await deliver(t, paid);
    // The provider delivers again: the replayed settlement records nothing twice.
    await deliver(t, { ...paid, id: `${paid.id}-again` });
    await importSheet(t, admin, csvOf([renewal(1), renewal(2)]));
  });
  afterAll(() => close());

  it('lists a purchase and a renewals import in the order they happened, each once', async () => {
    const { events } = await catchUp();
    expect(events.map((event) => event.type)).toEqual([
      'quote.priced',
      'policy.issued',
      'quote.bought',
      'policy.documents_issued',
      'payment.succeeded',
      'renewal.imported',
      'renewal.imported',
      'import.finished',
    ]);
    const ids = events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);

    const byType = (type: string) => events.filter((event) => event.type === type);
    expect(byType('quote.bought')[0]).toMatchObject({
      subject: { type: 'quote', id: quoteId },
      data: { _id: quoteId, status: 'purchased' },
    });
    expect(byType('policy.issued')[0].data).toMatchObject({ quoteId, paymentReference: paymentId });
    expect(byType('payment.succeeded')[0]).toMatchObject({
      subject: { type: 'payment', id: paymentId },
      data: { _id: paymentId, status: 'succeeded' },
    });
    expect(byType('renewal.imported').map((event) => event.data.policyNumber)).toEqual([
      'TEST-000001',
      'TEST-000002',
    ]);
    expect(byType('import.finished')[0].data).toMatchObject({
      status: 'completed',
      result: { new: 2, total: 2 },
    });
  });

  it('never carries card data', async () => {
    const { body } = await read({ type: 'payment.succeeded' }).expect(200);
    expect(body.data).toHaveLength(1);
    expect(JSON.stringify(body.data)).not.toMatch(/4242|last4|card/i);
  });

  it('filters by type, and a cursor reads only what came after it', async () => {
    const { body } = await read({ type: 'renewal.imported' }).expect(200);
    expect(body.data.map((event: Listed) => event.type)).toEqual(['renewal.imported', 'renewal.imported']);

    const { cursor } = await catchUp();
    expect((await read({ after: cursor }).expect(200)).body).toMatchObject({
      data: [],
      next_cursor: cursor,
      has_more: false,
    });
    await importSheet(t, admin, csvOf([renewal(3)]));
    const { events } = await catchUp(cursor);
    expect(events.map((event) => event.type)).toEqual(['renewal.imported', 'import.finished']);
  });

  it('numbers events racing each other in one order, and records a key once', async () => {
    const log = t.app.get(EventLog);
    const { cursor } = await catchUp();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        log.record('enquiry.received', { type: 'contact', id: `race-${i % 6}` }, { n: i % 6 }),
      ),
    );
    const { events } = await catchUp(cursor, 100);
    expect(events.map((event) => event.subject.id).sort()).toEqual(
      ['race-0', 'race-1', 'race-2', 'race-3', 'race-4', 'race-5'].sort(),
    );
    const ids = events.map((event) => Number(event.id));
    expect(ids).toEqual(ids.map((_, i) => Number(cursor) + 1 + i));
  });

  it('is refused to a key without events:read, to staff without the permission, and to nobody', async () => {
    const other = await createKey(['renewals:read']);
    const refused = await read({}, other).expect(403);
    expect(refused.body.ok).toBe(false);
    await t.http().get('/api/v1/events').expect(401);
    const user = await createUser(t, { email: 'day-to-day@example.ie' });
    await (await logIn(t, user.email)).get('/api/v1/events').expect(403);
    expect((await admin.get('/api/v1/events').expect(200)).body.ok).toBe(true);
  });

  it('answers 400 for a cursor or type it cannot read', async () => {
    const bad = await read({ after: 'abc', type: 'quote.stolen' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['after', 'type']);
  });

  it("keeps an erased person's events without their data, and tells of the erasure", async () => {
    const { cursor } = await catchUp();
    await admin.post('/api/v1/data-protection/erase').send({ webReference }).expect(200);
    const { events } = await catchUp(undefined, 100);
    const about = events.filter((event) => [quoteId, paymentId].includes(event.subject.id));
    expect(about.map((event) => event.type)).toEqual([
      'quote.priced',
      'policy.issued',
      'quote.bought',
      'policy.documents_issued',
      'payment.succeeded',
    ]);
    for (const event of about) expect(event.data).toEqual({ personErased: true });
    const told = events.filter((event) => Number(event.id) > Number(cursor));
    expect(told.map((event) => event.type)).toEqual(['data_subject.erased']);
    expect(told[0].data.records).toContain(`quote:${quoteId}`);
    expect(JSON.stringify(told[0].data)).not.toContain(webReference);
  });

  it('forgets events after 30 days but keeps counting on from the newest', async () => {
    const log = t.app.get(EventLog);
    const { events, cursor } = await catchUp(undefined, 100);
    const later = new Date(Date.now() + 31 * 24 * 60 * 60_000);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(later);
    try {
      expect(await log.expire()).toBe(events.length - 1);
      await log.record('enquiry.received', { type: 'contact', id: 'after-expiry' }, {});
    } finally {
      jest.restoreAllMocks();
    }
    const { events: kept } = await catchUp(undefined, 100);
    expect(kept.map((event) => event.id)).toEqual([cursor, String(Number(cursor) + 1)]);
  });
});
