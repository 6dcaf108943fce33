import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileStoreContract } from './file-store-contract.fixture';
import { LocalFileStore } from './local-file-store';

describe('LocalFileStore', () => {
  let root: string;
  let store: LocalFileStore;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    store = new LocalFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  fileStoreContract(() => store);

  it('leaves no partial files behind', async () => {
    await store.put('partial/a', Buffer.from('1'));
    expect(await readdir(path.join(root, 'partial'))).toEqual(['a']);
  });
});
