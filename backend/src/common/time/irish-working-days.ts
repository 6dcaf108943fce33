/**
 * Working days in Ireland: Monday to Friday except public holidays, on ISO 'YYYY-MM-DD' dates (UTC
 * arithmetic, so no time zone can shift a day). Notice periods that the Central Bank counts in working
 * days (the renewal notice's 20) are counted with these.
 */

const DAY_MS = 86_400_000;
const SUNDAY = 0;
const MONDAY = 1;
const FRIDAY = 5;
const SATURDAY = 6;

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const iso = (date: Date) => date.toISOString().slice(0, 10);
const weekday = (date: Date) => date.getUTCDay();
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

function fromIso(date: string): Date {
  const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parsed) throw new Error(`Not an ISO date: ${date}`);
  return utc(Number(parsed[1]), Number(parsed[2]), Number(parsed[3]));
}

/** Easter Sunday (Gregorian), by the anonymous algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(utc(year, month, day));
}

/** The nth Monday of a month; n = -1 for the last. */
function monday(year: number, month: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1);
    return plusDays(first, ((MONDAY - weekday(first) + 7) % 7) + 7 * (n - 1));
  }
  const last = utc(year, month + 1, 0);
  return plusDays(last, -((weekday(last) - MONDAY + 7) % 7));
}

/** St Brigid's Day holiday (from 2023): the first Monday of February, or 1 February when that is a Friday. */
function brigid(year: number): Date {
  const first = utc(year, 2, 1);
  return weekday(first) === FRIDAY ? first : monday(year, 2, 1);
}

/**
 * The public holidays of a year (Organisation of Working Time Act 1997, Schedule 2, as amended in
 * 2022). A fixed-date holiday that falls on a weekend gives the next weekday that is not already a
 * holiday off instead, as employers and banks observe it (Christmas on a Saturday moves to Monday,
 * St Stephen's Day to Tuesday).
 */
export function irishPublicHolidays(year: number): string[] {
  const easter = fromIso(easterSunday(year));
  const movable = [
    ...(year >= 2023 ? [brigid(year)] : []),
    plusDays(easter, 1),
    monday(year, 5, 1),
    monday(year, 6, 1),
    monday(year, 8, 1),
    monday(year, 10, -1),
  ];
  const taken = new Set(movable.map(iso));
  for (const fixed of [utc(year, 1, 1), utc(year, 3, 17), utc(year, 12, 25), utc(year, 12, 26)]) {
    let day = fixed;
    while (weekday(day) === SATURDAY || weekday(day) === SUNDAY || taken.has(iso(day)))
      day = plusDays(day, 1);
    taken.add(iso(day));
  }
  return [...taken].sort();
}

const holidayCache = new Map<number, Set<string>>();
function holidaysOf(year: number): Set<string> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = new Set(irishPublicHolidays(year));
    holidayCache.set(year, holidays);
  }
  return holidays;
}

export function isIrishWorkingDay(date: string): boolean {
  const day = fromIso(date);
  const dow = weekday(day);
  return dow !== SATURDAY && dow !== SUNDAY && !holidaysOf(day.getUTCFullYear()).has(date);
}

/**
 * The date `count` working days after `date` (before it, for a negative count); `date` itself is not
 * counted, whether or not it is a working day.
 */
export function addWorkingDays(date: string, count: number): string {
  const step = count < 0 ? -1 : 1;
  let day = fromIso(date);
  for (let left = Math.abs(count); left > 0;) {
    day = plusDays(day, step);
    if (isIrishWorkingDay(iso(day))) left--;
  }
  return iso(day);
}

/** Working days after `from` up to and including `to` (0 when `to` is not later). */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = plusDays(fromIso(from), 1), end = fromIso(to); day <= end; day = plusDays(day, 1))
    if (isIrishWorkingDay(iso(day))) count++;
  return count;
}
