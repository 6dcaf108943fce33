import { dublinDate, formatIsoDate } from './dates';

/**
 * When a quote or policy was made, as the statistics group it: the Irish calendar day, ISO week and
 * month, stored as text at write time because FerretDB has no date operators to group by.
 */
export interface CalendarKeys {
  /** 'YYYY-MM-DD' in Europe/Dublin. */
  createdDay: string;
  /** ISO 8601 week, 'YYYY-Www' (weeks start on Monday; week 1 holds the year's first Thursday). */
  createdWeek: string;
  /** 'YYYY-MM'. */
  createdMonth: string;
}

const DAY_MS = 86_400_000;

export function calendarKeys(at: Date): CalendarKeys {
  const day = dublinDate(at);
  const createdDay = formatIsoDate(day);
  return {
    createdDay,
    createdWeek: isoWeek(day.year, day.month, day.day),
    createdMonth: createdDay.slice(0, 7),
  };
}

function isoWeek(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  // The Thursday of this week decides which year the week belongs to.
  const thursday = new Date(date.getTime() + (4 - weekday) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / DAY_MS / 7) + 1;
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}
