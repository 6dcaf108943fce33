import { InstalmentTerms } from './rating-table';

/**
 * Paying monthly: a deposit now, then equal instalments of the rest plus the credit charge. Whole
 * cents don't always divide evenly, so the deposit takes the remainder: deposit plus instalments
 * always equals the total payable exactly.
 */
export interface MonthlyPlan {
  depositCents: number;
  instalments: number;
  instalmentCents: number;
  creditChargeCents: number;
  /** Annual percentage rate, as a percentage: 15.1 means 15.1%. */
  apr: number;
  totalPayableCents: number;
}

export function instalmentPlan(totalCents: number, terms: InstalmentTerms): MonthlyPlan {
  const baseDeposit = Math.round(totalCents * terms.depositRate);
  const financed = totalCents - baseDeposit;
  const creditChargeCents = Math.round(financed * terms.creditChargeRate);
  const repayable = financed + creditChargeCents;
  const instalmentCents = Math.floor(repayable / terms.count);
  return {
    depositCents: baseDeposit + (repayable - instalmentCents * terms.count),
    instalments: terms.count,
    instalmentCents,
    creditChargeCents,
    apr: terms.aprPercent,
    totalPayableCents: totalCents + creditChargeCents,
  };
}
