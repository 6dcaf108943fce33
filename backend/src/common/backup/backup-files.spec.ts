import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Int32, serialize, UUID } from 'bson';
import { tempDir } from '#test/harness/temp-dir';
import { bsonDocuments, readWholeBackupFile, writeBackupFile } from './backup-files';
import {
  collectionMetadata,
  indexesToCreate,
  parseCollectionMetadata,
  targetDatabase,
} from './backup-format';

describe('backup files', () => {
  const root = tempDir('ivy-backup-files-');
  const key = randomBytes(32);

  it('reads back what it wrote, in the clear or encrypted', async () => {
    const data = randomBytes(200_000);
    await writeBackupFile(root, 'plain/a.bin', data, undefined);
    const sealed = await writeBackupFile(root, 'sealed/a.bin', data, key);
    expect((await readWholeBackupFile(root, 'plain/a.bin', undefined)).equals(data)).toBe(true);
    expect((await readWholeBackupFile(root, 'sealed/a.bin', key)).equals(data)).toBe(true);
    expect(sealed.bytes).toBe(data.length + 8 + 12 + 16);
    expect((await readFile(path.join(root, 'sealed/a.bin'))).includes(data.subarray(0, 64))).toBe(false);
    await writeBackupFile(root, 'sealed/empty.bin', Buffer.alloc(0), key);
    expect(await readWholeBackupFile(root, 'sealed/empty.bin', key)).toEqual(Buffer.alloc(0));
  });

  it('refuses an encrypted file that was changed, renamed, or read with another key', async () => {
    const data = Buffer.from('the quick brown fox');
    await writeBackupFile(root, 'x/original.bin', data, key);
    await expect(readWholeBackupFile(root, 'x/original.bin', randomBytes(32))).rejects.toThrow(
      /does not decrypt/,
    );

    await writeBackupFile(root, 'x/changed.bin', data, key);
    const bytes = await readFile(path.join(root, 'x/changed.bin'));
    bytes[25] ^= 1;
    await writeFile(path.join(root, 'x/changed.bin'), bytes);
    await expect(readWholeBackupFile(root, 'x/changed.bin', key)).rejects.toThrow(/does not decrypt/);

    await writeBackupFile(root, 'x/moved.bin', data, key);
    await rename(path.join(root, 'x/moved.bin'), path.join(root, 'x/elsewhere.bin'));
    await expect(readWholeBackupFile(root, 'x/elsewhere.bin', key)).rejects.toThrow(/does not decrypt/);

    await writeBackupFile(root, 'x/clear.bin', Buffer.alloc(64, 1), undefined);
    await expect(readWholeBackupFile(root, 'x/clear.bin', key)).rejects.toThrow(
      /not an encrypted backup file/,
    );
  });

  it('splits concatenated BSON into its documents across any chunking, and refuses a cut-off one', async () => {
    const documents = [{ a: 1 }, { b: 'two', c: [1, 2, 3] }, { d: { e: null } }].map((d) =>
      Buffer.from(serialize(d)),
    );
    const all = Buffer.concat(documents);
    async function* chunks(size: number) {
      for (let i = 0; i < all.length; i += size) yield all.subarray(i, i + size);
    }
    for (const size of [1, 3, 7, all.length]) {
      const split: Buffer[] = [];
      for await (const document of bsonDocuments(chunks(size), 'test.bson'))
        split.push(Buffer.from(document));
      expect(split).toEqual(documents);
    }
    async function* cut() {
      yield all.subarray(0, all.length - 2);
    }
    await expect(async () => {
      for await (const _ of bsonDocuments(cut(), 'test.bson')) void _;
    }).rejects.toThrow(/ends in the middle/);
  });
});

describe('backup format', () => {
  it("writes a collection's metadata as mongodump does: canonical extended JSON, uuid in hex", () => {
    const uuid = new UUID('cc8fb7ee-df44-4c95-b196-ab0b943fef86');
    const text = collectionMetadata({ name: 'quotes', type: 'collection', options: {}, info: { uuid } }, [
      { v: 2, key: { _id: 1 }, name: '_id_' },
      { v: 2, key: { status: 1, createdAt: -1 }, name: 'status_1_createdAt_-1', unique: true },
    ]);
    expect(text).toBe(
      '{"indexes":[{"v":{"$numberInt":"2"},"key":{"_id":{"$numberInt":"1"}},"name":"_id_"},' +
        '{"v":{"$numberInt":"2"},"key":{"status":{"$numberInt":"1"},"createdAt":{"$numberInt":"-1"}},' +
        '"name":"status_1_createdAt_-1","unique":true}],' +
        '"uuid":"cc8fb7eedf444c95b196ab0b943fef86","collectionName":"quotes","type":"collection"}',
    );
    const parsed = parseCollectionMetadata(text);
    expect(parsed.options).toEqual({});
    expect(indexesToCreate(parsed.indexes)).toEqual([
      {
        key: { status: new Int32(1), createdAt: new Int32(-1) },
        name: 'status_1_createdAt_-1',
        unique: true,
      },
    ]);
  });

  it('restores the app database and its companions under the target deployment names', () => {
    expect(targetDatabase('ivy', 'ivy', 't_1')).toBe('t_1');
    expect(targetDatabase('ivy_inbox', 'ivy', 't_1')).toBe('t_1_inbox');
    expect(() => targetDatabase('other', 'ivy', 't_1')).toThrow();
  });
});
