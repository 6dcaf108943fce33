import { nounFor, plural } from './plural';

describe('plural', () => {
  it('counts in Irish English, with thousands separated', () => {
    expect(plural(1, 'year')).toBe('1 year');
    expect(plural(0, 'claim')).toBe('0 claims');
    expect(plural(12_000, 'row')).toBe('12,000 rows');
    expect(plural(2, 'person', 'people')).toBe('2 people');
    expect(nounFor(1, 'problem')).toBe('problem');
  });
});
