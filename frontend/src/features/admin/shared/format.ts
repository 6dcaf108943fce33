import { formatMoney } from '#src/language/money';

// Admin screens take the UI's one date formatter from here with the rest of their formatting.
export { formatDateTime } from '#src/language/dates';

/** A monthly plan in one line: '€104.69 deposit, then 9 × €46.38 (credit charge €39.70, APR 15.1%)'. */
export function monthlyPlanText(plan: {
  depositCents: number;
  instalments: number;
  instalmentCents: number;
  creditChargeCents: number;
  apr: number;
}): string {
  return `${formatMoney(plan.depositCents)} deposit, then ${plan.instalments} × ${formatMoney(plan.instalmentCents)} (credit charge ${formatMoney(plan.creditChargeCents)}, APR ${plan.apr}%)`;
}
