import { formatPostDate } from './postDates';

const irish = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Dublin',
});

describe('formatPostDate', () => {
  it('gives the day in Ireland, in summer time too', () => {
    expect(formatPostDate('2026-07-01T23:30:00.000Z')).toBe('2 July 2026');
    expect(formatPostDate('2026-12-31T23:30:00.000Z')).toBe('31 December 2026');
  });

  it('agrees with Intl at every half hour around the clock changes of 2000 to 2040', () => {
    for (let year = 2000; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0);
        for (let at = lastDay - 8 * 86_400_000; at <= lastDay + 86_400_000; at += 1_800_000) {
          const iso = new Date(at).toISOString();
          expect([iso, formatPostDate(iso)]).toEqual([iso, irish.format(at)]);
        }
      }
    }
  });

  it('agrees with Intl on a day of every month', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2027, month, 15, 23, 59)).toISOString();
      expect(formatPostDate(iso)).toBe(irish.format(new Date(iso)));
    }
  });
});
