import { Types, type Connection } from 'mongoose';
import { expectNoSecrets, logInAsAdmin, TestSession } from '#test/harness/identity';
import { connectTo, startTestApp, type TestApp } from '#test/harness/test-app';
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
import { EVENT_TYPES, EventLog } from '../events';
import { verifiesWith, WebhookReceiver, type Received } from './webhook-receiver.fixture';
import { WebhookSender } from './webhook-sender.service';

/** Retries at once and a short poll: the tests wait on what the receiver gets, never on time. */
const WEBHOOK_ENV = { WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_BASE_MS: '0', WEBHOOK_RETRY_MAX_MS: '0' };

/** Renewals far outside the invitation window, so no invitation run adds events. */
const renewals = (...numbers: number[]) =>
  csvOf(numbers.map((i) => sampleRow(i, { 'Renewal date': daysAhead(200) })));

const idOf = (request: Received) => String(request.headers['webhook-id']);
const isEvent = (request: Received) => !idOf(request).startsWith('test_');

describe('outbound webhooks', () => {
  let receiver: WebhookReceiver;
  let t: TestApp;
  let db: Connection;
  let closeFirst: () => Promise<void>;
  let others: TestApp[] = [];
  const receivers: WebhookReceiver[] = [];
  let admin: TestSession;
  let endpointId: string;
  let secret: string;

  /** Every event id in the log after `after`, in order. */
  async function loggedIds(session: TestSession, after = 0): Promise<string[]> {
    const { body } = await session.get('/api/v1/events').query({ after, limit: 500 }).expect(200);
    return (body.data as { id: string }[]).map((event) => event.id);
  }

  /** The event ids the receiver accepted after `after`, in the order it got them. */
  const acceptedIds = (after = 0) =>
    receiver.accepted
      .filter(isEvent)
      .map(idOf)
      .filter((id) => Number(id) > after);

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    const started = await startPaymentsApp({ env: WEBHOOK_ENV });
    ({ t, db } = started);
    closeFirst = started.close;
    admin = await logInAsAdmin(t);
  });
  afterAll(async () => {
    await closeFirst();
    for (const app of others) await app.close();
    await receiver.close();
    for (const other of receivers) await other.close();
  });

  it('refuses a URL outside the rules and unknown event types, with the field named', async () => {
    const refused = await admin
      .post('/api/v1/webhooks')
      .send({ url: 'http://crm.example.com/hooks', eventTypes: ['quote.bought'] })
      .expect(400);
    expect(refused.body.errors.url[0]).toMatch(/this machine/);
    const unknown = await admin
      .post('/api/v1/webhooks')
      .send({ url: receiver.url, eventTypes: ['quote.stolen'] })
      .expect(400);
    expect(unknown.body.errors).toHaveProperty('eventTypes');
    expect((await admin.get('/api/v1/webhooks').expect(200)).body.total_items).toBe(0);
  });

  it('registers an endpoint through an API key with the webhooks scope; the secret is shown once', async () => {
    const key = (
      await admin
        .post('/api/v1/api-keys')
        .send({ name: 'CRM', scopes: ['webhooks'] })
        .expect(201)
    ).body.key as string;
    const register = () =>
      t
        .http()
        .post('/api/v1/webhooks')
        .set('Authorization', `Bearer ${key}`)
        .set('Idempotency-Key', 'register-crm')
        .send({ url: receiver.url, eventTypes: [...EVENT_TYPES], description: 'CRM' });
    const created = await register().expect(201);
    // A retried registration answers the first one and registers nothing more.
    expect((await register().expect(201)).body).toEqual(created.body);
    secret = created.body.secret as string;
    endpointId = created.body.endpoint._id as string;
    expect(secret).toMatch(/^whsec_/);
    expect(created.body.endpoint).toMatchObject({ enabled: true, createdBy: { type: 'apiKey' } });

    const listed = await admin.get('/api/v1/webhooks').expect(200);
    expect(listed.body.total_items).toBe(1);
    expectNoSecrets(listed.body, secret, secret.slice(6));
    expectNoSecrets((await admin.get(`/api/v1/webhooks/${endpointId}`).expect(200)).body, secret.slice(6));
  });

  it('delivers a purchase and a renewals import signed, in order of event id, each once, though the receiver failed three times', async () => {
    receiver.failNext = 3;
    const quote = await pricedQuote(t);
    // Its copy into the log runs beside the answer: numbered before the purchase's events.
    await t.app.get(EventLog).idle();
    const paymentId = (await checkout(t, quote).expect(201)).body.paymentId as string;
    const { amountCents } = await records(db).payment(paymentId);
    await deliver(t, sandboxEvent(paymentId, 'payment.succeeded', { amountCents, currency: 'EUR' }));
    await importSheet(t, admin, renewals(1, 2));

    const ids = await loggedIds(admin);
    await receiver.until(() => acceptedIds().length >= ids.length);
    expect(acceptedIds()).toEqual(ids);
    // The same webhook-id on each retry of the first event; its later events waited for it.
    expect(receiver.received.slice(0, 4).map((r) => [idOf(r), r.status])).toEqual([
      [ids[0], 500],
      [ids[0], 500],
      [ids[0], 500],
      [ids[0], 200],
    ]);
    for (const request of receiver.received) expect(verifiesWith(secret, request)).toBe(true);
    const bodies = receiver.accepted.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(bodies.map((body) => body.type)).toEqual(
      expect.arrayContaining([
        'quote.priced',
        'quote.bought',
        'policy.issued',
        'payment.succeeded',
        'renewal.imported',
        'import.finished',
      ]),
    );
    expect(bodies[0]).toEqual({
      type: 'quote.priced',
      timestamp: expect.any(String),
      data: expect.objectContaining({ _id: quote.id }),
    });

    await t.app.get(WebhookSender).idle();
    const deliveries = await admin
      .get(`/api/v1/webhooks/${endpointId}/deliveries`)
      .query({ page_size: 100 })
      .expect(200);
    const first = (deliveries.body.data as { messageId: string }[]).find((d) => d.messageId === ids[0]);
    expect(first).toMatchObject({ status: 'delivered', attempts: 4, responseCode: 200 });
  });

  it('sends a test event at once, and an event again by hand', async () => {
    const tested = await admin.post(`/api/v1/webhooks/${endpointId}/test`).expect(201);
    expect(tested.body.delivery).toMatchObject({
      type: 'webhook.test',
      status: 'delivered',
      responseCode: 200,
    });
    const test = receiver.received.at(-1)!;
    expect(JSON.parse(test.body)).toMatchObject({ type: 'webhook.test', data: { endpointId } });
    expect(verifiesWith(secret, test)).toBe(true);

    const { body } = await admin
      .get(`/api/v1/webhooks/${endpointId}/deliveries`)
      .query({ page_size: 100 })
      .expect(200);
    const last = (body.data as { _id: string; messageId: string; type: string }[]).find(
      (d) => d.type === 'import.finished',
    )!;
    const times = () => receiver.accepted.filter((request) => idOf(request) === last.messageId).length;
    await admin.post(`/api/v1/webhooks/${endpointId}/deliveries/${last._id}/redeliver`).expect(201);
    await receiver.until(() => times() === 2);
    await admin
      .post(`/api/v1/webhooks/${endpointId}/deliveries/${tested.body.delivery._id}/redeliver`)
      .expect(400);
  });

  it('loses nothing across a restart, and two instances on one database send each event once', async () => {
    const rotated = await admin.post(`/api/v1/webhooks/${endpointId}/rotate-secret`).expect(201);
    const newSecret = rotated.body.secret as string;
    expect(rotated.body.endpoint.previousSecretExpiresAt).toBeDefined();
    const boundary = Number((await loggedIds(admin)).at(-1));

    // The receiver is down while the first app records events; it stops with them unsent.
    receiver.failNext = Number.POSITIVE_INFINITY;
    const failures = receiver.received.length;
    await importSheet(t, admin, renewals(3));
    await receiver.until(() => receiver.received.length > failures);
    await closeFirst();
    closeFirst = () => Promise.resolve();

    // The same database, two instances: the receiver is back.
    const env = { ...WEBHOOK_ENV, MONGODB_URI: t.config.MONGODB_URI! };
    others = [await startTestApp({ env }), await startTestApp({ env })];
    receiver.failNext = 0;
    const second = await logInAsAdmin(others[1]);
    await importSheet(others[1], second, renewals(4, 5));

    const ids = await loggedIds(second, boundary);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    await receiver.until(() => acceptedIds(boundary).length >= ids.length);
    await Promise.all(others.map((app) => app.app.get(WebhookSender).idle()));
    expect(acceptedIds(boundary)).toEqual(ids);
    // Signed with both secrets for a day after the rotation: a receiver holding either verifies.
    for (const request of receiver.accepted.filter((r) => Number(idOf(r)) > boundary)) {
      expect(verifiesWith(newSecret, request) && verifiesWith(secret, request)).toBe(true);
    }
  });

  it('disables an endpoint whose delivery failed for 24 hours, and emails the administrators', async () => {
    const down = await WebhookReceiver.start();
    receivers.push(down);
    down.failNext = Number.POSITIVE_INFINITY;
    const second = await logInAsAdmin(others[0]);
    const { body } = await second
      .post('/api/v1/webhooks')
      .send({ url: down.url, eventTypes: ['quote.priced'], description: 'Down' })
      .expect(201);
    const id = new Types.ObjectId(body.endpoint._id as string);
    await pricedQuote(others[0]);
    await down.until(() => down.received.length > 0);
    // The pass that sent it records the failure after the receiver answered: the retry window must start
    // before the clocks move on, or it starts a day later and nothing is given up.
    await Promise.all(others.map((app) => app.app.get(WebhookSender).idle()));

    // A day later (on every instance's clock) the next failure gives the delivery up.
    const dayLater = new Date(Date.now() + 25 * 60 * 60_000);
    for (const app of others)
      jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(dayLater));
    const store = await connectTo(others[0].config.MONGODB_URI!);
    const endpoint = () => store.collection('webhook_endpoints').findOne({ _id: id });
    for (let pass = 0; pass < 20 && (await endpoint())?.enabled; pass++) {
      for (const app of others) app.app.get(WebhookSender).wake();
      await Promise.all(others.map((app) => app.app.get(WebhookSender).idle()));
    }
    expect(await endpoint()).toMatchObject({
      enabled: false,
      disabledReason: 'Deliveries failed for 24 hours',
    });
    expect(await store.collection('webhook_deliveries').findOne({ endpointId: id })).toMatchObject({
      status: 'failed',
      responseCode: 500,
    });
    const alerts = await store
      .collection('mail_outbox')
      .find({ subject: /a webhook endpoint was disabled/ })
      .toArray();
    await store.close();
    expect(alerts.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([admin.user.email, second.user.email]),
    );
    expect(alerts[0].text).toContain(down.url);

    // What happens while it is disabled waits for it, and is sent once it is enabled again.
    const waiting = await pricedQuote(others[0]);
    const again = await logInAsAdmin(others[1]);
    down.failNext = 0;
    await again
      .patch(`/api/v1/webhooks/${String(id)}`)
      .send({ enabled: true })
      .expect(200);
    await down.until(() => down.accepted.length > 0);
    expect(JSON.parse(down.accepted[0].body)).toMatchObject({
      type: 'quote.priced',
      data: { _id: waiting.id },
    });
  });
});
