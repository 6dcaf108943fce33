import { startS3Server, type TestS3Server } from '#test/harness/versitygw';
import { fileStoreContract } from './file-store-contract.fixture';
import { S3FileStore } from './s3-file-store';

describe('S3FileStore against versitygw', () => {
  let server: TestS3Server;
  let store: S3FileStore;

  beforeAll(async () => {
    server = await startS3Server();
    store = new S3FileStore(server.options);
  });
  afterAll(async () => {
    store?.destroy();
    await server?.stop();
  });

  fileStoreContract(() => store);

  it('keeps the content type it was given', async () => {
    await store.put('typed/a.webp', Buffer.from('RIFF'), { contentType: 'image/webp' });
    expect((await store.stat('typed/a.webp'))?.contentType).toBe('image/webp');
  });

  it('fails a ping when the bucket is not there', async () => {
    const other = new S3FileStore({ ...server.options, bucket: 'no-such-bucket' });
    await expect(other.ping()).rejects.toThrow();
    other.destroy();
  });
});
