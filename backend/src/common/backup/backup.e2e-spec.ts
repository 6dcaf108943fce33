import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, EJSON } from 'bson';
import type mongoose from 'mongoose';
import { getConnectionToken } from '@nestjs/mongoose';
import { createUser, logIn } from '#test/harness/identity';
import { tempDir } from '#test/harness/temp-dir';
import { Housekeeping } from '../time/housekeeping';
import { connectTo, startTestApp, TestApp, testDatabaseUri } from '#test/harness/test-app';
import {
  checkout,
  deliver,
  pricedQuote,
  records,
  sandboxEvent,
  TEST_SANDBOX_SECRET,
} from '../../modules/payments/payments.fixture';
import { csvOf, importSheet, sampleRow } from '../../modules/renewals/import/renewals.fixture';
import { uploadedImageId } from '../../modules/uploads/uploads-testing.fixture';
import { DemoSeedRunner } from '../seeding/seeding.module';
import { FileStore } from '../files/file-store';
import { LocalFileStore } from '../files/local-file-store';
import { BackupResult, writeBackup } from './backup';
import { bsonDocuments, readBackupFile } from './backup-files';
import { restoreBackup } from './restore';

type Snapshot = Record<string, { options: string; indexes: string[]; documents: string[] }>;

/** Every collection of the deployment's databases: options, indexes, and each document as canonical EJSON. */
async function snapshotOf(connection: mongoose.Connection): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const name of [connection.name, `${connection.name}_inbox`]) {
    const db = connection.getClient().db(name);
    for (const collection of await db.listCollections().toArray()) {
      const raw = await db.collection(collection.name).find({}, { raw: true }).toArray();
      const indexes = await db.collection(collection.name).listIndexes().toArray();
      snapshot[`${name === connection.name ? 'app' : 'inbox'}.${collection.name}`] = {
        options: EJSON.stringify((collection as { options?: object }).options ?? {}, { relaxed: false }),
        indexes: indexes.map((index) => EJSON.stringify(index, { relaxed: false })).sort(),
        documents: raw
          .map((document) =>
            EJSON.stringify(deserialize(document as unknown as Uint8Array, { promoteValues: false }), {
              relaxed: false,
            }),
          )
          .sort(),
      };
    }
  }
  return snapshot;
}

async function filesOf(store: FileStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const { key } of store.list('')) {
    files[key] = createHash('sha256')
      .update((await store.read(key)) ?? '')
      .digest('hex');
  }
  return files;
}

