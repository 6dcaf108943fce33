import mongoose, { Types } from 'mongoose';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import { connectTo, startTestApp, TestApp } from '#test/harness/test-app';
import { expectStaffOnly } from '#test/harness/access.fixture';
import { calendarKeys } from '../../common/time/calendar';
import { FactSync } from './facts/fact-sync.service';

/** Stored the way each module writes it: only what the statistics read, at noon Irish time. */
function at(day: string) {
  const createdAt = new Date(`${day}T12:00:00Z`);
  return { ...calendarKeys(createdAt), createdAt, updatedAt: createdAt };
}

const quote = (day: string, status: string, extra: Record<string, unknown> = {}) => ({
  ...at(day),
  status,
  source: 'web',
  totalCents: null,
  declineReasonCodes: [],
  ...extra,
});

const QUOTES = [
  quote('2026-03-02', 'started'),
  quote('2026-03-02', 'quoted', { coverType: 'comprehensive', area: 'D', totalCents: 60_000 }),
  quote('2026-03-02', 'purchased', {
    coverType: 'tpft',
    area: 'D',
    totalCents: 40_000,
    purchasedAt: new Date('2026-03-02T15:00:00Z'),
  }),
  quote('2026-03-03', 'declined', {
    coverType: 'comprehensive',
    area: 'C',
    declineReasonCodes: ['AGE', 'POINTS'],
  }),
  quote('2026-03-03', 'referred', { coverType: 'comprehensive', area: 'C', declineReasonCodes: ['POINTS'] }),
  quote('2026-03-04', 'purchased', { coverType: 'comprehensive', area: 'C', totalCents: 90_000 }),
  quote('2026-03-05', 'started', { area: '=cmd|calc' }),
  quote('2025-12-01', 'quoted', { coverType: 'comprehensive', area: 'D', totalCents: 10_000 }),
];

const renewal = (renewalDate: string, status: string, renewalPremiumCents?: number) => ({
  ...at('2026-02-01'),
  renewalDate,
  renewalMonth: renewalDate.slice(0, 7),
  status,
  ...(renewalPremiumCents ? { renewalPremiumCents } : {}),
});

const payment = (day: string, status: string, amountCents: number) => ({
  ...at(day),
  status,
  amountCents,
  purpose: 'new_policy',
});

const adjustment = (day: string, status: string, type: string, totalCents?: number) => ({
  ...at(day),
  status,
  change: { type },
  ...(totalCents === undefined ? {} : { price: { totalCents } }),
  ...(status === 'settled' ? { settledAt: at(day).createdAt } : {}),
});

/** Every contact of 2026, counted. */
const CONTACTS_IN_2026 = {
  model: 'contacts',
  rows: [],
  columns: [],
  value: { op: 'count' },
  grain: 'month',
  from: '2026-01-01',
  to: '2026-12-31',
};

