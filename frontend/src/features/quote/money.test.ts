import { formatCalendarDate, formatDublinDate, formatEuro, formatMoney, formatSignedMoney } from './money';

describe('money and dates as a driver reads them', () => {
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

  it('writes an instant as its day in Ireland', () => {
    expect(formatDublinDate('2026-03-01T23:30:00Z')).toBe('1 March 2026');
    // Summer time: 23:30 UTC is already the next day in Dublin.
    expect(formatDublinDate('2026-07-01T23:30:00Z')).toBe('2 July 2026');
  });

  it('writes a calendar date as that day wherever the browser is', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('1 December 2026');
  });
});
