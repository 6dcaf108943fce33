import {
  daysBetween,
  dublinDate,
  dublinIsoDate,
  formatIsoDate,
  parseIsoDate,
  wholeYearsBetween,
} from './dates';

const date = (text: string) => {
  const parsed = parseIsoDate(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

describe('dates', () => {
  it.each(['2025-02-29', '2025-13-01', '2025-6-1', '20250601', '', undefined, 20250601])(
    'rejects %j',
    (text) => {
      expect(parseIsoDate(text)).toBeUndefined();
    },
  );

  it.each([
    ['2008-06-20', '2025-06-20', 17],
    ['2008-06-21', '2025-06-20', 16],
    ['2008-02-29', '2025-02-28', 16],
    ['2008-02-29', '2025-03-01', 17],
  ])('counts completed years from %s to %s as %i', (from, to, years) => {
    expect(wholeYearsBetween(date(from), date(to))).toBe(years);
  });

  it('counts days across month ends', () => {
    expect(daysBetween(date('2025-06-15'), date('2025-07-15'))).toBe(30);
    expect(daysBetween(date('2025-06-15'), date('2025-06-14'))).toBe(-1);
  });

  it("takes today's date in Ireland", () => {
    expect(dublinDate(new Date('2025-06-15T23:30:00Z'))).toEqual({ year: 2025, month: 6, day: 16 });
    expect(dublinDate(new Date('2025-12-15T23:30:00Z'))).toEqual({ year: 2025, month: 12, day: 15 });
  });

  it('writes dates back as YYYY-MM-DD', () => {
    expect(formatIsoDate({ year: 987, month: 3, day: 7 })).toBe('0987-03-07');
    expect(dublinIsoDate(new Date('2025-06-15T23:30:00Z'))).toBe('2025-06-16');
    expect(formatIsoDate(date('2024-02-29'))).toBe('2024-02-29');
  });
});
