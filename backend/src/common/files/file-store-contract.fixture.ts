import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FileStore } from './file-store';

async function keysUnder(store: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const info of store.list(prefix)) keys.push(info.key);
  return keys;
}

/**
 * What every FileStore adapter must do, run against each of them (the local directory in the unit
 * tests, the S3 adapter against a real S3 server in the integration tests). `store()` is read inside
 * the tests, so a suite may create its store in a `beforeAll`.
 */
export function fileStoreContract(store: () => FileStore): void {
  it('keeps bytes under their key and reads them back whole or by range', async () => {
    await store().put('uploads/a.txt', Buffer.from('hello world'), { contentType: 'text/plain' });
    await store().put('imports/b.csv', Readable.from([Buffer.from('x,'), Buffer.from('y\n')]));
    expect((await store().read('uploads/a.txt'))?.toString()).toBe('hello world');
    const opened = await store().open('uploads/a.txt', { start: 6, end: 10 });
    expect(opened?.info.size).toBe(11);
    expect(await text(opened!.body)).toBe('world');
    const whole = await store().open('imports/b.csv');
    expect(await text(whole!.body)).toBe('x,y\n');
    expect(await store().stat('imports/b.csv')).toMatchObject({ key: 'imports/b.csv', size: 4 });
  });

  it('gives the same entity tag while the bytes stay, and another once they change', async () => {
    await store().put('tags/one', Buffer.from('first'));
    const before = await store().stat('tags/one');
    expect(before?.etag).toMatch(/\S/);
    expect((await store().stat('tags/one'))?.etag).toBe(before?.etag);
    await store().put('tags/one', Buffer.from('second, longer'));
    const after = await store().stat('tags/one');
    expect(after?.etag).not.toBe(before?.etag);
    expect(Number.isFinite(after?.lastModified.getTime())).toBe(true);
  });

  it('stores a stream larger than one upload part whole', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const chunks = Array.from({ length: 17 }, (_, i) => (i === 16 ? chunk.subarray(0, 123) : chunk));
    await store().put('big/stream.bin', Readable.from(chunks));
    const info = await store().stat('big/stream.bin');
    expect(info?.size).toBe(16 * 1024 * 1024 + 123);
    const tail = await store().open('big/stream.bin', { start: info!.size - 3, end: info!.size - 1 });
    expect([...(await tail!.body.toArray()).flatMap((b: Buffer) => [...b])]).toEqual([7, 7, 7]);
    await store().remove(['big/stream.bin']);
  });

  it('answers null for a missing key and removes idempotently', async () => {
    expect(await store().read('uploads/none')).toBeNull();
    expect(await store().open('uploads/none')).toBeNull();
    expect(await store().stat('uploads/none')).toBeNull();
    await store().put('gone/a', Buffer.from('1'));
    await store().remove(['gone/a', 'gone/a', 'gone/none']);
    await store().remove([]);
    expect(await store().stat('gone/a')).toBeNull();
  });

  it('lists a prefix in key order, with sizes', async () => {
    await store().put('list/b', Buffer.from('22'));
    await store().put('list/a', Buffer.from('1'));
    await store().put('list/sub/c', Buffer.from('333'));
    await store().put('listing/d', Buffer.from('4'));
    const found: [string, number][] = [];
    for await (const info of store().list('list/')) found.push([info.key, info.size]);
    expect(found).toEqual([
      ['list/a', 1],
      ['list/b', 2],
      ['list/sub/c', 3],
    ]);
    expect(await keysUnder(store(), 'nothing-here/')).toEqual([]);
  });

  it('refuses keys that would leave the store', async () => {
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', 'a\\b', '']) {
      await expect(store().put(key, Buffer.from('x'))).rejects.toThrow('Not a file-store key');
    }
  });

  it('answers a ping', async () => {
    await expect(store().ping()).resolves.toBeUndefined();
  });
}
