import { logInAsAdmin } from '../../../test/harness/identity';
import { startTestApp, TestApp } from '../../../test/harness/test-app';
import { startS3Server, type TestS3Server } from '../../../test/harness/versitygw';
import { isStored, jpegImage, uploadImage } from './uploads-testing.fixture';

/** The app with FILE_STORE=s3 on a real S3 server: images go to the bucket and are served from it. */
describe('uploads kept in S3', () => {
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
});
