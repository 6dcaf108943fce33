import type { FactRow } from '../domain/fields';
import { QUOTES } from '../sources';
import type { FactRecord } from '#src/common/statistics/facts';
import { packBlock, packRows, patchBlock, unpackRows } from './fact-packing';

const unpack = (packed: string) => [...unpackRows(QUOTES, packed)];

const row: FactRow = {
  createdDay: '2026-03-02',
  purchasedDay: null,
  status: 'quoted',
  stages: ['started', 'priced'],
  coverType: null,
  area: 'D',
  paymentOption: null,
  source: null,
  reasons: [],
  premium: 612.4,
};

describe('fact packing', () => {
  it('gives back the rows it packed, every field of the source present', () => {
    const [back] = unpack(packRows(QUOTES, [row]));
    expect(back).toEqual(row);
    expect(Object.keys(back).sort()).toEqual(QUOTES.fields.map((field) => field.key).sort());
  });

  it('packs a row as its values only, a missing field as null', () => {
    const packed = packRows(QUOTES, [{ status: 'started' }]);
    expect(packed).not.toContain('status');
    expect(unpack(packed)[0].area).toBeNull();
  });

  describe('a block patched with changed records', () => {
    const record = (id: string, status: string, createdAt: Date | null = null): FactRecord => ({
      id,
      partition: '2026-03-02',
      createdAt,
      row: { ...row, status },
    });
    const block = packBlock(QUOTES, [record('a', 'started'), record('b', 'quoted')]);

    it("replaces a known record's row in place and adds a new one at the end", () => {
      const patched = patchBlock(QUOTES, block, [record('b', 'purchased'), record('c', 'started')]);
      expect(JSON.parse(patched.block.ids)).toEqual(['a', 'b', 'c']);
      expect(unpack(patched.block.rows).map((back) => back.status)).toEqual([
        'started',
        'purchased',
        'started',
      ]);
      expect(patched.block.count).toBe(3);
      expect(patched.added.map((added) => added.id)).toEqual(['c']);
    });

    it('says when no row changed: nothing written, or rows written as they were', () => {
      expect(patchBlock(QUOTES, block, [])).toMatchObject({ block, changed: false });
      expect(patchBlock(QUOTES, block, [record('b', 'quoted')])).toMatchObject({ block, changed: false });
      expect(patchBlock(QUOTES, block, [record('b', 'purchased')]).changed).toBe(true);
    });

    it('builds a block from nothing', () => {
      const fresh = patchBlock(QUOTES, { ids: '[]', rows: '[]' }, [
        record('a', 'started'),
        record('b', 'quoted'),
      ]);
      expect(fresh).toMatchObject({ block, changed: true });
      expect(fresh.added).toHaveLength(2);
    });
  });
});
