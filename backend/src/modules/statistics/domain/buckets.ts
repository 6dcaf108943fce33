import { calendarKeys } from '#src/common/time/calendar';

export const DATE_GRAINS = ['day', 'week', 'month'] as const;
export type DateGrain = (typeof DATE_GRAINS)[number];

const weeks = new Map<string, string>();

/** The bucket a day falls in: itself, its ISO week 'YYYY-Www', or its month 'YYYY-MM'. */
export function bucketDay(day: string, grain: DateGrain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return day.slice(0, 7);
  let week = weeks.get(day);
  if (week === undefined) {
    // Noon UTC is the same calendar day in Dublin all year round.
    week = calendarKeys(new Date(`${day}T12:00:00Z`)).createdWeek;
    weeks.set(day, week);
  }
  return week;
}

/** Every day from `from` to `to` inclusive, for charts that must show the quiet days too. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T12:00:00Z`); at <= Date.parse(`${to}T12:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
