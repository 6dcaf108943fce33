/** Money is integer cents everywhere (DESIGN §3); these write it as a driver reads it, in euro. */

// Made on first use (as language/plural.ts): many screens that load this never show an amount first.
let euro: Intl.NumberFormat | undefined;
let wholeEuro: Intl.NumberFormat | undefined;
const euroFormat = () => (euro ??= new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }));
const wholeEuroFormat = () =>
  (wholeEuro ??= new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }));

/** 123456 → '€1,234.56'. */
export const formatMoney = (cents: number) => euroFormat().format(cents / 100);

/** Round amounts without cents ('€250'), for excesses and limits; others as formatMoney. */
export const formatEuro = (cents: number) =>
  cents % 100 === 0 ? wholeEuroFormat().format(cents / 100) : formatMoney(cents);

/** A discount shows as money off: -4200 → '−€42.00'. */
export const formatSignedMoney = (cents: number) =>
  cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents);
