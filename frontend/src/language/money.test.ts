import { formatEuro, formatMoney, formatSignedMoney } from './money';

describe('money as a driver reads it', () => {
  it('writes cents as euro with cents', () => {
    expect(formatMoney(123_456)).toBe('€1,234.56');
    expect(formatMoney(0)).toBe('€0.00');
    expect(formatMoney(5)).toBe('€0.05');
  });

  it('writes round amounts without cents, others with', () => {
    expect(formatEuro(25_000)).toBe('€250');
    expect(formatEuro(10_000_000)).toBe('€100,000');
    expect(formatEuro(3_950)).toBe('€39.50');
  });

  it('writes a discount as money off', () => {
    expect(formatSignedMoney(-4_200)).toBe('−€42.00');
    expect(formatSignedMoney(4_200)).toBe('€42.00');
  });
});
