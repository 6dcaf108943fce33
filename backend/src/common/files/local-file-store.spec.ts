import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '#test/harness/temp-dir';
import { fileStoreContract } from './file-store-contract.fixture';
import { LocalFileStore } from './local-file-store';

describe('LocalFileStore', () => {
  let root: string;
  let store: LocalFileStore;

  beforeAll(() => {
    root = tempDir('file-store-');
    store = new LocalFileStore(root);
  });

  fileStoreContract(() => store);

  it('leaves no partial files behind', async () => {
    await store.put('partial/a', Buffer.from('1'));
    expect(await readdir(path.join(root, 'partial'))).toEqual(['a']);
  });
});
