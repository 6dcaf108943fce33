import { logInAsAdmin } from './harness/identity';
import { startTestApp, TestApp } from './harness/test-app';
import { startS3Server, type TestS3Server } from './harness/versitygw';
import { csvOf, importSheet, sampleRow } from '../src/modules/renewals/import/renewals.fixture';
import { isStored, jpegImage, storedKeys, uploadImage } from '../src/modules/uploads/uploads-testing.fixture';

/** The app with FILE_STORE=s3 on a real S3 server: images and import files go to the bucket. */
describe('files kept in S3', () => {
  let server: TestS3Server;
  let t: TestApp;

  beforeAll(async () => {
    server = await startS3Server();
    t = await startTestApp({ env: server.env });
  });
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  it('stores the variants in the bucket, serves them with ranges and deletes them', async () => {
    const admin = await logInAsAdmin(t);
    const image = (await uploadImage(admin, await jpegImage(400, 300)).expect(201)).body.image;
    const url = image.variants[0].url as string;
    expect(await isStored(t, url)).toBe(true);
    const whole = await t.http().get(url).buffer(true).expect(200);
    expect(whole.headers['content-type']).toBe('image/webp');
    await t
      .http()
      .get(url)
      .set('If-None-Match', whole.headers.etag as string)
      .expect(304);
    const part = await t.http().get(url).set('Range', 'bytes=0-3').buffer(true).expect(206);
    expect((part.body as Buffer).toString('latin1')).toBe('RIFF');
    await admin.delete(`/api/v1/uploads/${image._id}`).expect(200);
    expect(await isStored(t, url)).toBe(false);
    await t.http().get(url).expect(404);
  });

  it('keeps a renewals file and its error report in the bucket until the import is done', async () => {
    const admin = await logInAsAdmin(t);
    const file = csvOf([sampleRow(900_001), sampleRow(900_002, { Email: 'nope' })]);
    const done = await importSheet(t, admin, file, 's3.csv');
    expect(done).toMatchObject({ status: 'completed', result: { new: 1, invalid: 1 } });
    const report = await admin.get(`/api/v1/renewals/imports/${done._id}/errors.csv`).expect(200);
    expect(report.text).toContain('This is not an email address.');
    expect(await storedKeys(t, 'renewal-imports/')).toEqual([`renewal-imports/${done._id}.errors.csv`]);
  });
});
