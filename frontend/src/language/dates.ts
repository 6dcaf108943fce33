// The one way the UI writes a date or a time: Irish conventions, Irish time, wherever the reader is
// (DESIGN §3). Prose says '25 November 2026'; tables say '25/11/2026' and '25/11/2026, 14:05'; times
// use the 24-hour clock. language/oneLanguage.test.ts fails when a screen formats a date on its own.
//
// Written out rather than through Intl.DateTimeFormat: a page's first formatter loads the locale's
// data, a long task on a slow phone (about 140 ms on Lighthouse's mobile CPU), which the home page and
// the blog would pay just to show a day; and every browser's ICU would otherwise have its say in the
// separators. dates.test.ts holds this to Intl's answer.

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
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

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

/**
 * What the reader's wall clock in Ireland says, as a Date read through its UTC fields. A calendar day
 * ('2026-11-25', a birthday, a cover start) is that day wherever the browser is; an instant
 * ('2026-11-25T23:30:00Z') is the day and time it is in Ireland then.
 */
function irishClock(value: string | Date): Date {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  }
  const at = new Date(value).getTime();
  return new Date(at + dublinOffsetMs(at));
}

const two = (n: number) => String(n).padStart(2, '0');

/** In prose: '25 November 2026'. */
export function formatDate(value: string | Date): string {
  const local = irishClock(value);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** In a table or a field: '25/11/2026'. */
export function formatShortDate(value: string | Date): string {
  const local = irishClock(value);
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}

/** The 24-hour time in Ireland: '14:05', or '14:05:09' with seconds. */
export function formatTime(value: string | Date, { seconds = false } = {}): string {
  const local = irishClock(value);
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  return seconds ? `${time}:${two(local.getUTCSeconds())}` : time;
}

/** A moment in a table: '25/11/2026, 14:05'; empty for none. */
export function formatDateTime(value: string | Date | undefined | null): string {
  return value ? `${formatShortDate(value)}, ${formatTime(value)}` : '';
}

/** A moment in prose: '25 November 2026 at 14:05'. */
export function formatDateTimeInProse(value: string | Date): string {
  return `${formatDate(value)} at ${formatTime(value)}`;
}

const CALENDAR_MONTH = /^(\d{4})-(\d{2})$/;
const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/**
 * A period the statistics group by, as staff read it: a day as tables write it ('25/11/2026'), a month
 * by its name ('November 2026'), an ISO week ('Week 48, 2026'); undefined for any other value.
 */
export function formatPeriod(value: string): string | undefined {
  if (CALENDAR_DAY.test(value)) return formatShortDate(value);
  const month = CALENDAR_MONTH.exec(value);
  if (month) return `${MONTHS[Number(month[2]) - 1]} ${month[1]}`;
  const week = ISO_WEEK.exec(value);
  return week ? `Week ${Number(week[2])}, ${week[1]}` : undefined;
}

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A day typed as day/month/year ('25/11/1990', '5.3.1990') as a calendar day, '1990-11-25'; also takes
 * a calendar day as it is (a pasted or autofilled '1990-11-25'). Undefined for anything else or a day
 * that does not exist ('31/02/1990').
 */
export function readDayMonthYear(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = CALENDAR_DAY.exec(trimmed);
  const typed = DAY_MONTH_YEAR.exec(trimmed);
  if (!iso && !typed) return undefined;
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [Number(typed?.[3]), Number(typed?.[2]), Number(typed?.[1])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${year}-${two(month)}-${two(day)}`;
}
