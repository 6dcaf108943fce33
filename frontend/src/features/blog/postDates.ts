// Dates on the site are Irish dates, wherever the reader is (DESIGN §3).
//
// Written out rather than through Intl.DateTimeFormat: a page's first formatter loads the locale's
// data, a long task on a slow phone (about 140 ms on Lighthouse's mobile CPU), which the home page and
// the blog would pay just to show a day, month and year. postDates.test.ts holds this to Intl's answer.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when Irish clocks change. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/** Irish time is UTC, and an hour ahead from the last Sunday of March to that of October (EU rule). */
function dublinOffsetMs(at: number): number {
  const year = new Date(at).getUTCFullYear();
  return at >= lastSundayOneAm(year, 2) && at < lastSundayOneAm(year, 9) ? HOUR_MS : 0;
}

/** The post's day in Ireland, as '2 July 2026'. */
export function formatPostDate(iso: string): string {
  const at = new Date(iso).getTime();
  const local = new Date(at + dublinOffsetMs(at));
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}
