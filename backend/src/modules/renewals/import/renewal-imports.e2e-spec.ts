import { utimesSync } from 'node:fs';
import path from 'node:path';
import { createUser, logIn } from '#test/harness/identity';
import { Types } from 'mongoose';
import { FileStore } from '#src/common/files/file-store';
import { storedKeys, useAdminApp } from '../../uploads/uploads-testing.fixture';
import { renewalIdOf } from '../domain/renewal-terms';
import { RenewalImports } from './renewal-imports.service';
import { csvOf, importSheet, sampleRow, uploadSheet, xlsxOf, zipOf } from './renewals.fixture';

describe('importing renewals', () => {
  const app = useAdminApp();
  const renewals = () => app.db.collection('renewals');

  it('checks a file first (counts and first errors, nothing written), then imports it on the server', async () => {
    const file = csvOf([
      sampleRow(1),
      sampleRow(2),
      sampleRow(3, { 'Renewal date': '31/02/2027' }),
      sampleRow(4, { Email: '=HYPERLINK("http://evil","x")' }),
    ]);
    const checked = await uploadSheet(app.admin, file, 'january.csv').expect(201);
    expect(checked.body).toMatchObject({
      ok: true,
      import: {
        fileName: 'january.csv',
        fileType: 'csv',
        status: 'validated',
        dryRun: { total: 4, new: 2, updated: 0, unchanged: 0, invalid: 2 },
        errorCount: 2,
        firstChanges: [],
        firstErrors: [
          { row: 4, column: 'Renewal date', value: '31/02/2027', message: expect.any(String) },
          {
            row: 5,
            column: 'Email',
            value: '=HYPERLINK("http://evil","x")',
            message: 'This is not an email address.',
          },
        ],
        uploadedBy: { id: app.admin.user._id },
      },
    });
    expect(await renewals().countDocuments({ policyNumber: /^TEST-00000[1-4]$/ })).toBe(0);

    const id = checked.body.import._id;
    const report = await app.admin.get(`/api/v1/renewals/imports/${id}/errors.csv`).expect(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    expect(report.text).toBe(
      'Row,Column,Value,Message\r\n' +
        '4,Renewal date,31/02/2027,"Use a real date within a year of today, e.g. 2027-01-15 or 15/01/2027."\r\n' +
        `5,Email,"'=HYPERLINK(""http://evil"",""x"")",This is not an email address.\r\n`,
    );

    const started = await app.admin.post(`/api/v1/renewals/imports/${id}/run`).expect(201);
    expect(started.body.import.status).toBe('importing');
    await app.admin.post(`/api/v1/renewals/imports/${id}/run`).expect(409);
  });

  it('upserts by policy number, and re-importing the same file changes nothing', async () => {
    const rows = [sampleRow(11), sampleRow(12), sampleRow(13, { Email: 'bad' })];
    const first = await importSheet(app.t, app.admin, csvOf(rows));
    expect(first).toMatchObject({
      status: 'completed',
      processedRows: 3,
      result: { total: 3, new: 2, updated: 0, unchanged: 0, invalid: 1 },
      durationMs: expect.any(Number),
    });
    const stored = await renewals().findOne({ _id: renewalIdOf('TEST-000011') });
    expect(stored).toMatchObject({
      policyNumber: 'TEST-000011',
      status: 'imported',
      renewalMonth: '2027-01',
      renewalPremiumCents: 59800,
      events: [{ type: 'imported' }],
    });
    const before = await renewals()
      .find({ policyNumber: /^TEST-00001/ })
      .sort({ _id: 1 })
      .toArray();

    const again = await importSheet(app.t, app.admin, csvOf(rows));
    expect(again.result).toEqual({ total: 3, new: 0, updated: 0, unchanged: 2, invalid: 1 });
    expect(
      await renewals()
        .find({ policyNumber: /^TEST-00001/ })
        .sort({ _id: 1 })
        .toArray(),
    ).toEqual(before);

    const changedFile = csvOf([sampleRow(12), sampleRow(11, { 'Renewal premium': '601.00' })]);
    const dryRun = await uploadSheet(app.admin, changedFile).expect(201);
    expect(dryRun.body.import).toMatchObject({
      dryRun: { new: 0, updated: 1, unchanged: 1 },
      firstChanges: [
        {
          row: 3,
          policyNumber: 'TEST-000011',
          changes: [{ column: 'Renewal premium', from: '598.00', to: '601.00' }],
        },
      ],
    });
    const changed = await importSheet(app.t, app.admin, changedFile);
    expect(changed.result).toMatchObject({ new: 0, updated: 1, unchanged: 1 });
    const updated = await renewals().findOne({ _id: renewalIdOf('TEST-000011') });
    expect(updated).toMatchObject({
      renewalPremiumCents: 60100,
      events: [{ type: 'imported' }, { type: 'updated' }],
    });
    expect(await renewals().countDocuments({ policyNumber: 'TEST-000011' })).toBe(1);
  });

  it('updates more renewals than one database command can (the embedded engine stalled on 100)', async () => {
    const rows = (premium: string) =>
      Array.from({ length: 250 }, (_, i) => sampleRow(5_000 + i, { 'Renewal premium': premium }));
    expect((await importSheet(app.t, app.admin, csvOf(rows('600.00')))).result).toMatchObject({ new: 250 });
    const changed = await importSheet(app.t, app.admin, csvOf(rows('601.00')));
    expect(changed).toMatchObject({ status: 'completed', result: { new: 0, updated: 250, unchanged: 0 } });
    expect(await renewals().countDocuments({ policyNumber: /^TEST-005/, renewalPremiumCents: 60100 })).toBe(
      250,
    );
  });

  it('imports a deleted renewal again as new, and finds renewals on file by policy number', async () => {
    const rows = [sampleRow(41), sampleRow(42)];
    expect((await importSheet(app.t, app.admin, csvOf(rows))).result).toMatchObject({ new: 2 });
    await app.admin.delete(`/api/v1/renewals/${String(renewalIdOf('TEST-000041'))}`).expect(200);
    const again = await importSheet(app.t, app.admin, csvOf(rows));
    expect(again.result).toEqual({ total: 2, new: 1, updated: 0, unchanged: 1, invalid: 0 });
    expect(await renewals().findOne({ _id: renewalIdOf('TEST-000041') })).toMatchObject({
      events: [{ type: 'imported' }],
    });
    expect((await importSheet(app.t, app.admin, csvOf(rows))).result).toMatchObject({ unchanged: 2, new: 0 });
  });

  it('imports an Excel workbook', async () => {
    const file = await xlsxOf([sampleRow(21), sampleRow(22, { 'Renewal date': '2027-02-01' })]);
    const done = await importSheet(app.t, app.admin, file, 'renewals.xlsx');
    expect(done).toMatchObject({ fileType: 'xlsx', status: 'completed', result: { new: 2, invalid: 0 } });
    expect(await renewals().findOne({ _id: renewalIdOf('TEST-000022') })).toMatchObject({
      renewalMonth: '2027-02',
    });
  });

  it('refuses a file that is not CSV or XLSX by its bytes, whatever its name (415)', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n\x00\x00binary', 'latin1');
    const res = await uploadSheet(app.admin, pdf, 'renewals.csv').expect(415);
    expect(res.body).toMatchObject({ ok: false, message: expect.stringMatching(/not a CSV or Excel/) });
  });

  it('refuses a file over 25 MB (413)', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 10, 'a');
    const res = await uploadSheet(app.admin, big).expect(413);
    expect(res.body.message).toMatch(/larger than 25 MB/);
  });

  it('refuses a zip bomb and a zip of too many parts before opening them (413)', async () => {
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(101 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await uploadSheet(app.admin, bomb, 'bomb.xlsx').expect(413);
    expect(res.body.message).toMatch(/more than 100 MB/);
    const parts = zipOf(
      Array.from({ length: 1_001 }, (_, i) => ({ name: `x${i}.xml`, data: Buffer.from('x') })),
    );
    await uploadSheet(app.admin, parts, 'parts.xlsx').expect(413);
  });

  it('refuses an empty file and missing columns (400), naming them', async () => {
    const empty = await uploadSheet(app.admin, Buffer.from('\r\n')).expect(400);
    expect(empty.body).toMatchObject({ ok: false, message: 'The file is empty.' });
    const missing = await uploadSheet(app.admin, Buffer.from('Policy number,Email\r\nP-1,a@b.ie\r\n')).expect(
      400,
    );
    expect(missing.body).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Missing column\(s\): Customer name, Date of birth/),
      errors: { file: [expect.stringMatching(/^Missing column/)] },
    });
    const headerOnly = await uploadSheet(app.admin, csvOf([])).expect(400);
    expect(headerOnly.body.message).toBe('The file has a header but no renewals.');
  });

  it('lets staff Users import too (the renewals permission), and no visitor', async () => {
    const user = await createUser(app.t);
    const staff = await logIn(app.t, user.email, user.password);
    await uploadSheet(staff, csvOf([])).expect(400);
    await staff.get('/api/v1/renewals').expect(200);
    await app.t.http().post('/api/v1/renewals/imports').expect(401);
  });

  it('keeps the history of imports, newest first', async () => {
    const history = (await app.admin.get('/api/v1/renewals/imports?page_size=100').expect(200)).body;
    expect(history.total_items).toBeGreaterThanOrEqual(5);
    expect(history.data[0]).toMatchObject({ fileName: 'renewals.xlsx', status: 'completed' });
    expect(new Date(history.data[0].createdAt) >= new Date(history.data[1].createdAt)).toBe(true);
  });

  it('deletes uploads checked but not imported within a day, and unfinished uploads, never a running one', async () => {
    const imports = app.t.app.get(RenewalImports);
    const store = app.t.app.get(FileStore);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    // The local store's files, aged as a day's wait would age them.
    const age = (name: string) =>
      utimesSync(path.join(app.t.config.filesDir, 'renewal-imports', name), dayAgo, dayAgo);
    const check = async (i: number) => {
      const res = await uploadSheet(app.admin, csvOf([sampleRow(i)])).expect(201);
      return res.body.import._id as string;
    };
    const [stale, fresh, running] = [await check(51), await check(52), await check(53)];
    const setStatus = (id: string, status: string) =>
      app.db
        .collection('renewal_imports')
        .updateOne(
          { _id: new Types.ObjectId(id) },
          { $set: { status, leaseUntil: new Date(Date.now() + 60 * 60_000) } },
        );
    await setStatus(running, 'importing');
    const orphan = String(new Types.ObjectId());
    await store.put('renewal-imports/abandoned.upload', Buffer.from('Policy number\r\n'));
    await store.put(`renewal-imports/${orphan}.errors.csv`, Buffer.from('Row,Column,Value,Message\r\n'));
    for (const name of [
      `${stale}.sheet`,
      `${running}.sheet`,
      'abandoned.upload',
      `${stale}.errors.csv`,
      `${orphan}.errors.csv`,
    ]) {
      age(name);
    }
    expect(await imports.sweepFiles()).toBe(3);
    const kept = await storedKeys(app.t, 'renewal-imports/');
    expect(kept).not.toContain(`renewal-imports/${stale}.sheet`);
    expect(kept).not.toContain('renewal-imports/abandoned.upload');
    expect(kept).not.toContain(`renewal-imports/${orphan}.errors.csv`);
    expect(kept).toEqual(
      expect.arrayContaining([
        `renewal-imports/${stale}.errors.csv`,
        `renewal-imports/${fresh}.sheet`,
        `renewal-imports/${running}.sheet`,
      ]),
    );
    const expired = (await app.admin.get(`/api/v1/renewals/imports/${stale}`).expect(200)).body.import;
    expect(expired).toMatchObject({
      status: 'failed',
      failure: expect.stringMatching(/not imported within a day/),
    });
    await app.admin.post(`/api/v1/renewals/imports/${stale}/run`).expect(409);
    await app.admin.post(`/api/v1/renewals/imports/${fresh}/run`).expect(201);
    await imports.idle();
    await setStatus(running, 'failed');
  });

  it('offers the template with every column', async () => {
    const res = await app.admin.get('/api/v1/renewals/template.csv').expect(200);
    expect(res.headers['content-disposition']).toMatch(/renewals-template\.csv/);
    expect(res.text).toMatch(
      /^\uFEFFPolicy number,Customer name,Email,Phone,Date of birth,Vehicle registration/,
    );
  });

  it('answers 400 naming the row for a CSV the parser cannot read (a quote inside an unquoted cell)', async () => {
    const good = csvOf([sampleRow(31)]).toString('utf8');
    const broken = sampleRow(32, { 'Customer name': 'Aoife "Fi" Byrne' }).join(',');
    const res = await uploadSheet(app.admin, Buffer.from(`${good}${broken}\r\n`)).expect(400);
    expect(res.body).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Row 3 cannot be read: a cell has a quote/),
      errors: { file: [expect.stringMatching(/^Row 3 /)] },
    });
    const unclosed = await uploadSheet(app.admin, Buffer.from(`${good}"TEST-000033,x\r\n`)).expect(400);
    expect(unclosed.body.message).toMatch(/cannot be read: a quote \("\) opens a cell and is never closed/);
  });

  it('neutralises formulas after a semicolon or a tab in the errors CSV, as Excel may split there', async () => {
    const file = csvOf([sampleRow(34, { Email: 'x;=1+1' }), sampleRow(35, { Email: 'y\t@SUM(A1)' })]);
    const checked = await uploadSheet(app.admin, file, 'semicolons.csv').expect(201);
    const id = checked.body.import._id;
    const report = await app.admin.get(`/api/v1/renewals/imports/${id}/errors.csv`).expect(200);
    expect(report.text).toContain(`2,Email,"x;'=1+1",`);
    expect(report.text).toContain(`3,Email,"y\t'@SUM(A1)",`);
  });
});
