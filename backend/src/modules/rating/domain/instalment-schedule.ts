import { formatIsoDate, parseIsoDate } from '#src/common/time/dates';
import type { MonthlyPlan } from './instalments';

/** One Direct Debit of a monthly plan. */
export interface Instalment {
  /** 'YYYY-MM-DD' */
  dueDate: string;
  amountCents: number;
}

/** The same day `months` later, or that month's last day when it is shorter (31 Jan + 1 → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new Error(`Not a date: ${isoDate}`);
  const monthIndex = date.month - 1 + months;
  const year = date.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return formatIsoDate({ year, month, day: Math.min(date.day, lastDay) });
}

/**
 * The Direct Debits after the card deposit: one a month, the first a month after the cover starts,
 * each on the start's day of the month (or the month's last day), for the plan's equal instalments.
 */
export function instalmentSchedule(
  startDate: string,
  plan: Pick<MonthlyPlan, 'instalments' | 'instalmentCents'>,
): Instalment[] {
  return Array.from({ length: plan.instalments }, (_, i) => ({
    dueDate: addMonths(startDate, i + 1),
    amountCents: plan.instalmentCents,
  }));
}
