import mongoose from 'mongoose';
import v1 from './tables/rating-table.v1.json';
import { createUser, logIn, logInAsAdmin, TestSession } from '#test/harness/identity';
import { connectTo, startTestApp, TestApp } from '#test/harness/test-app';
import { sampleRisks } from './data/sample-risks';

const ID = '665f1c2b9d3e4a0012345678';
const ADMIN_ROUTES: [method: 'get' | 'post', path: string][] = [
  ['get', '/api/v1/rating/tables'],
  ['get', `/api/v1/rating/tables/${ID}`],
  ['post', '/api/v1/rating/tables'],
  ['post', '/api/v1/rating/tables/file'],
  ['post', '/api/v1/rating/tables/rollback'],
  ['post', `/api/v1/rating/tables/${ID}/activate`],
  ['post', `/api/v1/rating/tables/${ID}/retire`],
  ['post', '/api/v1/rating/sandbox'],
  ['get', '/api/v1/rating/sample-risks'],
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** v1 under another version, with dearer comprehensive cover so that prices show which one is used. */
function tableVersion(version: string, changes: (table: Json) => void = () => undefined): Json {
  const table = structuredClone(v1) as Json;
  table.version = version;
  table.basePremiumCents.comprehensive = 160000;
  changes(table);
  return table;
}

describe('rating tables API', () => {
  let t: TestApp;
  let admin: TestSession;
  let db: mongoose.Connection;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await logInAsAdmin(t);
    db = await connectTo(t.config.MONGODB_URI!);
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const tables = () => db.collection('rating_tables');
  const listTables = async () => (await admin.get('/api/v1/rating/tables').expect(200)).body.data as Json[];
  const upload = (table: unknown) => admin.post('/api/v1/rating/tables').send({ table });
  const sandbox = (body: Json) => admin.post('/api/v1/rating/sandbox').send(body);
  const sample = () => sampleRisks(new Date()).youngDublinCommuter;

  it.each(ADMIN_ROUTES)(
    'refuses %s %s to visitors (401) and to staff who are not admins (403)',
    async (method, path) => {
      await t.http()[method](path).expect(401);
      const user = await createUser(t);
      const session = await logIn(t, user.email);
      await (method === 'get' ? session.get(path) : session.post(path)).expect(403);
    },
  );

  it('installs the built-in table, active, on first start', async () => {
    const [builtIn, ...others] = await listTables();
    expect(others).toEqual([]);
    expect(builtIn).toMatchObject({
      version: v1.version,
      status: 'active',
      builtIn: true,
      uploadedBy: { type: 'system' },
    });
    const one = await admin.get(`/api/v1/rating/tables/${builtIn._id}`).expect(200);
    expect(one.body.ratingTable.table).toEqual(v1);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    await admin.get('/api/v1/rating/tables/not-an-id').expect(400);
    const res = await admin.get(`/api/v1/rating/tables/${ID}`).expect(404);
    expect(res.body).toMatchObject({ ok: false, message: 'Rating table not found.' });
  });

  it('refuses an invalid table with every problem named by its path, and saves nothing', async () => {
    const broken = tableVersion('broken', (table) => {
      table.factors.age[3].upTo = 19;
      delete table.basePremiumCents.third_party_only;
      table.factors.usage.commuting = '1.0';
      table.surprise = true;
    });
    const res = await upload(broken).expect(400);
    expect(res.body.ok).toBe(false);
    expect(res.body.message).toMatch(/4 problems; nothing was saved/);
    expect(res.body.errors).toEqual({
      'table.factors.age[3].upTo': ["must be greater than the previous band's upTo (19)"],
      'table.basePremiumCents.third_party_only': ['is required'],
      'table.factors.usage.commuting': ['must be a number'],
      'table.surprise': ['is not a known field'],
    });
    expect(await tables().countDocuments()).toBe(1);
  });

  it('refuses a body without a table, naming the field', async () => {
    expect((await upload('a table').expect(400)).body.errors.table).toEqual([
      'Must be a rating table (a JSON object)',
    ]);
    expect((await admin.post('/api/v1/rating/tables').send({}).expect(400)).body.errors.table).toBeDefined();
    const extra = await admin.post('/api/v1/rating/tables').send({ table: v1, activate: true }).expect(400);
    expect(extra.body.errors.activate).toEqual(['activate is not an allowed field']);
  });

  it('uploads a valid table inactive, refuses its version twice, and audits the upload', async () => {
    const res = await upload(tableVersion('2026.1')).expect(201);
    expect(res.body.ratingTable).toMatchObject({ version: '2026.1', status: 'inactive', builtIn: false });
    expect(res.body.ratingTable.uploadedBy).toMatchObject({ type: 'user', label: admin.user.email });
    const again = await upload(tableVersion('2026.1')).expect(409);
    expect(again.body.message).toMatch(/version 2026.1 already exists/);
    const audit = await admin.get('/api/v1/audit').query({ action: 'rating-table.upload' }).expect(200);
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({
      targetId: res.body.ratingTable._id,
      actor: { label: admin.user.email },
    });
  });

  it('uploads a table as a .json file, and refuses a file that is not JSON or too large', async () => {
    const file = Buffer.from(JSON.stringify(tableVersion('2026.2')));
    const res = await admin.post('/api/v1/rating/tables/file').attach('file', file, 'table.json').expect(201);
    expect(res.body.ratingTable).toMatchObject({ version: '2026.2', status: 'inactive' });
    const notJson = await admin
      .post('/api/v1/rating/tables/file')
      .attach('file', Buffer.from('{"version": '), 'broken.json')
      .expect(400);
    expect(notJson.body.errors.file[0]).toMatch(/broken.json is not valid JSON/);
    const missing = await admin.post('/api/v1/rating/tables/file').field('note', 'no file').expect(400);
    expect(missing.body.ok).toBe(false);
    const huge = Buffer.alloc(300 * 1024, ' ');
    const tooLarge = await admin
      .post('/api/v1/rating/tables/file')
      .attach('file', huge, 'huge.json')
      .expect(413);
    expect(tooLarge.body.ok).toBe(false);
    expect(await tables().countDocuments({ version: { $in: ['broken'] } })).toBe(0);
  });

  it('activates a version, rolls back to the one before, and audits both', async () => {
    const [builtIn] = (await listTables()).filter((table) => table.builtIn);
    const [v2026] = (await listTables()).filter((table) => table.version === '2026.1');
    const activated = await admin.post(`/api/v1/rating/tables/${v2026._id}/activate`).expect(200);
    expect(activated.body.ratingTable).toMatchObject({ version: '2026.1', status: 'active' });
    expect(await tables().countDocuments({ status: 'active' })).toBe(1);
    const priced = await sandbox({ risk: sample() }).expect(200);
    expect(priced.body.result).toMatchObject({ outcome: 'quoted', tableVersion: '2026.1' });

    const rolledBack = await admin.post('/api/v1/rating/tables/rollback').expect(200);
    expect(rolledBack.body.ratingTable).toMatchObject({ _id: builtIn._id, status: 'active' });
    expect((await sandbox({ risk: sample() }).expect(200)).body.result.tableVersion).toBe(v1.version);
    const after = await tables().findOne({ version: '2026.1' });
    expect(after?.status).toBe('inactive');

    const audit = await admin.get('/api/v1/audit').query({ targetType: 'rating-table' }).expect(200);
    expect(audit.body.data.map((entry: Json) => entry.action)).toEqual(
      expect.arrayContaining(['rating-table.activate', 'rating-table.rollback']),
    );
  });

  it('retires an inactive version for good, never the active one', async () => {
    const all = await listTables();
    const active = all.find((table) => table.status === 'active')!;
    const spare = all.find((table) => table.version === '2026.2')!;
    const refused = await admin.post(`/api/v1/rating/tables/${active._id}/retire`).expect(422);
    expect(refused.body.message).toMatch(/active table cannot be retired/);
    const retired = await admin.post(`/api/v1/rating/tables/${spare._id}/retire`).expect(200);
    expect(retired.body.ratingTable).toMatchObject({ status: 'retired', retiredAt: expect.any(String) });
    const reactivate = await admin.post(`/api/v1/rating/tables/${spare._id}/activate`).expect(422);
    expect(reactivate.body.message).toMatch(/retired/);
    const viewed = await admin.get(`/api/v1/rating/tables/${spare._id}`).expect(200);
    expect(viewed.body.ratingTable.table.version).toBe('2026.2');
  });

  it('will not activate a table before the day it takes effect', async () => {
    const future = await upload(
      tableVersion('2099.1', (table) => (table.effectiveFrom = '2099-01-01')),
    ).expect(201);
    const res = await admin.post(`/api/v1/rating/tables/${future.body.ratingTable._id}/activate`).expect(422);
    expect(res.body.message).toMatch(/takes effect on 2099-01-01/);
    expect((await tables().findOne({ version: '2099.1' }))?.status).toBe('inactive');
  });

  it('prices a test risk against any version, saving nothing', async () => {
    const before = {
      tables: await tables().countDocuments(),
      quotes: await db.collection('quotes').countDocuments(),
    };
    const future = (await listTables()).find((table) => table.version === '2099.1')!;
    const res = await sandbox({ tableId: future._id, risk: sample() }).expect(200);
    expect(res.body.ratingTable).toMatchObject({ version: '2099.1', status: 'inactive' });
    expect(res.body.ratingTable.table).toBeUndefined();
    const { result } = res.body;
    expect(result).toMatchObject({
      outcome: 'quoted',
      tableVersion: '2099.1',
      underwriter: expect.any(String),
    });
    expect(result.breakdown.basePremiumCents).toBe(160000);
    expect(result.breakdown.levyCents).toBe(Math.round(result.breakdown.subtotalCents * 0.03));
    expect(result.breakdown.lines.map((line: Json) => line.code)).toContain('AGE');
    expect(result.monthly.instalments).toBeGreaterThan(0);

    const learner = sampleRisks(new Date()).learnerWithParent;
    learner.additionalDrivers = [];
    const declined = await sandbox({ risk: learner }).expect(200);
    expect(declined.body.result).toMatchObject({
      outcome: 'declined',
      reasons: [{ code: 'LEARNER_UNACCOMPANIED' }],
    });
    expect({
      tables: await tables().countDocuments(),
      quotes: await db.collection('quotes').countDocuments(),
    }).toEqual(before);
  });

  it('names each invalid part of a sandbox risk, and refuses a bad table id', async () => {
    const risk: Json = sample();
    risk.proposer.licenceType = 'moped';
    risk.proposer.dateOfBirth = '2999-01-01';
    delete risk.vehicle.group;
    risk.cover.addOns = ['windscreen', 'windscreen'];
    risk.gender = 'F';
    const res = await sandbox({ risk }).expect(400);
    expect(res.body.errors).toMatchObject({
      'risk.proposer.licenceType': [expect.stringMatching(/^Must be one of: full_irish/)],
      'risk.proposer.dateOfBirth': ['Cannot be in the future'],
      'risk.vehicle.group': ['Required'],
      'risk.cover.addOns': ['Each may be chosen once'],
      'risk.gender': ['risk.gender is not an allowed field'],
    });
    await sandbox({ tableId: 'nope', risk: sample() }).expect(400);
    await sandbox({ tableId: ID, risk: sample() }).expect(404);
    await sandbox({}).expect(400);
  });

  it('lists the sample risks to start from', async () => {
    const res = await admin.get('/api/v1/rating/sample-risks').expect(200);
    expect(res.body.samples.map((s: Json) => s.name)).toEqual([
      'experiencedRural',
      'learnerWithParent',
      'youngDublinCommuter',
      'retiredCouple',
    ]);
  });
});
