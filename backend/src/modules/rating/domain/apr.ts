/**
 * The annual percentage rate of an instalment plan, as the Consumer Credit Directive defines it:
 * the yearly rate at which the instalments, discounted monthly, are worth the amount financed.
 * The deposit is paid up front from the customer's own money, so it is not credit.
 */
const MAX_ANNUAL_RATE = 10;
const ITERATIONS = 60;
const MONTHS_PER_YEAR = 12;

export function impliedAprPercent(creditChargeRate: number, instalments: number): number {
  const instalment = (1 + creditChargeRate) / instalments;
  const presentValue = (annualRate: number): number => {
    let sum = 0;
    for (let month = 1; month <= instalments; month++) {
      sum += instalment / (1 + annualRate) ** (month / MONTHS_PER_YEAR);
    }
    return sum;
  };
  let low = 0;
  let high = MAX_ANNUAL_RATE;
  for (let i = 0; i < ITERATIONS; i++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > 1) low = middle;
    else high = middle;
  }
  return Math.round(low * 1000) / 10;
}
