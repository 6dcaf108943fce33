import { describe, expect, it } from 'vitest';
import { premiumChange } from './renewalOffer';

describe('the premium change', () => {
  it('says whether the renewal costs more, less or the same', () => {
    expect(premiumChange(-1440)).toBe('€14.40 less than this year.');
    expect(premiumChange(3400)).toBe('€34.00 more than this year.');
    expect(premiumChange(0)).toBe('The same premium as this year.');
  });
});
