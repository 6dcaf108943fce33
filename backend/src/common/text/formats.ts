const EURO = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** Amounts to the cent, as a payment is read: 52345 → '€523.45'. */
export function formatMoney(cents: number): string {
  return EURO.format(cents / 100);
}

const LONG_DATE = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-05-08' → '8 May 2026' */
export function formatDay(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}
