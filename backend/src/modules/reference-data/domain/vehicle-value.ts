/**
 * A used car's market value from its new price: a steep first year, then a slowing decline,
 * never below a scrap-and-parts floor. Rounded to €100 because a quote screen shows an estimate,
 * not a valuation; the customer may overwrite it.
 */
const FIRST_YEARS = [0.85, 0.75, 0.66, 0.58];
const LATER_YEARLY_RETENTION = 0.88;
const FLOOR_SHARE_OF_NEW = 0.05;
const FLOOR_CENTS = 50_000;
const ROUND_TO_CENTS = 10_000;

export function estimateValue(newPriceCents: number, year: number, now: Date): number {
  const age = Math.max(0, now.getUTCFullYear() - year);
  const lastScheduled = FIRST_YEARS.length - 1;
  const retained =
    age <= lastScheduled
      ? FIRST_YEARS[age]
      : FIRST_YEARS[lastScheduled] * LATER_YEARLY_RETENTION ** (age - lastScheduled);
  const floor = Math.min(newPriceCents, Math.max(FLOOR_CENTS, newPriceCents * FLOOR_SHARE_OF_NEW));
  const value = Math.max(floor, newPriceCents * retained);
  return Math.round(value / ROUND_TO_CENTS) * ROUND_TO_CENTS;
}
