import { CURRENCY } from './payment-terms';
import { formatMoney } from '#src/common/text/formats';

/**
 * Why money the provider reports cannot be taken as paying what was due; undefined when it matches
 * to the cent. Any difference holds the payment for staff: we never issue cover for less, and more
 * needs a refund.
 */
export function paidAmountProblem(
  due: { amountCents: number },
  paid: { amountCents?: number; currency?: string },
): string | undefined {
  if (paid.amountCents === undefined || paid.currency === undefined) {
    return 'The provider did not say how much was paid.';
  }
  if (paid.currency.toUpperCase() !== CURRENCY) {
    return `Paid in ${paid.currency.toUpperCase()}, not ${CURRENCY}.`;
  }
  if (paid.amountCents !== due.amountCents) {
    return `Paid ${formatMoney(paid.amountCents)} but ${formatMoney(due.amountCents)} was due.`;
  }
  return undefined;
}
