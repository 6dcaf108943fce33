/** The last day (YYYY-MM-DD) of a year's cover starting on `startDay`: the day before its anniversary. */
export function coverEndOf(startDay: string): string {
  const [year, month, day] = startDay.split('-').map(Number);
  return new Date(Date.UTC(year + 1, month - 1, day - 1)).toISOString().slice(0, 10);
}
