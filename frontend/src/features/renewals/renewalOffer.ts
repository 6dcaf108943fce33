import { formatMoney } from '../../language/money';

/** What changed in the premium since last year, in a sentence. */
export function premiumChange(changeCents: number): string {
  if (changeCents === 0) return 'The same premium as this year.';
  return changeCents < 0
    ? `${formatMoney(-changeCents)} less than this year.`
    : `${formatMoney(changeCents)} more than this year.`;
}
