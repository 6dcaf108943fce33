import {
  compactKey,
  fullNameKeys,
  personKeys,
  phoneKey,
  prefixSearch,
  searchKey,
  startsWith,
} from './search-keys';

describe('search keys', () => {
  it('folds case, accents and spaces', () => {
    expect(searchKey("  Siobhán   O'Brien ")).toBe("siobhan o'brien");
    expect(searchKey('ÉIRE')).toBe('eire');
  });

  it('keys a person by either name first', () => {
    expect(personKeys('Aoife', 'Ní Bhriain')).toEqual({
      nameKey: 'aoife ni bhriain',
      surnameKey: 'ni bhriain aoife',
    });
  });

  it('keys a full name by its first word and the rest', () => {
    expect(fullNameKeys('Aoife  Ní Bhriain')).toEqual(personKeys('Aoife', 'Ní Bhriain'));
    expect(fullNameKeys('Cher')).toEqual({ nameKey: 'cher', surnameKey: 'cher' });
  });

  it('compacts registrations and policy numbers', () => {
    expect(compactKey('191-D-12345')).toBe('191D12345');
    expect(compactKey(' ivy 2026/01 ')).toBe('IVY202601');
  });

  it('writes Irish phone numbers in national form', () => {
    expect(phoneKey('+353 87 123 4567')).toBe('0871234567');
    expect(phoneKey('00353-87-1234567')).toBe('0871234567');
    expect(phoneKey('(01) 234 5678')).toBe('012345678');
  });

  it('matches by range what starts with the prefix', () => {
    const range = startsWith('byr');
    const matches = (key: string) => key >= range.$gte && key < range.$lt;
    expect(['byrne', 'byr', 'byrne aoife', 'byrz\u{1F600}'].every(matches)).toBe(true);
    expect(['byq', 'bys', 'by', ''].some(matches)).toBe(false);
  });

  it('searches each key field normalised as it was written', () => {
    expect(prefixSearch(' Byrne ', { nameKey: 'text', webReference: 'upper', phoneKey: 'phone' })).toEqual({
      $or: [{ nameKey: startsWith('byrne') }, { webReference: startsWith('BYRNE') }],
    });
    expect(prefixSearch('+353 87', { phoneKey: 'phone' })).toEqual({
      $or: [{ phoneKey: startsWith('087') }],
    });
    expect(prefixSearch('   ', { nameKey: 'text' })).toBeUndefined();
    expect(prefixSearch('abc', { phoneKey: 'phone' })).toEqual({ $or: [{ _id: { $in: [] } }] });
  });
});
