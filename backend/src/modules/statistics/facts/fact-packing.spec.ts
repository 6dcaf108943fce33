import type { FactRow } from '../domain/fields';
import { QUOTES } from '../sources';
import { packedRows, packRows } from './fact-packing';

const unpack = (packed: string) => [...packedRows(QUOTES, [packed])];

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

  it('reads the rows of every block on each pass, unpacking a block only when the pass reaches it', () => {
    const blocks = [packRows(QUOTES, [row, { ...row, area: 'C' }]), 'not yet unpacked'];
    const rows = packedRows(QUOTES, blocks);
    const pass = rows[Symbol.iterator]();
    expect(pass.next().value).toEqual(row);
    expect(pass.next().value).toEqual({ ...row, area: 'C' });
    expect(() => pass.next()).toThrow(SyntaxError);
    blocks[1] = packRows(QUOTES, [{ ...row, area: 'W' }]);
    expect([...rows].map((fact) => fact.area)).toEqual(['D', 'C', 'W']);
  });
});
