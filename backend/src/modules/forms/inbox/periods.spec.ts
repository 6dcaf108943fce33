import { isoWeek, periodsOf } from './periods';

describe('isoWeek', () => {
  it.each([
    ['2021-01-03', '2020-W53'],
    ['2021-01-04', '2021-W01'],
    ['2024-12-30', '2025-W01'],
    ['2026-01-01', '2026-W01'],
    ['2026-11-21', '2026-W47'],
    ['2027-01-01', '2026-W53'],
  ])('%s is in %s', (day, week) => {
    const [year, month, date] = day.split('-').map(Number);
    expect(isoWeek({ year, month, day: date })).toBe(week);
  });
});

describe('periodsOf', () => {
  it('counts days in Irish time', () => {
    // 23:30 UTC on 29 March 2026 is 00:30 on the 30th in Irish summer time.
    expect(periodsOf(new Date('2026-03-29T23:30:00Z'))).toEqual({
      createdDay: '2026-03-30',
      createdWeek: '2026-W14',
      createdMonth: '2026-03',
    });
    // In winter Irish time is UTC.
    expect(periodsOf(new Date('2026-12-31T23:30:00Z'))).toEqual({
      createdDay: '2026-12-31',
      createdWeek: '2026-W53',
      createdMonth: '2026-12',
    });
  });
});
