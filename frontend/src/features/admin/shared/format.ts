import { formatMoney } from '../../quote/money';

// Stored in UTC, shown as staff in Ireland read it (DESIGN §3). Spelled out in full so that every
// browser (each with its own ICU data) writes the same 15/01/2026, 10:30.
const DUBLIN_DATE_TIME = new Intl.DateTimeFormat('en-IE', {
  timeZone: 'Europe/Dublin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date and time in Europe/Dublin, e.g. '15/01/2026, 10:30'; empty for none. */
export function formatDateTime(iso: string | undefined): string {
  return iso ? DUBLIN_DATE_TIME.format(new Date(iso)) : '';
}

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
