/**
 * What staff type as the price of a change, in euro and cent ('45', '45.50', '-12.30', '€45'), as
 * cent; undefined when it is not an amount. A minus (either sign) is a refund.
 */
export function centsOfEuros(text: string | undefined): number | undefined {
  const match = /^\s*([-−])?\s*€?\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*$/.exec(text ?? '');
  if (!match) return undefined;
  const [, minus, euros, cents = '0'] = match;
  const amount = Number(euros) * 100 + Number(cents.padEnd(2, '0'));
  return minus && amount !== 0 ? -amount : amount;
}

export const NOT_AN_AMOUNT = 'Enter an amount in euro, such as 45.50, or -12.30 for a refund';

export const amountOrProblem = (text: string | undefined): string | undefined =>
  centsOfEuros(text) === undefined ? NOT_AN_AMOUNT : undefined;
