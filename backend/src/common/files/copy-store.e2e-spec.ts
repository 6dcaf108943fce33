import { tempDir } from '#test/harness/temp-dir';
import { startS3Server, type TestS3Server } from '#test/harness/versitygw';
import { copyStore } from './copy-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

describe('copying the local store into S3 (make migrate-files)', () => {
  let server: TestS3Server;
  let root: string;
  let local: LocalFileStore;
  let s3: S3FileStore;

  beforeAll(async () => {
    server = await startS3Server();
    s3 = new S3FileStore(server.options);
    root = tempDir('ivy-migrate-');
    local = new LocalFileStore(root);
  });
  afterAll(async () => {
    s3?.destroy();
    await server?.stop();
  });

  it('copies every file once, and a second run copies only what changed', async () => {
    await local.put('uploads/0123456789abcdef0123-320.webp', Buffer.from('RIFF-image'));
    await local.put('renewal-imports/6b018ba04d2d7a2d2ea16c69.sheet', Buffer.from('Policy number\r\n'));
    await local.put('documents/a/b.pdf', Buffer.from('%PDF-1.7'));

    expect(await copyStore(local, s3)).toEqual({ copied: 3, copiedBytes: 33, skipped: 0 });
    expect((await s3.read('documents/a/b.pdf'))?.toString()).toBe('%PDF-1.7');
    expect((await s3.stat('uploads/0123456789abcdef0123-320.webp'))?.contentType).toBe('image/webp');

    expect(await copyStore(local, s3)).toEqual({ copied: 0, copiedBytes: 0, skipped: 3 });

    // Same size, other bytes: the MD5 tells them apart.
    await local.put('documents/a/b.pdf', Buffer.from('%PDF-1.6'));
    expect(await copyStore(local, s3)).toEqual({ copied: 1, copiedBytes: 8, skipped: 2 });
    expect((await s3.read('documents/a/b.pdf'))?.toString()).toBe('%PDF-1.6');
  });
});
