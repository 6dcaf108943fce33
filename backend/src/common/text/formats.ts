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

/**
 * An Irish number as people write it at home: '+353861239876' → '086 123 9876'. Numbers are kept in
 * international form (quotes/domain/phone.ts); anything that is not an Irish number is shown as it is.
 */
export function formatIrishPhone(phone: string): string {
  if (!/^\+353\d{7,9}$/.test(phone)) return phone;
  const national = `0${phone.slice(4)}`;
  return /^08\d{8}$/.test(national)
    ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    : national;
}
