import { staleImportFile, UNIMPORTED_KEEP_MS } from './import-files';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const ID = '6b018ba04d2d7a2d2ea16c69';

describe('stale files of renewal imports', () => {
  it('keeps anything a day old or younger', () => {
    expect(staleImportFile(`${ID}.sheet`, ago(UNIMPORTED_KEEP_MS), now)).toBeUndefined();
    expect(staleImportFile('abc.upload', ago(60_000), now)).toBeUndefined();
  });

  it("deletes an older kept upload, naming its import, and an older unfinished check's upload", () => {
    expect(staleImportFile(`${ID}.sheet`, ago(UNIMPORTED_KEEP_MS + 1), now)).toEqual({
      kind: 'sheet',
      importId: ID,
    });
    expect(staleImportFile('k3j4h5.upload', ago(2 * UNIMPORTED_KEEP_MS), now)).toEqual({ kind: 'upload' });
  });

  it('names the import of an older error report (deleted only when the import was never recorded)', () => {
    expect(staleImportFile(`${ID}.errors.csv`, ago(UNIMPORTED_KEEP_MS + 1), now)).toEqual({
      kind: 'report',
      importId: ID,
    });
  });

  it('never deletes files it does not know', () => {
    const old = ago(30 * UNIMPORTED_KEEP_MS);
    expect(staleImportFile('notes.txt', old, now)).toBeUndefined();
    expect(staleImportFile('x.sheet', old, now)).toBeUndefined();
  });
});
