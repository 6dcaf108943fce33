import { type Connection, Types } from 'mongoose';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import { tempDir } from '#test/harness/temp-dir';
import { connectTo, startTestApp, TestApp } from '#test/harness/test-app';
import { Clock } from '#src/common/time/clock';
import { RenewalsRepository } from '../renewals.repository';
import { RenewalImports } from './renewal-imports.service';
import { csvOf, importSheet, sampleRow, uploadSheet } from './renewals.fixture';

interface StoredRenewal {
  policyNumber: string;
  importId: string;
  events: { type: string; note: string }[];
}

const policy = (i: number) => `TEST-${String(i).padStart(6, '0')}`;

/**
 * Two instances of the app on one database and one file store: an import cut off on one of them is
 * finished by the other from its last committed batch, every row written once and counted once.
 */
describe('a renewals import whose instance stops', () => {
  const files = tempDir('ivy-shared-files-');
  let a: TestApp;
  let b: TestApp;
  let admin: TestSession;
  let db: Connection;
  let aClosed = false;

  beforeAll(async () => {
    a = await startTestApp({ env: { FILES_DIR: files } });
    b = await startTestApp({ env: { FILES_DIR: files, MONGODB_URI: a.config.MONGODB_URI as string } });
    admin = await logInAsAdmin(a);
    db = await connectTo(a.config.MONGODB_URI as string);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await db?.close();
    await b?.close();
    if (!aClosed) await a?.close();
  });

  const renewalsOf = async (from: number, to: number) =>
    (await db
      .collection('renewals')
      .find(
        { policyNumber: { $gte: policy(from), $lte: policy(to) } },
        { projection: { _id: 0, policyNumber: 1, importId: 1, events: 1 } },
      )
      .toArray()) as unknown as StoredRenewal[];

  const startImport = async (rows: string[][], name: string) => {
    const checked = await uploadSheet(admin, csvOf(rows), name).expect(201);
    const id = checked.body.import._id as string;
    await admin.post(`/api/v1/renewals/imports/${id}/run`).expect(201);
    return id;
  };

  // Two imports of thousands of rows on a busy two-core machine.
  jest.setTimeout(120_000);

  it('is taken over by another instance once its lease lapses, with every row exactly once', async () => {
    // On file before: 1-120. The file: 1-100 unchanged, 101-120 changed, every hundredth new row invalid.
    await importSheet(a, admin, csvOf(Array.from({ length: 120 }, (_, i) => sampleRow(i + 1))));
    const rows = Array.from({ length: 5_500 }, (_, index) => {
      const i = index + 1;
      if (i > 100 && i <= 120) return sampleRow(i, { 'Renewal premium': '612.00' });
      if (i > 300 && i % 100 === 0) return sampleRow(i, { Email: 'not an address' });
      return sampleRow(i);
    });

    // Instance A writes three batches, then half of its fourth reaches the database and it stops
    // dead: no further write, no commit (its lease is still renewed, as by a process that hangs).
    const repository = a.app.get(RenewalsRepository);
    const write = repository.write.bind(repository);
    let writes = 0;
    let cutOff!: () => void;
    const stopped = new Promise<void>((resolve) => (cutOff = resolve));
    let thaw!: () => void;
    const frozen = new Promise<void>((resolve) => (thaw = resolve));
    jest.spyOn(repository, 'write').mockImplementation(async (operations) => {
      if (++writes < 4) return write(operations);
      await write(operations.slice(0, operations.length / 2));
      cutOff();
      await frozen;
    });
    const id = await startImport(rows, 'big.csv');
    await stopped;

    // Any instance shows the committed progress.
    const during = (await admin.get(`/api/v1/renewals/imports/${id}`).expect(200)).body.import;
    expect(during).toMatchObject({ status: 'importing', processedRows: 3_000 });

    // B's clock is past A's lease: B takes the import over and finishes it.
    const imports = b.app.get(RenewalImports);
    expect(await imports.resumeAbandoned()).toBe(0);
    jest.spyOn(b.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 5 * 60_000));
    expect(await imports.resumeAbandoned()).toBe(1);
    await imports.idle();
    // Read while A is still stopped: the events of the cut-off batch are B's, which finds its rows
    // written by this import.
    const events = db.collection('events');
    const announced = (await events.find({ type: 'renewal.imported' }).toArray()).filter((event) =>
      String(event.key).endsWith(`:${id}`),
    );
    const finished = await events.countDocuments({ type: 'import.finished', subjectId: id });
    // A wakes up, finds the lease gone and stops without writing or recording anything.
    thaw();
    await a.app.get(RenewalImports).idle();
    // Each renewal it wrote (new or changed) is announced once.
    expect(announced).toHaveLength(5_348);
    expect(new Set(announced.map((event) => event.subjectId)).size).toBe(5_348);
    expect(finished).toBe(1);

    const done = (await admin.get(`/api/v1/renewals/imports/${id}`).expect(200)).body.import;
    expect(done).toMatchObject({
      status: 'completed',
      processedRows: 5_500,
      result: { total: 5_500, new: 5_328, updated: 20, unchanged: 100, invalid: 52 },
    });
    expect(await db.collection('renewal_imports').findOne({ _id: new Types.ObjectId(id) })).toMatchObject({
      resumes: 1,
    });

    const stored = await renewalsOf(1, 5_500);
    expect(stored).toHaveLength(5_448);
    expect(new Set(stored.map((r) => r.policyNumber)).size).toBe(5_448);
    for (const renewal of stored) {
      const i = Number(renewal.policyNumber.slice(5));
      const types = renewal.events.map((event) => event.type);
      if (i <= 100) expect(types).toEqual(['imported']);
      else if (i <= 120) expect(types).toEqual(['imported', 'updated']);
      else {
        expect(types).toEqual(['imported']);
        expect(renewal.events[0].note).toBe('Imported from big.csv');
      }
      if (i > 100) expect(renewal.importId).toBe(id);
    }
  });

  it('is left for another instance when its instance shuts down, and carries on there at once', async () => {
    const rows = Array.from({ length: 2_500 }, (_, index) => sampleRow(100_001 + index));
    // Instance A is shut down while it writes its first batch.
    const repository = a.app.get(RenewalsRepository);
    const write = repository.write.bind(repository);
    let closing!: (closed: Promise<void>) => void;
    const shutDown = new Promise<Promise<void>>((resolve) => (closing = resolve));
    jest.spyOn(repository, 'write').mockImplementation(async (operations) => {
      closing(a.close());
      return write(operations);
    });
    const id = await startImport(rows, 'shutdown.csv');
    await await shutDown;
    aClosed = true;

    const left = await db.collection('renewal_imports').findOne({ _id: new Types.ObjectId(id) });
    expect(left).toMatchObject({ status: 'importing' });
    expect([1_000, 2_000]).toContain(left?.processedRows);

    const imports = b.app.get(RenewalImports);
    expect(await imports.resumeAbandoned()).toBe(1);
    await imports.idle();
    expect(await imports.get(id)).toMatchObject({
      status: 'completed',
      processedRows: 2_500,
      result: { total: 2_500, new: 2_500, updated: 0, unchanged: 0, invalid: 0 },
    });
    expect(await renewalsOf(100_001, 102_500)).toHaveLength(2_500);
  });
});
