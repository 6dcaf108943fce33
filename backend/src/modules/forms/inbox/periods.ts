import { CalendarDate, dublinDate, formatIsoDate } from '#src/common/time/dates';

export interface SubmissionPeriods {
  createdDay: string;
  createdWeek: string;
  createdMonth: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/** ISO 8601 week of a calendar date: weeks start on Monday and belong to the year of their Thursday. */
export function isoWeek({ year, month, day }: CalendarDate): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  const thursday = new Date(date.getTime() + (4 - weekday) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / DAY_MS / 7) + 1;
  return `${weekYear}-W${pad(week)}`;
}

/** The day, week and month an instant falls in, as staff in Ireland count them. */
export function periodsOf(instant: Date): SubmissionPeriods {
  const today = dublinDate(instant);
  return {
    createdDay: formatIsoDate(today),
    createdWeek: isoWeek(today),
    createdMonth: `${today.year}-${pad(today.month)}`,
  };
}
