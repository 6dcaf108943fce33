import type { IsoDate } from '../../rating';
import { daysInclusive } from './pro-rata';
import {
  moneyOfChange,
  settlementOf,
  type AnnualPrice,
  type LivePolicy,
  type PricedAdjustment,
} from './price-adjustment';

/** A change's price as kept on its record: the engine's, without the changed answers. */
export type ChangePrice = Omit<PricedAdjustment, 'answers' | 'outcome'>;

/** What the policy's premium is now: the year's total with its levy, and the excess. */
export interface PolicyPremium {
  totalCents: number;
  levyCents: number;
  excessCents: number;
}

function annualOf({ totalCents, levyCents, excessCents }: PolicyPremium): AnnualPrice {
  return { premiumCents: totalCents - levyCents, levyCents, totalCents, excessCents };
}

/**
 * A referred change that staff priced by hand: they set the premium for the days left (before levy;
 * negative for a refund), and the levy, the brand's fee and the settlement follow as for a change the
 * engine priced. "Before" is the policy's premium as it stands and "after" that premium moved by the
 * change, as the policy will hold it.
 */
export function priceByStaff(
  policy: Pick<LivePolicy, 'payment' | 'startDate' | 'endDate'>,
  premium: PolicyPremium,
  effectiveDate: IsoDate,
  premiumCents: number,
  terms: { levyRate: number; adminFeeCents: number },
): ChangePrice {
  const money = moneyOfChange(policy, premiumCents, terms.levyRate, terms.adminFeeCents);
  const before = annualOf(premium);
  return {
    effectiveDate,
    daysLeft: daysInclusive(effectiveDate, policy.endDate),
    policyDays: daysInclusive(policy.startDate, policy.endDate),
    before,
    after: {
      premiumCents: before.premiumCents + money.premiumCents,
      levyCents: before.levyCents + money.levyCents,
      totalCents: before.totalCents + money.premiumCents + money.levyCents,
      excessCents: before.excessCents,
    },
    ...money,
  };
}

/**
 * The exact reverse of a settled change, from the same day: every amount negated (its fee too: staff
 * undo the change as if it had not been made), before and after swapped, and the money settled the way
 * the policy is paid now: a refund for staff to issue, an additional premium due, or the Direct Debits
 * left recomputed.
 */
export function reversalOf(price: ChangePrice, policy: Pick<LivePolicy, 'payment'>): ChangePrice {
  const { novicePeriod: _novice, ...rest } = price;
  const totalCents = -price.totalCents;
  return {
    ...rest,
    before: price.after,
    after: price.before,
    premiumCents: -price.premiumCents,
    levyCents: -price.levyCents,
    adminFeeCents: -price.adminFeeCents,
    totalCents,
    settlement: settlementOf(policy, totalCents),
  };
}
