/** Calendar-date arithmetic on ISO 'YYYY-MM-DD' strings, without time zones getting in the way. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const DUBLIN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Dublin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function parseIsoDate(text: unknown): CalendarDate | undefined {
  const match = typeof text === 'string' ? ISO_DATE.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  const real =
    check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}

/** Completed years from one date to a later one: a birthday, or a claim's age. */
export function wholeYearsBetween(from: CalendarDate, to: CalendarDate): number {
  const beforeAnniversary = to.month < from.month || (to.month === from.month && to.day < from.day);
  return to.year - from.year - (beforeAnniversary ? 1 : 0);
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS;
}

/** Today's date as the customer sees it: a quote at 00:30 Irish summer time is already tomorrow in UTC terms. */
export function dublinDate(now: Date): CalendarDate {
  const parsed = parseIsoDate(DUBLIN_DATE.format(now));
  if (!parsed) throw new Error(`Unexpected date format from Intl: ${DUBLIN_DATE.format(now)}`);
  return parsed;
}

export function addDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Today's date in Ireland as 'YYYY-MM-DD'. */
export function dublinIsoDate(now: Date): string {
  return formatIsoDate(dublinDate(now));
}
