import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalFileStore } from './local-file-store';

describe('LocalFileStore', () => {
  let root: string;
  let store: LocalFileStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    store = new LocalFileStore(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps bytes under their key and reads them back whole or by range', async () => {
    await store.put('uploads/a.txt', Buffer.from('hello world'));
    await store.put('imports/b.csv', Readable.from([Buffer.from('x,y\n')]));
    expect((await store.read('uploads/a.txt'))?.toString()).toBe('hello world');
    const opened = await store.open('uploads/a.txt', { start: 6, end: 10 });
    expect(opened?.info.size).toBe(11);
    expect(await text(opened!.body)).toBe('world');
    expect((await store.stat('imports/b.csv'))?.size).toBe(4);
  });

  it('answers null for a missing key and removes idempotently', async () => {
    expect(await store.read('uploads/none')).toBeNull();
    expect(await store.open('uploads/none')).toBeNull();
    await store.put('uploads/a', Buffer.from('1'));
    await store.remove(['uploads/a', 'uploads/a', 'uploads/none']);
    expect(await store.stat('uploads/a')).toBeNull();
  });

  it('lists a prefix in key order and leaves no partial files behind', async () => {
    await store.put('uploads/b', Buffer.from('2'));
    await store.put('uploads/a', Buffer.from('1'));
    await store.put('other/c', Buffer.from('3'));
    const keys: string[] = [];
    for await (const info of store.list('uploads/')) keys.push(info.key);
    expect(keys).toEqual(['uploads/a', 'uploads/b']);
    expect((await readdir(path.join(root, 'uploads'))).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses keys that would leave the store', async () => {
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', 'a\\b', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Not a file-store key');
    }
  });
});
