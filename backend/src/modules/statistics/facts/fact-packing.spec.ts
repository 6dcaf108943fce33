import { QUOTES } from '../sources';
import { packRows, unpackRows } from './fact-packing';

describe('fact packing', () => {
  it('gives back the rows it packed, every field of the source present', () => {
    const row = QUOTES.toRow({ status: 'quoted', createdDay: '2026-03-02', totalCents: 61_240, area: 'D' });
    const [back] = unpackRows(QUOTES, packRows(QUOTES, [row]));
    expect(back).toEqual(row);
    expect(Object.keys(back).sort()).toEqual(QUOTES.fields.map((field) => field.key).sort());
  });

  it('packs a row as its values only', () => {
    const packed = packRows(QUOTES, [QUOTES.toRow({ status: 'started' })]);
    expect(packed).not.toContain('status');
  });
});
