import mongoose, { Types } from 'mongoose';
import { createUser, logIn, logInAsAdmin, TestSession } from '#test/harness/identity';
import { connectTo, startTestApp, TestApp } from '#test/harness/test-app';
import { QuoteClient } from './quote-http.fixture';
import { journeyPages } from './quote-journey.fixture';
import { DEMO_QUOTES, QuoteDemoSeeder } from './quotes.seeder';
import { QuotesService } from './quotes.service';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('quotes in the back office', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let admin: TestSession;
  let bought: QuoteClient;
  let started: QuoteClient;
  let declined: QuoteClient;
  beforeAll(async () => {
    t = await startTestApp();
    db = await connectTo(t.config.MONGODB_URI!);
    admin = await logInAsAdmin(t);
    bought = await QuoteClient.complete(t, (pages) =>
      Object.assign(pages.your_details, { lastName: "O'Sullivan", email: 'niamh.osullivan@example.ie' }),
    );
    await bought.price().expect(200);
    await t.app
      .get(QuotesService)
      .markPurchased(bought.id, { paymentOption: 'annual', paymentReference: 'pay_9' });
    started = await QuoteClient.start(t, {
      ...journeyPages().your_details,
      lastName: 'Kennedy',
    });
    declined = await QuoteClient.complete(t, (pages) => (pages.your_driving_history.penaltyPoints = 12));
    await declined.price().expect(200);
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const list = (query: Json = {}) => admin.get('/api/v1/quotes').query(query);
  const ids = (res: { body: Json }) => res.body.data.map((quote: Json) => quote._id);

  it('refuses visitors (401) and lets staff Users read (quotes:read)', async () => {
    const user = await createUser(t);
    const staff = await logIn(t, user.email);
    for (const path of ['/api/v1/quotes', `/api/v1/quotes/${bought.id}/detail`]) {
      await t.http().get(path).expect(401);
      await staff.get(path).expect(200);
    }
  });

  it('lists quotes newest first with the page fields', async () => {
    const res = await list({ page: 0, page_size: 2 }).expect(200);
    expect(res.body).toMatchObject({ ok: true, page: 0, page_size: 2, total_pages: 2, total_items: 3 });
    expect(ids(res)).toEqual([declined.id, started.id]);
    expect(res.body.data[0]).toMatchObject({
      webReference: declined.webReference,
      status: 'declined',
      source: 'web',
      firstName: 'Aoife',
      totalCents: null,
      coverType: 'comprehensive',
      area: 'Commuter Belt',
      tableVersion: '2025.1',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/tokenHash|answers/);
  });

  it('searches by web reference, part of an email or a surname, case-insensitively', async () => {
    expect(ids(await list({ search: bought.webReference.toLowerCase() }).expect(200))).toEqual([bought.id]);
    expect(ids(await list({ search: 'NIAMH.OSULL' }).expect(200))).toEqual([bought.id]);
    expect(ids(await list({ search: 'kennedy' }).expect(200))).toEqual([started.id]);
    expect(ids(await list({ search: "o'sull" }).expect(200))).toEqual([bought.id]);
    expect((await list({ search: '.*' }).expect(200)).body.total_items).toBe(0);
  });

  it('filters by status and by the day the quote was made', async () => {
    expect(ids(await list({ status: 'purchased' }).expect(200))).toEqual([bought.id]);
    const today = (await db.collection('quotes').findOne({ _id: new Types.ObjectId(bought.id) }))!.createdDay;
    expect((await list({ from: today, to: today }).expect(200)).body.total_items).toBe(3);
    expect((await list({ to: '2000-01-01' }).expect(200)).body.total_items).toBe(0);
    expect((await list({ from: 'yesterday' }).expect(400)).body.errors.from).toEqual([
      'Enter a real date as YYYY-MM-DD',
    ]);
    expect((await list({ from: '2024-02-29', to: today }).expect(200)).body.total_items).toBe(3);
    const impossible = (await list({ from: '2024-02-30', to: '2023-02-29' }).expect(400)).body;
    expect(impossible).toMatchObject({
      ok: false,
      message: 'Please correct the highlighted fields.',
      errors: { from: ['Enter a real date as YYYY-MM-DD'], to: ['Enter a real date as YYYY-MM-DD'] },
    });
    await list({ status: 'lost' }).expect(400);
    await list({ page_size: 101 }).expect(400);
  });

  it('shows one quote with its answers, breakdown, history and policy', async () => {
    const res = await admin.get(`/api/v1/quotes/${bought.id}/detail`).expect(200);
    const { quote } = res.body;
    expect(quote).toMatchObject({
      _id: bought.id,
      status: 'purchased',
      lastName: "O'Sullivan",
      email: 'niamh.osullivan@example.ie',
      createdWeek: expect.stringMatching(/^\d{4}-W\d{2}$/),
      declineReasonCodes: [],
      demo: false,
      answers: { your_details: { lastName: "O'Sullivan" }, cover: { type: 'comprehensive' } },
      result: { outcome: 'quoted', breakdown: { lines: expect.any(Array) } },
      policy: { policyNumber: quote.policyNumber, paymentReference: 'pay_9', quoteId: bought.id },
    });
    expect(quote.events.map((event: Json) => event.type)).toEqual([
      'created',
      ...Array(5).fill('page_updated'),
      'priced',
      'purchased',
    ]);
    expect(quote.events[6]).toMatchObject({
      status: 'quoted',
      totalCents: quote.totalCents,
      tableVersion: '2025.1',
    });
    expect(JSON.stringify(quote)).not.toMatch(/tokenHash/);
    await admin.get('/api/v1/quotes/not-an-id/detail').expect(400);
    await admin.get(`/api/v1/quotes/${new Types.ObjectId().toHexString()}/detail`).expect(404);
  });

  it('opens the read routes to integrators holding quotes:read, and only those', async () => {
    const key = async (scopes: string[]) =>
      (
        await admin
          .post('/api/v1/api-keys')
          .send({ name: `quotes ${scopes.join()}`, scopes })
          .expect(201)
      ).body.key;
    const reader = await key(['quotes:read']);
    const other = await key(['users:read']);
    await t.http().get('/api/v1/quotes').set('Authorization', `Bearer ${reader}`).expect(200);
    await t
      .http()
      .get(`/api/v1/quotes/${bought.id}/detail`)
      .set('Authorization', `Bearer ${reader}`)
      .expect(200);
    await t.http().get('/api/v1/quotes').set('Authorization', `Bearer ${other}`).expect(403);
    await t.http().get('/api/v1/rating/tables').set('Authorization', `Bearer ${reader}`).expect(403);
  });

  it('seeds a year of demo quotes once, with policies for the bought ones', async () => {
    const seeder = t.app.get(QuoteDemoSeeder);
    await seeder.seed();
    await seeder.seed();
    const quotes = db.collection('quotes');
    expect(await quotes.countDocuments({ demo: true })).toBe(DEMO_QUOTES);
    const statuses = await quotes.distinct('status', { demo: true });
    expect(statuses.sort()).toEqual(['declined', 'purchased', 'quoted', 'referred', 'started']);
    const months = await quotes.distinct('createdMonth', { demo: true });
    expect(months.length).toBeGreaterThanOrEqual(12);
    const purchased = await quotes.countDocuments({ demo: true, status: 'purchased' });
    expect(await db.collection('policies').countDocuments()).toBe(purchased + 1);
    const declinedDemo = await quotes.findOne({ demo: true, status: 'declined' });
    expect(declinedDemo!.declineReasonCodes.length).toBeGreaterThan(0);
    const quoted = await quotes.findOne({ demo: true, status: 'quoted' });
    expect(quoted!.totalCents).toBe(quoted!.result.breakdown.totalCents);
    expect((await list({ status: 'purchased', page_size: 100 }).expect(200)).body.total_items).toBe(
      purchased + 1,
    );
    const detail = await admin.get(`/api/v1/quotes/${String(quoted!._id)}/detail`).expect(200);
    expect(detail.body.quote.events.map((event: Json) => event.type)).toEqual(['created', 'priced']);
  }, 60_000);
});
