import { normaliseIrishPhone } from './phone';

describe('normaliseIrishPhone', () => {
  it.each([
    ['087 123 4567', '+353871234567'],
    ['0871234567', '+353871234567'],
    ['+353 87 123 4567', '+353871234567'],
    ['+353 (0)87 123 4567', '+353871234567'],
    ['00353871234567', '+353871234567'],
    ['(01) 234-5678', '+35312345678'],
    ['045 897 123', '+35345897123'],
    ['1850 123 456', undefined],
    ['0818 123 456', '+353818123456'],
  ])('reads %j as %s', (typed, stored) => {
    expect(normaliseIrishPhone(typed)).toBe(stored);
  });

  it.each(['', '12345', '087 123 45678 9', '+44 20 7946 0958', '0044 7700 900123', 'call me', '+353 0 1234'])(
    'refuses %j',
    (typed) => {
      expect(normaliseIrishPhone(typed)).toBeUndefined();
    },
  );
});
