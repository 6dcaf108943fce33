import mongoose, { Types } from 'mongoose';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import { expectStaffOnly } from '#test/harness/access.fixture';
import { checkout, deliver, pricedQuote, records, sandboxEvent, startPaymentsApp } from '../payments.fixture';

describe('payments for staff', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let admin: TestSession;
  const quoteOf: Record<string, string> = {};
  const ids: Record<'paid' | 'held' | 'failed' | 'pending', string> = {
    paid: '',
    held: '',
    failed: '',
    pending: '',
  };

  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    admin = await logInAsAdmin(t);
    const stored = records(db);
    for (const kind of Object.keys(ids) as (keyof typeof ids)[]) {
      const quote = await pricedQuote(t);
      ids[kind] = (await checkout(t, quote).expect(201)).body.paymentId;
      quoteOf[kind] = quote.id;
      const { amountCents } = await stored.payment(ids[kind]);
      if (kind === 'paid' || kind === 'held') {
        const paid = kind === 'paid' ? amountCents : amountCents + 500;
        await deliver(
          t,
          sandboxEvent(ids[kind], 'payment.succeeded', { amountCents: paid, currency: 'EUR' }),
        );
      }
      if (kind === 'failed') await deliver(t, sandboxEvent(ids[kind], 'payment.failed'));
    }
    // One from long ago, for the date filter.
    await db
      .collection('payments')
      .updateOne(
        { _id: new Types.ObjectId(ids.failed) },
        { $set: { createdDay: '2020-01-15', createdAt: new Date('2020-01-15T12:00:00Z') } },
      );
  });
  afterAll(() => close());

  it('is for staff with the payments:read permission', async () => {
    await expectStaffOnly(t, 'payments:read', [
      ['get', '/api/v1/payments'],
      ['get', `/api/v1/payments/${ids.paid}`],
    ]);
  });

  it('lists payments newest first, paginated, by status and by creation day', async () => {
    const all = await admin.get('/api/v1/payments').query({ page_size: 2 }).expect(200);
    expect(all.body).toMatchObject({ ok: true, page: 0, page_size: 2, total_items: 4, total_pages: 2 });
    expect(all.body.data.map((p: { _id: string }) => p._id)).toEqual([ids.pending, ids.held]);

    const held = await admin.get('/api/v1/payments').query({ status: 'held' }).expect(200);
    expect(held.body.data).toEqual([
      expect.objectContaining({
        _id: ids.held,
        status: 'held',
        heldReason: expect.stringMatching(/was due/),
      }),
    ]);
    const old = await admin
      .get('/api/v1/payments')
      .query({ from: '2020-01-01', to: '2020-01-31' })
      .expect(200);
    expect(old.body.data.map((p: { _id: string }) => p._id)).toEqual([ids.failed]);
    const recent = await admin.get('/api/v1/payments').query({ from: '2021-01-01' }).expect(200);
    expect(recent.body.total_items).toBe(3);

    const forQuote = await admin.get('/api/v1/payments').query({ quoteId: quoteOf.held }).expect(200);
    expect(forQuote.body.data.map((p: { _id: string }) => p._id)).toEqual([ids.held]);

    const bad = await admin
      .get('/api/v1/payments')
      .query({ status: 'lost', from: 'yesterday', quoteId: 'q1' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'quoteId', 'status']);
    const impossible = await admin.get('/api/v1/payments').query({ to: '2021-02-29' }).expect(400);
    expect(impossible.body.errors).toEqual({ to: ['Enter a real date as YYYY-MM-DD'] });
  });

  it('shows one payment with its subject, held reason and every provider event', async () => {
    const res = await admin.get(`/api/v1/payments/${ids.held}`).expect(200);
    expect(res.body.payment).toMatchObject({
      _id: ids.held,
      status: 'held',
      purpose: 'new_policy',
      subject: { type: 'quote' },
      heldReason: expect.stringMatching(/^Paid €[\d,.]+ but €[\d,.]+ was due\.$/),
      idempotencyKey: expect.stringMatching(/^new_policy:quote:\w{24}:1$/),
      events: [
        expect.objectContaining({
          provider: 'sandbox',
          type: 'payment.succeeded',
          outcome: 'succeeded',
          note: expect.stringMatching(/^Held: /),
          processedAt: expect.any(String),
        }),
      ],
    });
    await admin.get('/api/v1/payments/665f1c2b9d3e4a0012345678').expect(404);
    await admin.get('/api/v1/payments/nope').expect(400);
  });
});