describe('statistics', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let admin: TestSession;

  beforeAll(async () => {
    t = await startTestApp();
    db = await connectTo(t.config.MONGODB_URI!);
    admin = await logInAsAdmin(t);
    // Each with the unique key its collection requires (as in MongoDB, two documents without it collide).
    await db
      .collection('quotes')
      .insertMany(QUOTES.map((q, i) => ({ ...q, _id: new Types.ObjectId(), webReference: `ST${i}` })));
    await db
      .collection('renewals')
      .insertMany(
        [
          renewal('2026-03-10', 'paid', 50_000),
          renewal('2026-03-20', 'lapsed'),
          renewal('2026-03-25', 'invited'),
          renewal('2026-04-05', 'paid'),
          renewal('2026-04-06', 'imported'),
          renewal('2026-04-07', 'viewed'),
        ].map((r, i) => ({ ...r, policyNumber: `ST-POL-${i}` })),
      );
    await db
      .collection('payments')
      .insertMany(
        [
          payment('2026-03-02', 'succeeded', 50_000),
          payment('2026-03-04', 'succeeded', 30_000),
          payment('2026-03-04', 'failed', 20_000),
          payment('2026-04-01', 'expired', 20_000),
        ].map((p, i) => ({ ...p, idempotencyKey: `st-${i}` })),
      );
    await db
      .collection('policy_adjustments')
      .insertMany([
        adjustment('2026-03-02', 'settled', 'passed_test', -12_000),
        adjustment('2026-03-05', 'settled', 'change_address', 5_150),
        adjustment('2026-03-06', 'quoted', 'change_address', 9_999),
        adjustment('2026-04-01', 'referred', 'add_driver'),
        adjustment('2026-04-02', 'settled', 'change_car', 20_600),
      ]);
    await db.collection('contacts').insertMany([
      { ...at('2026-03-02'), status: 'new', reference: 'ST-C1' },
      { ...at('2026-03-03'), status: 'done', reference: 'ST-C2' },
    ]);
    await db
      .collection('customer_feedback')
      .insertOne({ ...at('2026-03-09'), status: 'new', rating: 4, reference: 'ST-F1' });
    await db
      .collection('policy_change_requests')
      .insertOne({ ...at('2026-03-10'), status: 'in progress', reference: 'ST-P1' });
    await db
      .collection('competition_entries')
      .insertMany(
        ['2026-03-02', '2026-03-04', '2026-04-10'].map(
          (day, index) => ({ _id: `p${index}`, ...at(day) }) as never,
        ),
      );
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  it('is for staff with the statistics permission', async () => {
    const id = new Types.ObjectId().toHexString();
    await expectStaffOnly(t, 'statistics', [
      ['get', '/api/v1/statistics/reports'],
      ['get', '/api/v1/statistics/reports/quote-funnel'],
      ['get', '/api/v1/statistics/models'],
      ['post', '/api/v1/statistics/explore'],
      ['post', '/api/v1/statistics/explore/csv'],
      ['post', '/api/v1/statistics/refresh'],
      ['get', '/api/v1/statistics/dashboards'],
      ['post', '/api/v1/statistics/dashboards'],
      ['get', `/api/v1/statistics/dashboards/${id}`],
      ['put', `/api/v1/statistics/dashboards/${id}`],
      ['delete', `/api/v1/statistics/dashboards/${id}`],
    ]);
  });

  const report = async (key: string, from: string, to: string) =>
    (await admin.get(`/api/v1/statistics/reports/${key}`).query({ from, to }).expect(200)).body.report;
  const figures = (answer: { figures: { label: string; value: number | null }[] }) =>
    Object.fromEntries(answer.figures.map((figure) => [figure.label, figure.value]));

  it('lists the ready-made dashboards', async () => {
    const res = await admin.get('/api/v1/statistics/reports').expect(200);
    expect(res.body.reports.map((r: { key: string }) => r.key)).toEqual([
      'quote-funnel',
      'declined-referred',
      'average-premium',
      'renewals',
      'payments',
      'adjustments',
      'enquiries',
      'competition',
    ]);
  });

  it('answers the quote funnel by day with conversion', async () => {
    const funnel = await report('quote-funnel', '2026-03-01', '2026-03-04');
    expect(funnel.pivot.rows).toEqual([['2026-03-01'], ['2026-03-02'], ['2026-03-03'], ['2026-03-04']]);
    expect(funnel.pivot.columns).toEqual([['started'], ['priced'], ['purchased']]);
    expect(funnel.pivot.cells).toEqual([
      [0, 0, 0],
      [3, 2, 1],
      [2, 2, 0],
      [1, 1, 1],
    ]);
    expect(figures(funnel)).toEqual({
      Started: 6,
      Priced: 5,
      Bought: 2,
      'Conversion (bought of started)': 33.33,
      'Bought of priced': 40,
    });
  });

  it('answers declined and referred quotes by reason', async () => {
    const outcomes = await report('declined-referred', '2026-03-01', '2026-03-31');
    expect(outcomes.pivot.rows).toEqual([['AGE'], ['POINTS']]);
    expect(outcomes.pivot.cells).toEqual([
      [1, 0],
      [1, 1],
    ]);
    expect(figures(outcomes)).toEqual({ Declined: 1, Referred: 1, 'Declined or referred, of priced': 40 });
  });

  it('answers the average premium by area and cover type, in euros', async () => {
    const premiums = await report('average-premium', '2026-03-01', '2026-03-31');
    expect(premiums.pivot.rows).toEqual([['C'], ['D']]);
    expect(premiums.pivot.columns).toEqual([['comprehensive'], ['tpft']]);
    expect(premiums.pivot.cells).toEqual([
      [900, null],
      [600, 400],
    ]);
    expect(figures(premiums)).toEqual({ 'Average premium': 633.33, 'Quotes with a premium': 3 });
  });

  it('answers renewals by month due and status, with the renewal rate', async () => {
    const renewals = await report('renewals', '2026-03-01', '2026-04-30');
    expect(renewals.pivot.rows).toEqual([['2026-03'], ['2026-04']]);
    expect(renewals.pivot.columns).toEqual([['imported'], ['invited'], ['viewed'], ['paid'], ['lapsed']]);
    expect(renewals.pivot.cells).toEqual([
      [0, 1, 0, 1, 1],
      [1, 0, 1, 1, 0],
    ]);
    expect(figures(renewals)).toEqual({ Invited: 5, Paid: 2, Lapsed: 1, 'Renewal rate': 66.67 });
  });

  it('answers mid-term changes by month and status, and the premium the changes made moved', async () => {
    const changes = await report('adjustments', '2026-03-01', '2026-04-30');
    expect(changes.pivot.rows).toEqual([['2026-03'], ['2026-04']]);
    expect(changes.pivot.columns).toEqual([['quoted'], ['applied'], ['settled'], ['referred'], ['declined']]);
    expect(changes.pivot.cells).toEqual([
      [1, 0, 2, 0, 0],
      [0, 0, 1, 1, 0],
    ]);
    expect(figures(changes)).toEqual({
      Changes: 5,
      Made: 3,
      'Referred to staff': 1,
      'Premium moved': 137.5,
    });
  });

  it('answers payments by month and status, and the money taken', async () => {
    const payments = await report('payments', '2026-03-01', '2026-04-30');
    expect(payments.pivot.rows).toEqual([['2026-03'], ['2026-04']]);
    expect(payments.pivot.columns).toEqual([['expired'], ['failed'], ['succeeded']]);
    expect(payments.pivot.cells).toEqual([
      [0, 1, 2],
      [1, 0, 0],
    ]);
    expect(figures(payments)).toEqual({ Payments: 4, Succeeded: 2, 'Success rate': 50, Taken: 800 });
  });

  it('answers contact, feedback and policy-change requests by week and status', async () => {
    const enquiries = await report('enquiries', '2026-03-01', '2026-03-15');
    expect(enquiries.pivot.rows).toEqual([['2026-W10'], ['2026-W11']]);
    expect(enquiries.pivot.columns).toEqual([
      ['contact', 'done'],
      ['contact', 'new'],
      ['feedback', 'new'],
      ['policy change', 'in progress'],
    ]);
    expect(enquiries.pivot.cells).toEqual([
      [1, 1, 0, 0],
      [0, 0, 1, 1],
    ]);
    expect(figures(enquiries)).toEqual({ Contact: 2, Feedback: 1, 'Policy change': 1, 'Still open': 3 });
  });

  it('answers competition entries by month', async () => {
    const competition = await report('competition', '2026-03-01', '2026-04-30');
    expect(competition.pivot.rows).toEqual([['2026-03'], ['2026-04']]);
    expect(competition.pivot.cells).toEqual([[2], [1]]);
    expect(figures(competition)).toEqual({ Entries: 3 });
  });

  it('reads every block of a source kept in more blocks than one batch from the database holds', async () => {
    const days = Array.from({ length: 70 }, (_, i) =>
      new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    );
    await db
      .collection('competition_entries')
      .insertMany(days.map((day, index) => ({ _id: `b${index}`, ...at(day) }) as never));
    await admin.post('/api/v1/statistics/refresh').expect(200);
    const entries = await report('competition', '2025-01-01', '2025-12-31');
    expect(figures(entries)).toEqual({ Entries: 70 });
  });

  it('refuses an unknown dashboard and a date range the wrong way round', async () => {
    await admin.get('/api/v1/statistics/reports/churn').expect(404);
    const reversed = await admin
      .get('/api/v1/statistics/reports/payments')
      .query({ from: '2026-04-01', to: '2026-03-01' })
      .expect(400);
    expect(reversed.body).toMatchObject({
      ok: false,
      errors: { to: ['The end date 2026-03-01 is before the start date 2026-04-01.'] },
    });
    const impossible = await admin
      .get('/api/v1/statistics/reports/payments')
      .query({ from: '2026-02-30', to: '2026-03-01' })
      .expect(400);
    expect(impossible.body.errors).toEqual({ from: ['Enter a real date as YYYY-MM-DD'] });
  });

  it('describes every model and its fields', async () => {
    const res = await admin.get('/api/v1/statistics/models').expect(200);
    expect(res.body.models.map((m: { key: string }) => m.key)).toEqual([
      'quotes',
      'policies',
      'renewals',
      'payments',
      'adjustments',
      'users',
      'contacts',
      'feedback',
      'policyChanges',
      'posts',
      'competitionEntries',
    ]);
    const quotes = res.body.models[0];
    expect(quotes.fields).toContainEqual({ key: 'premium', label: 'Premium', kind: 'number', unit: 'eur' });
    expect(quotes.fields.find((field: { key: string }) => field.key === 'status').values).toContainEqual({
      code: 'purchased',
      label: 'Bought',
    });
  });

  const explore = (body: object) => admin.post('/api/v1/statistics/explore').send(body);
  /** One run of the sync the app schedules every 30 s, now. */
  const periodic = () => (t.app.get(FactSync) as unknown as { periodic(): Promise<void> }).periodic();
  const averagePremiumByCover = {
    model: 'quotes',
    rows: ['coverType'],
    columns: [],
    value: { op: 'avg', field: 'premium' },
    grain: 'month',
    from: '2026-03-01',
    to: '2026-03-31',
  };

  it('explores a pivot with an average, filters and date grouping', async () => {
    const average = await explore(averagePremiumByCover).expect(200);
    expect(average.body).toMatchObject({
      ok: true,
      rowLabels: ['Cover type'],
      columnLabels: [],
      valueLabel: 'Average of premium',
      unit: 'eur',
      pivot: { rows: [['comprehensive'], ['tpft']], cells: [[750], [400]], total: 633.33, matched: 3 },
    });
    const byWeek = await explore({
      model: 'quotes',
      rows: ['createdDay'],
      columns: ['status'],
      value: { op: 'count' },
      grain: 'week',
      filters: [{ field: 'status', values: ['purchased', 'declined'] }],
    }).expect(200);
    expect(byWeek.body.pivot).toMatchObject({
      rows: [['2026-W10']],
      columns: [['declined'], ['purchased']],
      cells: [[1, 2]],
      total: 3,
    });
    const byWords = await explore({
      model: 'quotes',
      rows: ['createdDay'],
      columns: ['status'],
      value: { op: 'count' },
      grain: 'week',
      filters: [{ field: 'status', values: ['Bought', 'Declined'] }],
    }).expect(200);
    expect(byWords.body.pivot).toEqual(byWeek.body.pivot);
    const sum = await explore({
      ...averagePremiumByCover,
      rows: [],
      value: { op: 'sum', field: 'premium' },
    }).expect(200);
    expect(sum.body.pivot.total).toBe(1900);
  });

  it('refuses an unknown model or field by name, and a reversed range', async () => {
    const model = await explore({ ...averagePremiumByCover, model: 'claims' }).expect(400);
    expect(model.body).toMatchObject({ ok: false, message: 'Unknown model "claims".' });
    expect(model.body.errors.model[0]).toContain('Unknown model "claims".');
    const field = await explore({ ...averagePremiumByCover, columns: ['colour'] }).expect(400);
    expect(field.body.errors).toEqual({ 'columns.0': ['Unknown field "colour" in quotes.'] });
    expect(field.body.message).toBe('Unknown field "colour" in quotes.');
    const reversed = await explore({ ...averagePremiumByCover, from: '2026-04-01' }).expect(400);
    expect(reversed.body.errors).toEqual({
      to: ['The end date 2026-03-31 is before the start date 2026-04-01.'],
    });
    const operator = await explore({ ...averagePremiumByCover, model: '$where' }).expect(400);
    expect(Object.keys(operator.body.errors)).toEqual(['model']);
  });

  it('exports the table as CSV with formula cells escaped', async () => {
    const res = await admin
      .post('/api/v1/statistics/explore/csv')
      .send({
        ...averagePremiumByCover,
        rows: ['area'],
        value: { op: 'count' },
        from: '2026-03-05',
        to: '2026-03-05',
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="statistics.csv"/);
    expect(res.text).toBe("Area,Total\r\n'=cmd|calc,1\r\nTotal,1\r\n");
    const byStatus = await admin
      .post('/api/v1/statistics/explore/csv')
      .send({ ...averagePremiumByCover, rows: ['status'], columns: ['coverType'], value: { op: 'count' } })
      .expect(200);
    const lines = byStatus.text.split('\r\n');
    expect(lines[0]).toBe('Status,Status (code),Comprehensive,tpft,(none),Total');
    expect(lines).toContain('Bought,purchased,1,1,0,2');
  });

  it('shows new records once the figures are refreshed', async () => {
    const count = { ...averagePremiumByCover, rows: [], value: { op: 'count' } };
    const before = (await explore(count).expect(200)).body.pivot.total;
    await db.collection('quotes').insertOne({ ...quote('2026-03-20', 'started'), _id: new Types.ObjectId() });
    const refreshed = await admin.post('/api/v1/statistics/refresh').expect(200);
    expect(refreshed.body.builtAt).toEqual(expect.any(String));
    expect((await explore(count).expect(200)).body.pivot.total).toBe(before + 1);
  });

  it('says figures unchanged by a refresh are as of that refresh, not of when they were first worked out', async () => {
    const first = await report('competition', '2026-01-01', '2026-12-31');
    await admin.post('/api/v1/statistics/refresh').expect(200);
    const again = await report('competition', '2026-01-01', '2026-12-31');
    expect(again.pivot).toEqual(first.pivot);
    expect(Date.parse(again.builtAt)).toBeGreaterThan(Date.parse(first.builtAt));
  });

  it('asks for coarser groups rather than answer an unreadable table', async () => {
    const days = Array.from({ length: 201 }, (_, i) =>
      new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    );
    await db.collection('quotes').insertMany(
      days.map((day, i) => ({
        ...quote(day, 'started'),
        _id: new Types.ObjectId(),
        webReference: `DAY${i}`,
      })),
    );
    await admin.post('/api/v1/statistics/refresh').expect(200);
    const byDay = {
      ...averagePremiumByCover,
      rows: [],
      columns: ['createdDay'],
      value: { op: 'count' },
      grain: 'day',
      from: '2024-01-01',
      to: '2024-12-31',
    };
    const wide = await explore(byDay).expect(400);
    expect(wide.body.errors).toEqual({
      columns: ['That makes 201 columns (at most 200): group dates by week or month, or filter.'],
    });
    expect((await explore({ ...byDay, grain: 'month' }).expect(200)).body.pivot.columns).toHaveLength(7);
  });

  it('saves explorer views as named dashboards', async () => {
    const input = { name: 'Premium by cover', chart: 'bar', query: averagePremiumByCover };
    const created = await admin.post('/api/v1/statistics/dashboards').send(input).expect(201);
    const id = created.body.dashboard._id;
    expect(created.body.dashboard).toMatchObject({ ...input, createdBy: admin.user.email });

    const clash = await admin
      .post('/api/v1/statistics/dashboards')
      .send({ ...input, name: ' premium BY cover ' })
      .expect(409);
    expect(clash.body.errors).toEqual({ name: ['There is already a dashboard called "premium BY cover".'] });
    const broken = await admin
      .post('/api/v1/statistics/dashboards')
      .send({ ...input, name: 'Broken', query: { ...averagePremiumByCover, rows: ['colour'] } })
      .expect(400);
    expect(broken.body.errors).toEqual({ 'query.rows.0': ['Unknown field "colour" in quotes.'] });

    const renamed = await admin
      .put(`/api/v1/statistics/dashboards/${id}`)
      .send({ ...input, name: 'Average premium by cover', chart: 'pie' })
      .expect(200);
    expect(renamed.body.dashboard).toMatchObject({ name: 'Average premium by cover', chart: 'pie' });
    const list = await admin.get('/api/v1/statistics/dashboards').expect(200);
    expect(list.body).toMatchObject({
      total_items: 1,
      data: [{ _id: id, name: 'Average premium by cover' }],
    });
    expect((await admin.get(`/api/v1/statistics/dashboards/${id}`).expect(200)).body.dashboard.query).toEqual(
      averagePremiumByCover,
    );

    await admin.delete(`/api/v1/statistics/dashboards/${id}`).expect(200);
    await admin.get(`/api/v1/statistics/dashboards/${id}`).expect(404);
    const audit = await admin.get('/api/v1/audit').query({ targetType: 'statistics-dashboard' }).expect(200);
    expect(
      audit.body.data.map((entry: { action: string; targetId: string }) => [entry.action, entry.targetId]),
    ).toEqual([
      ['statistics-dashboard.delete', id],
      ['statistics-dashboard.update', id],
      ['statistics-dashboard.create', id],
    ]);
    await admin.delete(`/api/v1/statistics/dashboards/${id}`).expect(404);
  });

  it('keeps its facts in the database: a change shows after a refresh, in any instance', async () => {
    const byStatus = { ...CONTACTS_IN_2026, rows: ['status'] };
    const before = (await explore(byStatus).expect(200)).body.pivot;
    expect(before).toMatchObject({ rows: [['done'], ['new']], total: 2 });
    await db.collection('contacts').deleteOne({ reference: 'ST-C1' });
    await db
      .collection('contacts')
      .insertOne({ ...at('2026-05-02'), status: 'in progress', reference: 'ST-C3' });
    // Unchanged until the facts are brought up to date: the answer is computed once per version.
    expect((await explore(byStatus).expect(200)).body.pivot).toEqual(before);
    await admin.post('/api/v1/statistics/refresh').expect(200);
    expect((await explore(byStatus).expect(200)).body.pivot).toMatchObject({
      rows: [['done'], ['in progress']],
      total: 2,
    });
    const blocks = await db.collection('statistics_fact_blocks').countDocuments({ source: 'contacts' });
    expect(blocks).toBe(2);
  });

  it('compares a source in full when its last comparison, by any instance, is ten minutes old', async () => {
    await admin.post('/api/v1/statistics/refresh').expect(200);
    const before = (await explore(CONTACTS_IN_2026).expect(200)).body.pivot.total;
    // Removed behind the app's back: no write stamps a change, only a full comparison sees it.
    await db.collection('contacts').deleteOne({ reference: 'ST-C3' });
    await periodic();
    expect((await explore(CONTACTS_IN_2026).expect(200)).body.pivot.total).toBe(before);
    await db.collection('statistics_fact_manifests').updateOne({ _id: 'contacts' } as never, {
      $set: { reconciledAt: new Date(Date.now() - 11 * 60_000) },
    });
    await periodic();
    expect((await explore(CONTACTS_IN_2026).expect(200)).body.pivot.total).toBe(before - 1);
  });

  it("finds in a full comparison records written behind the app's back on a day it has no block for", async () => {
    await admin.post('/api/v1/statistics/refresh').expect(200);
    const before = (await explore(CONTACTS_IN_2026).expect(200)).body.pivot.total;
    await db.collection('contacts').insertOne({ ...at('2026-08-15'), status: 'new', reference: 'ST-C5' });
    await db.collection('statistics_fact_manifests').updateOne({ _id: 'contacts' } as never, {
      $set: { reconciledAt: new Date(Date.now() - 11 * 60_000) },
    });
    await periodic();
    expect((await explore(CONTACTS_IN_2026).expect(200)).body.pivot.total).toBe(before + 1);
  });

  describe('between comparisons', () => {
    const contacts = () => db.collection('contacts');
    const byStatusInJune = { ...CONTACTS_IN_2026, rows: ['status'], from: '2026-06-01', to: '2026-06-30' };
    const inJune = async () => (await explore(byStatusInJune).expect(200)).body.pivot;

    beforeAll(async () => {
      await contacts().insertMany([
        { ...at('2026-06-01'), status: 'new', reference: 'ST-J1' },
        { ...at('2026-06-01'), status: 'new', reference: 'ST-J2' },
        { ...at('2026-06-02'), status: 'new', reference: 'ST-J3' },
      ]);
      await admin.post('/api/v1/statistics/refresh').expect(200);
    });

    it("puts a changed record's row into its block without reading its partition's other records", async () => {
      expect(await inJune()).toMatchObject({ rows: [['new']], total: 3 });
      await contacts().updateOne({ reference: 'ST-J1' }, { $set: { status: 'done', updatedAt: new Date() } });
      // Behind the app's back (no write stamp): a rebuild of the partition would show it, a patch does not.
      await contacts().updateOne({ reference: 'ST-J2' }, { $set: { status: 'in progress' } });
      await periodic();
      expect(await inJune()).toMatchObject({ rows: [['done'], ['new']], total: 3 });
    });

    it('keeps its figures, and their version, when a record is written without a change to its facts', async () => {
      const version = async () =>
        (await db.collection('statistics_fact_manifests').findOne({ _id: 'contacts' } as never))?.version;
      await periodic();
      const before = await version();
      await contacts().updateOne(
        { reference: 'ST-J1' },
        { $set: { note: 'called back', updatedAt: new Date() } },
      );
      await periodic();
      expect(await version()).toBe(before);
    });

    it("rebuilds a block built before blocks kept their records' ids when one of them changes", async () => {
      await db
        .collection('statistics_fact_blocks')
        .updateOne({ _id: 'contacts|2026-06-01' } as never, { $unset: { ids: '' } });
      await contacts().updateOne({ reference: 'ST-J1' }, { $set: { status: 'new', updatedAt: new Date() } });
      await periodic();
      expect(await inJune()).toMatchObject({ rows: [['in progress'], ['new']], total: 3 });
      const block = await db
        .collection('statistics_fact_blocks')
        .findOne({ _id: 'contacts|2026-06-01' } as never);
      expect(JSON.parse(block?.ids as string)).toHaveLength(2);
    });

    it('counts a record that moved to another partition once, not in both', async () => {
      // From a partition with no other change to patch, so only a comparison finds the row it left.
      await contacts().updateOne(
        { reference: 'ST-J3' },
        { $set: { ...at('2026-07-01'), updatedAt: new Date() } },
      );
      await periodic();
      expect(await inJune()).toMatchObject({ total: 2 });
      const julyToo = { ...byStatusInJune, to: '2026-07-31' };
      expect((await explore(julyToo).expect(200)).body.pivot.total).toBe(3);
    });
  });

  it('replaces at once the blocks built when the owner partitioned its records by another field', async () => {
    await admin.post('/api/v1/statistics/refresh').expect(200);
    const total = (await explore(CONTACTS_IN_2026).expect(200)).body.pivot.total;
    const blocks = db.collection('statistics_fact_blocks');
    const manifests = db.collection('statistics_fact_manifests');
    // As a month-keyed block of every contact, beside the day-keyed ones, would have been before the change.
    const all = await blocks.find({ source: 'contacts' }).toArray();
    const rows = all.flatMap((block) => JSON.parse(block.rows as string) as unknown[]);
    await blocks.insertOne({
      _id: 'contacts|2026-03',
      source: 'contacts',
      key: '2026-03',
      count: rows.length,
      rows: JSON.stringify(rows),
    } as never);
    await manifests.updateOne({ _id: 'contacts' } as never, {
      $set: { partition: 'createdMonth' },
      $inc: { version: 1 },
    });
    expect((await explore(CONTACTS_IN_2026).expect(200)).body.pivot.total).toBe(2 * total);
    await periodic();
    expect(await blocks.countDocuments({ _id: 'contacts|2026-03' } as never)).toBe(0);
    expect((await explore(CONTACTS_IN_2026).expect(200)).body.pivot.total).toBe(total);
    expect((await manifests.findOne({ _id: 'contacts' } as never))?.partition).toBe('createdDay');
  });
});
