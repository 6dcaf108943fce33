import { amountOrProblem, centsOfEuros, NOT_AN_AMOUNT } from './staffPrice';

describe('centsOfEuros', () => {
  it('reads euro and cent, with a euro sign, a comma and either minus for a refund', () => {
    expect(centsOfEuros('45')).toBe(4_500);
    expect(centsOfEuros(' €45.5 ')).toBe(4_550);
    expect(centsOfEuros('45,05')).toBe(4_505);
    expect(centsOfEuros('-12.30')).toBe(-1_230);
    expect(centsOfEuros('−0.99')).toBe(-99);
    expect(centsOfEuros('-0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of [undefined, '', 'abc', '12.345', '1e3', '--5', '123456']) {
      expect(centsOfEuros(text)).toBeUndefined();
    }
    expect(amountOrProblem('x')).toBe(NOT_AN_AMOUNT);
    expect(amountOrProblem('10')).toBeUndefined();
  });
});
