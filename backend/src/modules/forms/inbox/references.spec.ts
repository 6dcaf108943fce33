import { newReference } from './references';

describe('newReference', () => {
  it('is the prefix and six characters that cannot be misread', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newReference('CON');
      expect(reference).toMatch(/^CON-[A-HJ-NP-Z2-9]{6}$/);
    }
  });

  it('draws each character from the random source', () => {
    expect(newReference('PCR', () => 0)).toBe('PCR-AAAAAA');
    expect(newReference('PCR', (size) => size - 1)).toBe('PCR-999999');
  });
});
