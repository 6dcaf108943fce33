import type { FactRow } from '../domain/fields';
import { QUOTES } from '../sources';
import { packRows, unpackRows } from './fact-packing';

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
});
