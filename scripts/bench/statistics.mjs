// Statistics budgets: each ready-made dashboard, and the explorer, over 100,000 quotes. The quotes are
// written straight into the database (as an import would), so staff's refresh brings the fact blocks up
// to date (reported as the cold read, not budgeted); every request after that is read from the blocks.
import { performance } from 'node:perf_hooks';
import { MongoClient, ObjectId } from 'mongodb';
import { adminHeaders } from './measure.mjs';

const QUOTES = 100_000;
const BATCH = 5_000;
const SAMPLES = 5;
const DAY_MS = 86_400_000;
const STATUSES = ['started', 'started', 'quoted', 'quoted', 'quoted', 'declined', 'referred', 'purchased'];
const COVERS = ['comprehensive', 'tpft', 'tpo'];
const AREAS = ['D', 'C', 'G', 'KE', 'MH', 'WW', 'L', 'WX', 'TS', 'KK'];
const REASONS = ['AGE_UNDER_MINIMUM', 'PENALTY_POINTS', 'DRINK_DRIVING', 'VEHICLE_VALUE'];

/** A quote as the quotes module stores one, with the fields the statistics read and a typical answer set. */
function quote(/** @type {number} */ i, /** @type {number} */ now) {
  const createdAt = new Date(now - (i % 365) * DAY_MS - (i % 600) * 60_000);
  const day = createdAt.toISOString().slice(0, 10);
  const status = STATUSES[i % STATUSES.length];
  const priced = status === 'quoted' || status === 'purchased';
  const iso = createdAt.toISOString();
  return {
    _id: new ObjectId(),
    webReference: `BENCH${i}`,
    status,
    source: 'web',
    answers: {
      your_details: {
        firstName: 'Aoife',
        lastName: 'Byrne',
        email: `bench${i}@example.ie`,
        address: { area: AREAS[i % 10] },
      },
      cover: { type: COVERS[i % 3], voluntaryExcessCents: 25_000, addOns: [] },
    },
    email: `bench${i}@example.ie`,
    firstName: 'Aoife',
    lastName: 'Byrne',
    dateOfBirth: '1990-01-01',
    createdDay: day,
    createdWeek: `${iso.slice(0, 4)}-W${String(1 + (Math.floor((i % 365) / 7) % 52)).padStart(2, '0')}`,
    createdMonth: day.slice(0, 7),
    totalCents: priced ? 40_000 + (i % 90_000) : null,
    coverType: COVERS[i % 3],
    area: AREAS[i % 10],
    declineReasonCodes: status === 'declined' || status === 'referred' ? [REASONS[i % 4]] : [],
    ...(status === 'purchased' ? { purchasedAt: new Date(createdAt.getTime() + 3_600_000) } : {}),
    demo: false,
    createdAt,
    updatedAt: createdAt,
  };
}

/** @param {string} uri */
async function seedQuotes(uri) {
  const client = await MongoClient.connect(uri);
  try {
    const quotes = client.db().collection('quotes');
    const now = Date.now();
    for (let from = 0; from < QUOTES; from += BATCH) {
      await quotes.insertMany(
        Array.from({ length: BATCH }, (_, k) => quote(from + k, now)),
        { ordered: false },
      );
    }
  } finally {
    await client.close();
  }
}

/**
 * Milliseconds per answer of one request, the slowest of SAMPLES after a warm-up.
 * @param {() => Promise<Response>} send
 */
async function slowest(send) {
  /** @type {number[]} */
  const samples = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const started = performance.now();
    const res = await send();
    const body = /** @type {{ ok?: boolean }} */ (await res.json());
    if (!res.ok || !body.ok) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    if (i > 0) samples.push(performance.now() - started);
  }
  return Math.round(Math.max(...samples));
}

/** @param {{ baseUrl: string, databaseUri: string, dataDir: string }} app */
export async function run(app) {
  await seedQuotes(app.databaseUri);
  const session = await adminHeaders(app);
  const get = (/** @type {string} */ url) =>
    fetch(`${app.baseUrl}${url}`, { headers: { Cookie: session.Cookie } });
  /** @param {string} url @param {unknown} [body] */
  const post = (url, body) =>
    fetch(`${app.baseUrl}${url}`, {
      method: 'POST',
      headers: { ...session, 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });

  const coldStarted = performance.now();
  const refreshed = await post('/api/v1/statistics/refresh');
  if (!refreshed.ok) throw new Error(`refresh: ${refreshed.status} ${await refreshed.text()}`);
  const cold = Math.round(performance.now() - coldStarted);

  const { reports } = /** @type {{ reports: { key: string }[] }} */ (
    await (await get('/api/v1/statistics/reports')).json()
  );
  const year = { from: new Date(Date.now() - 365 * DAY_MS).toISOString().slice(0, 10) };
  const rows = [];
  for (const report of reports) {
    const ms = await slowest(() => get(`/api/v1/statistics/reports/${report.key}?from=${year.from}`));
    rows.push({
      name: `dashboard ${report.key} (100k quotes)`,
      value: ms,
      unit: 'ms',
      budget: '<= 1000',
      ok: ms <= 1000,
    });
  }
  const explorations = {
    'explorer: month × cover, average premium': {
      model: 'quotes',
      rows: ['createdDay'],
      columns: ['coverType'],
      value: { op: 'avg', field: 'premium' },
      grain: 'month',
    },
    'explorer: day × area × status, filtered': {
      model: 'quotes',
      rows: ['createdDay', 'area'],
      columns: ['status'],
      value: { op: 'count' },
      grain: 'day',
      ...year,
      filters: [{ field: 'coverType', values: ['comprehensive', 'tpft'] }],
    },
  };
  for (const [name, query] of Object.entries(explorations)) {
    const ms = await slowest(() => post('/api/v1/statistics/explore', query));
    rows.push({ name: `${name} (100k)`, value: ms, unit: 'ms', budget: '<= 2000', ok: ms <= 2000 });
  }
  rows.push({ name: 'statistics cold read of 100k quotes', value: cold, unit: 'ms' });
  return rows;
}
