import { daysBetween, parseIsoDate } from '#src/common/time/dates';

/**
 * The one rounding of an adjustment to whole cents. Half a cent goes away from zero, so that a change
 * and its reversal round to the same amount with opposite signs (Math.round takes 2.5 up to 3 but
 * -2.5 up to -2, which would leave a cent behind every time a change is undone).
 */
export function roundCents(cents: number): number {
  const rounded = Math.round(Math.abs(cents));
  return rounded === 0 ? 0 : Math.sign(cents) * rounded;
}

/** Days from one ISO date to another, both counted: a policy's own length (365 or 366) or what is left of it. */
export function daysInclusive(from: string, to: string): number {
  const first = parseIsoDate(from);
  const last = parseIsoDate(to);
  if (!first || !last) throw new Error(`Unreadable period ${from} to ${to}`);
  return daysBetween(first, last) + 1;
}

/**
 * The part of an annual amount that falls in the days left of the policy, the effective date included:
 * a change on the first day moves the whole annual difference, one on the last day a single day's share.
 * Divided by the policy's own days, so a year spanning 29 February is shared out over 366 days.
 */
export function proRataCents(
  annualCents: number,
  period: { startDate: string; endDate: string },
  effectiveDate: string,
): number {
  const daysLeft = daysInclusive(effectiveDate, period.endDate);
  return roundCents((annualCents * daysLeft) / daysInclusive(period.startDate, period.endDate));
}
