import { daysInclusive, proRataCents, roundCents } from './pro-rata';

const YEAR = { startDate: '2027-06-01', endDate: '2028-05-31' };

describe('roundCents', () => {
  it('takes half a cent away from zero, the same size either way', () => {
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(2.49)).toBe(2);
    expect(roundCents(-2.49)).toBe(-2);
  });

  it('gives a plain zero, never -0', () => {
    expect(Object.is(roundCents(-0.2), 0)).toBe(true);
  });
});

describe('daysInclusive', () => {
  it('counts both ends: a year over 29 February 2028 has 366 days', () => {
    expect(daysInclusive(YEAR.startDate, YEAR.endDate)).toBe(366);
    expect(daysInclusive('2026-06-01', '2027-05-31')).toBe(365);
    expect(daysInclusive('2028-05-31', '2028-05-31')).toBe(1);
  });

  it('refuses a date it cannot read', () => {
    expect(() => daysInclusive('2027-02-30', '2027-05-31')).toThrow(/Unreadable/);
  });
});

describe('proRataCents', () => {
  it('moves the whole difference on the first day and one day’s share on the last', () => {
    expect(proRataCents(36_600, YEAR, YEAR.startDate)).toBe(36_600);
    expect(proRataCents(36_600, YEAR, YEAR.endDate)).toBe(100);
    expect(proRataCents(-36_600, YEAR, YEAR.endDate)).toBe(-100);
  });

  it('counts the leap day itself among the days left', () => {
    // 29 Feb to 31 May 2028: 1 + 31 + 30 + 31 = 93 days of 366.
    expect(proRataCents(36_600, YEAR, '2028-02-29')).toBe(9_300);
    expect(proRataCents(36_600, YEAR, '2028-03-01')).toBe(9_200);
  });

  it('rounds once, at the end: 1 cent a year over 183 of 366 days is half a cent', () => {
    expect(proRataCents(1, YEAR, '2027-12-01')).toBe(1);
    expect(proRataCents(-1, YEAR, '2027-12-01')).toBe(-1);
  });
});
