import { wordFor } from './glossary';

describe('wordFor', () => {
  it('says a known code as the glossary does', () => {
    expect(wordFor('purchased')).toBe('Bought');
    expect(wordFor('monthly_deposit')).toBe('Monthly');
    expect(wordFor('your_car')).toBe('Your car');
    expect(wordFor('DRIVER_AGE')).toBe("Driver's age");
  });

  it('puts an unknown code into words and leaves other text alone', () => {
    expect(wordFor('NEW_REASON_CODE')).toBe('New reason code');
    expect(wordFor('plug_in')).toBe('Plug in');
    expect(wordFor('Dublin City')).toBe('Dublin City');
    expect(wordFor('2026-04')).toBe('2026-04');
    expect(wordFor('Toyota')).toBe('Toyota');
    expect(wordFor('pay_9')).toBe('pay_9');
  });
});
