import {
  formatDate,
  formatDateTime,
  formatDateTimeInProse,
  formatPeriod,
  formatShortDate,
  formatTime,
  readDayMonthYear,
} from './dates';

const irish = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Dublin',
});

describe('formatDate', () => {
  it('gives the day in Ireland, in summer time too', () => {
    expect(formatDate('2026-07-01T23:30:00.000Z')).toBe('2 July 2026');
    expect(formatDate('2026-12-31T23:30:00.000Z')).toBe('31 December 2026');
  });

  it('agrees with Intl at every half hour around the clock changes of 2000 to 2040', () => {
    for (let year = 2000; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0);
        for (let at = lastDay - 8 * 86_400_000; at <= lastDay + 86_400_000; at += 1_800_000) {
          const iso = new Date(at).toISOString();
          expect([iso, formatDate(iso)]).toEqual([iso, irish.format(at)]);
        }
      }
    }
  });

  it('agrees with Intl on a day of every month', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2027, month, 15, 23, 59)).toISOString();
      expect(formatDate(iso)).toBe(irish.format(new Date(iso)));
    }
  });
});

describe('readDayMonthYear', () => {
  it('reads a day typed as day/month/year, or a calendar day, and refuses a day that does not exist', () => {
    expect(readDayMonthYear('25/11/1990')).toBe('1990-11-25');
    expect(readDayMonthYear(' 5.3.1990 ')).toBe('1990-03-05');
    expect(readDayMonthYear('1990-11-25')).toBe('1990-11-25');
    expect(readDayMonthYear('31/02/1990')).toBeUndefined();
    expect(readDayMonthYear('11/25/1990')).toBeUndefined();
    expect(readDayMonthYear('25/11')).toBeUndefined();
  });
});

describe('the other forms', () => {
  const intl = new Intl.DateTimeFormat('en-IE', {
    timeZone: 'Europe/Dublin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  it('writes a table date and time in Irish time, 24-hour, as Intl does', () => {
    for (const iso of ['2026-01-15T10:30:00.000Z', '2026-07-01T23:30:00.000Z', '2026-10-25T00:59:00.000Z']) {
      expect(formatDateTime(iso)).toBe(intl.format(new Date(iso)));
    }
    expect(formatDateTime('2026-07-01T13:05:09.000Z')).toBe('01/07/2026, 14:05');
    expect(formatTime('2026-07-01T13:05:09.000Z', { seconds: true })).toBe('14:05:09');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTimeInProse('2026-07-01T13:05:09.000Z')).toBe('1 July 2026 at 14:05');
  });

  it('keeps a calendar day the same day wherever the browser is', () => {
    expect(formatDate('2026-11-25')).toBe('25 November 2026');
    expect(formatShortDate('2026-11-25')).toBe('25/11/2026');
  });
});

describe('formatPeriod', () => {
  it('writes the statistics’ days, months and weeks as staff read them, and nothing else', () => {
    expect(formatPeriod('2026-03-01')).toBe('01/03/2026');
    expect(formatPeriod('2026-03')).toBe('March 2026');
    expect(formatPeriod('2026-W09')).toBe('Week 9, 2026');
    expect(formatPeriod('purchased')).toBeUndefined();
    expect(formatPeriod('2026')).toBeUndefined();
  });
});
