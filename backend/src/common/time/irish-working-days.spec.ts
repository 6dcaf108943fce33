import {
  addWorkingDays,
  easterSunday,
  irishPublicHolidays,
  isIrishWorkingDay,
  workingDaysBetween,
} from './irish-working-days';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i: %s', (year, date) => expect(easterSunday(year)).toBe(date));
});

describe('irishPublicHolidays', () => {
  it('lists the ten days of 2025', () => {
    expect(irishPublicHolidays(2025)).toEqual([
      '2025-01-01',
      '2025-02-03',
      '2025-03-17',
      '2025-04-21',
      '2025-05-05',
      '2025-06-02',
      '2025-08-04',
      '2025-10-27',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it("gives the next weekday off when St Patrick's Day or St Stephen's Day falls on a weekend", () => {
    expect(irishPublicHolidays(2024)).toContain('2024-03-18');
    expect(irishPublicHolidays(2026)).toEqual(expect.arrayContaining(['2026-12-25', '2026-12-28']));
    // Christmas on a Saturday and St Stephen's on a Sunday: Monday and Tuesday.
    expect(irishPublicHolidays(2027)).toEqual(expect.arrayContaining(['2027-12-27', '2027-12-28']));
    // Christmas on a Sunday moves onto St Stephen's Monday, which moves on to Tuesday.
    expect(irishPublicHolidays(2022)).toEqual(expect.arrayContaining(['2022-12-26', '2022-12-27']));
  });

  it("keeps St Brigid's Day on 1 February when that is a Friday, and has none before 2023", () => {
    expect(irishPublicHolidays(2030)).toContain('2030-02-01');
    expect(irishPublicHolidays(2027)).toContain('2027-02-01');
    expect(irishPublicHolidays(2026)).toContain('2026-02-02');
    expect(irishPublicHolidays(2022).some((day) => day.startsWith('2022-02'))).toBe(false);
  });

  it('has Easter Monday, never Good Friday', () => {
    expect(irishPublicHolidays(2026)).toContain('2026-04-06');
    expect(irishPublicHolidays(2026)).not.toContain('2026-04-03');
  });
});

describe('isIrishWorkingDay', () => {
  it.each([
    ['2026-03-17', false],
    ['2026-03-18', true],
    ['2026-04-06', false],
    ['2026-04-03', true],
    ['2026-08-03', false],
    ['2026-10-26', false],
    ['2026-11-28', false],
    ['2026-11-27', true],
  ])('%s: %s', (date, working) => expect(isIrishWorkingDay(date)).toBe(working));
});

describe('addWorkingDays', () => {
  it('counts back over Christmas and New Year: 20 working days are 33 calendar days', () => {
    expect(addWorkingDays('2026-01-20', -20)).toBe('2025-12-18');
  });

  it("counts back over Easter and St Patrick's Day", () => {
    // 2026: St Patrick's Day Tuesday 17 March, Easter Monday 6 April.
    expect(addWorkingDays('2026-04-14', -20)).toBe('2026-03-13');
  });

  it('counts forward over an August bank holiday and skips weekends', () => {
    expect(addWorkingDays('2026-07-31', 1)).toBe('2026-08-04');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 0)).toBe('2026-11-27');
  });

  it('agrees with workingDaysBetween', () => {
    for (const from of ['2025-12-01', '2026-03-10', '2026-07-27', '2026-10-20']) {
      for (const count of [1, 5, 20, 25]) {
        expect(workingDaysBetween(from, addWorkingDays(from, count))).toBe(count);
      }
    }
  });
});