describe('backup and restore', () => {
  const dataDir = tempDir('ivy-backup-data-');
  const backups = tempDir('ivy-backups-');
  const key = randomBytes(32);
  let env: Record<string, string>;
  let running: TestApp | undefined;

  beforeAll(() => {
    env = {
      DATA_DIR: dataDir,
      MONGODB_URI: testDatabaseUri(),
      SANDBOX_SIGNING_SECRET: TEST_SANDBOX_SECRET,
    };
  });

  afterAll(async () => {
    await running?.close();
  });

  it('restores every document, index and stored file of a backup taken while serving, and the site works', async () => {
    let t = (running = await startTestApp({ env }));
    await t.app.get(DemoSeedRunner).run();
    const staff = await createUser(t, { isAdmin: true });
    const admin = await logIn(t, staff.email);

    const quote = await pricedQuote(t);
    const bought = await pricedQuote(t);
    const paymentId = (await checkout(t, bought).expect(201)).body.paymentId as string;
    const connection = t.app.get<mongoose.Connection>(getConnectionToken());
    const { amountCents } = (await records(connection).payment(paymentId)) as { amountCents: number };
    await deliver(t, sandboxEvent(paymentId, 'payment.succeeded', { amountCents, currency: 'EUR' }));
    const [policy] = await records(connection).policies(bought.id);
    expect(policy).toBeDefined();

    const coverImage = await uploadedImageId(admin);
    const post = (
      await admin
        .post('/api/v1/posts')
        .send({ title: 'Restored with its cover', body: '<p>Hello</p>', coverImage, coverImageAlt: 'A road' })
        .expect(201)
    ).body.item as { _id: string; slug: string };
    await admin.post(`/api/v1/posts/${post._id}/publish`).expect(200);
    const imported = await importSheet(t, admin, csvOf([sampleRow(1), sampleRow(2)]));
    expect(imported).toMatchObject({ status: 'completed' });

    const files = t.app.get(FileStore);
    await files.put('documents/policies/schedule.pdf', randomBytes(70_000));
    await files.put('renewals/imports/report.csv', Buffer.from('row,error\n'));
    const coverUrl = (await t.http().get(`/api/v1/posts/blog/post/${post.slug}`).expect(200)).body.currentPost
      .cover.src as string;
    const coverBytes = (await t.http().get(coverUrl).expect(200)).body as Buffer;

    // The periodic jobs (statistics sync, scheduled publishing, sweeps, all run by Housekeeping) would change data between the
    // snapshots compared below, so they stop, the run under way ending first. The backups are still taken
    // again until the data stood still around them, so the comparison never rests on timing. Requests are
    // still answered.
    await t.app.get(Housekeeping).onModuleDestroy();
    let before: Snapshot = {};
    let plain: BackupResult | undefined;
    let encrypted: BackupResult | undefined;
    for (let attempt = 1; !plain || !encrypted; attempt++) {
      before = await snapshotOf(connection);
      // Taken from the running app's connection, as `make backup` does beside `make run`.
      const [first] = await Promise.all([
        writeBackup(connection, files, { into: path.join(backups, `${attempt}`) }),
        t.http().get(`/api/v1/posts/blog/post/${post.slug}`).expect(200),
      ]);
      const second = await writeBackup(connection, files, { into: path.join(backups, `${attempt}`), key });
      if (isDeepStrictEqual(await snapshotOf(connection), before)) [plain, encrypted] = [first, second];
      else if (attempt === 3) throw new Error('The data kept changing while the backups were taken.');
    }
    const filesBefore = await filesOf(files);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'app.quotes',
        'app.policies',
        'app.posts',
        'app.renewals',
        'inbox.payment_events',
      ]),
    );

    // mongodump's layout: concatenated BSON documents, and the metadata as canonical extended JSON.
    const app = connection.name;
    expect(await readdir(plain.dir)).toEqual(
      expect.arrayContaining([app, `${app}_inbox`, 'files', 'manifest.json']),
    );
    const metadata = JSON.parse(await readFile(path.join(plain.dir, app, 'quotes.metadata.json'), 'utf8'));
    expect(metadata).toMatchObject({
      indexes: expect.arrayContaining([
        { v: { $numberInt: '2' }, key: { _id: { $numberInt: '1' } }, name: '_id_' },
      ]),
      uuid: expect.stringMatching(/^[0-9a-f]{32}$/),
      collectionName: 'quotes',
      type: 'collection',
    });
    const quotes: Buffer[] = [];
    for await (const document of bsonDocuments(
      readBackupFile(plain.dir, `${app}/quotes.bson`, undefined),
      'q',
    )) {
      quotes.push(document);
    }
    expect(quotes.map((document) => String(deserialize(document)._id))).toEqual(
      expect.arrayContaining([quote.id, bought.id]),
    );
    // Encrypted, neither a document nor a file reads in the clear.
    expect(
      (await readFile(path.join(plain.dir, app, 'quotes.bson')).then(String)).includes(quote.webReference),
    ).toBe(true);
    expect(
      (await readFile(path.join(encrypted.dir, app, 'quotes.bson')).then(String)).includes(
        quote.webReference,
      ),
    ).toBe(false);

    await expect(restoreBackup(connection, files, { from: encrypted.dir })).rejects.toThrow(/encrypted/);
    await expect(
      restoreBackup(connection, files, { from: encrypted.dir, key: randomBytes(32) }),
    ).rejects.toThrow(/not the key/);
    await expect(restoreBackup(connection, files, { from: encrypted.dir, key })).rejects.toThrow(/not empty/);
    await t.close();
    running = undefined;

    // Wipe the deployment: both databases and the file store.
    const direct = await connectTo(env.MONGODB_URI);
    try {
      await direct.getClient().db(`${app}_inbox`).dropDatabase();
      await direct.getClient().db(app).dropDatabase();
      await rm(t.config.filesDir, { recursive: true, force: true });
      const store = new LocalFileStore(t.config.filesDir);
      expect(await snapshotOf(direct)).toEqual({});

      // As `make restore` does with the site stopped: a connection and the file store, no app.
      await restoreBackup(direct, store, { from: encrypted.dir, key });
      expect(await snapshotOf(direct)).toEqual(before);
      expect(await filesOf(store)).toEqual(filesBefore);

      // Again over what is there now, when told to.
      await restoreBackup(direct, store, { from: plain.dir, force: true });
      expect(await snapshotOf(direct)).toEqual(before);
      expect(await filesOf(store)).toEqual(filesBefore);
    } finally {
      await direct.close();
    }

    // The site on the restored deployment: the visitor's quote, staff login, the post and its cover, the import.
    t = running = await startTestApp({ env });
    const restored = await t
      .http()
      .get(`/api/v1/quotes/${quote.id}`)
      .set('x-quote-token', quote.token)
      .expect(200);
    expect(restored.body.quote).toMatchObject({
      _id: quote.id,
      webReference: quote.webReference,
      status: 'quoted',
    });
    const staffAgain = await logIn(t, staff.email);
    const page = await t.http().get(`/api/v1/posts/blog/post/${post.slug}`).expect(200);
    expect(page.body.currentPost.cover.src).toBe(coverUrl);
    expect(((await t.http().get(coverUrl).expect(200)).body as Buffer).equals(coverBytes)).toBe(true);
    await staffAgain.get(`/api/v1/renewals/imports/${imported._id}`).expect(200);
    const detail = await staffAgain.get(`/api/v1/quotes/${bought.id}/detail`).expect(200);
    expect(JSON.stringify(detail.body)).toContain(String(policy.policyNumber));
  }, 180_000);
});
