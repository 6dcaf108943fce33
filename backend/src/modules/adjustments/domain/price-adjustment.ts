import { parseIsoDate } from '#src/common/time/dates';
import { IsoDate, QuotedResult, RatingTable, Reason, priceQuote } from '../../rating';
import { CompleteAnswers, toRisk } from '../../quotes';
import { MonthlyPayments, Settlement, settleAtOnce, settleMonthly } from './instalments';
import { NovicePeriod, PolicyChange, applyChange } from './policy-change';
import { daysInclusive, proRataCents, roundCents } from './pro-rata';

/** What the engine needs to know of a policy in force. */
export interface LivePolicy {
  answers: CompleteAnswers;
  /** The rating table version that priced the policy, as recorded on it. */
  tableVersion: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** The effective date of the last change priced onto it: changes apply in date order. */
  lastChangeDate?: IsoDate;
  payment: { option: 'annual' } | ({ option: 'monthly' } & MonthlyPayments);
}

export interface AdjustmentTerms {
  /** The table whose version priced the policy (not the one pricing today's quotes). */
  table: RatingTable;
  /** The brand's fee for a change, if it charges one; no levy is due on it. */
  adminFeeCents?: number;
}

/** A year's price as the table rates the answers: the premium before levy, the levy, and the excess. */
export interface AnnualPrice {
  premiumCents: number;
  levyCents: number;
  totalCents: number;
  excessCents: number;
}

export type AdjustmentResult = PricedAdjustment | UnpricedAdjustment | InvalidAdjustment;

/** Amounts are signed: positive the policyholder pays, negative they are owed. */
export interface PricedAdjustment {
  outcome: 'priced';
  answers: CompleteAnswers;
  effectiveDate: IsoDate;
  daysLeft: number;
  policyDays: number;
  before: AnnualPrice;
  after: AnnualPrice;
  premiumCents: number;
  levyCents: number;
  adminFeeCents: number;
  totalCents: number;
  settlement: Settlement;
  novicePeriod?: NovicePeriod;
}

/** The underwriting rules refer or decline the policy as changed: staff take it on, with these answers. */
export interface UnpricedAdjustment {
  outcome: 'referred' | 'declined';
  reasons: Reason[];
  answers: CompleteAnswers;
}

/** The change cannot apply to this policy (a date outside its cover, a driver not on it). */
export interface InvalidAdjustment {
  outcome: 'invalid';
  reasons: Reason[];
}

/**
 * Prices a mid-term change. The policy's answers are rated before and after the change with the table
 * that priced it, as at its start date (so the "before" price is the one the policy was sold at, and
 * the difference is the change's alone); the annual difference is shared over the days left, then the
 * levy and any fee are added, and a monthly payer's unpaid instalments carry the result.
 */
export function priceAdjustment(
  policy: LivePolicy,
  change: PolicyChange,
  effectiveDate: IsoDate,
  terms: AdjustmentTerms,
): AdjustmentResult {
  const { table } = terms;
  if (table.version !== policy.tableVersion) {
    throw new Error(`Policy priced with table ${policy.tableVersion}, not ${table.version}`);
  }
  const dateProblem = effectiveDateProblem(policy, effectiveDate);
  if (dateProblem) return { outcome: 'invalid', reasons: [dateProblem] };
  const applied = applyChange(policy.answers, change, effectiveDate);
  if (!applied.ok) return { outcome: 'invalid', reasons: applied.reasons };

  const before = rateAtStart(policy.answers, policy.startDate, table);
  if (before.outcome !== 'quoted') {
    return {
      outcome: 'referred',
      reasons: [
        {
          code: 'PRICED_BY_STAFF',
          message: 'Our team priced this policy, so they will price the change too.',
        },
      ],
      answers: applied.answers,
    };
  }
  const after = rateAtStart(applied.answers, policy.startDate, table);
  if (after.outcome !== 'quoted') {
    return { outcome: after.outcome, reasons: after.reasons, answers: applied.answers };
  }

  const annualBefore = annualPrice(before);
  const annualAfter = annualPrice(after);
  const premiumCents = proRataCents(
    annualAfter.premiumCents - annualBefore.premiumCents,
    policy,
    effectiveDate,
  );
  return {
    outcome: 'priced',
    answers: applied.answers,
    effectiveDate,
    daysLeft: daysInclusive(effectiveDate, policy.endDate),
    policyDays: daysInclusive(policy.startDate, policy.endDate),
    before: annualBefore,
    after: annualAfter,
    ...moneyOfChange(policy, premiumCents, table.governmentLevyRate, terms.adminFeeCents ?? 0),
    ...(applied.novicePeriod ? { novicePeriod: applied.novicePeriod } : {}),
  };
}

/** The money of a change whose premium for the days left is known: the levy on it, the fee, and how it is settled. */
export function moneyOfChange(
  policy: Pick<LivePolicy, 'payment'>,
  premiumCents: number,
  levyRate: number,
  adminFeeCents: number,
): Pick<PricedAdjustment, 'premiumCents' | 'levyCents' | 'adminFeeCents' | 'totalCents' | 'settlement'> {
  const levyCents = roundCents(premiumCents * levyRate);
  const totalCents = premiumCents + levyCents + adminFeeCents;
  return { premiumCents, levyCents, adminFeeCents, totalCents, settlement: settlementOf(policy, totalCents) };
}

/** An amount due (positive) or owed back settled as the policy is paid: at once, or on the Direct Debits left. */
export function settlementOf(policy: Pick<LivePolicy, 'payment'>, totalCents: number): Settlement {
  return policy.payment.option === 'monthly'
    ? settleMonthly(totalCents, policy.payment)
    : settleAtOnce(totalCents);
}

function effectiveDateProblem(policy: LivePolicy, effectiveDate: IsoDate): Reason | undefined {
  if (!parseIsoDate(effectiveDate) || effectiveDate < policy.startDate || effectiveDate > policy.endDate) {
    return {
      code: 'EFFECTIVE_DATE',
      message: `A change must take effect between ${policy.startDate} and ${policy.endDate}, while the policy is in force.`,
    };
  }
  if (policy.lastChangeDate !== undefined && effectiveDate < policy.lastChangeDate) {
    return {
      code: 'EFFECTIVE_DATE',
      message: `The policy was last changed from ${policy.lastChangeDate}; a new change can take effect from then on.`,
    };
  }
  return undefined;
}

/**
 * The quote's own pricing and underwriting, as on the day the cover started: that is the day the
 * policy was priced for, so the quoting window (start from today) holds and every age and look-back
 * is counted from the same day as before.
 */
function rateAtStart(answers: CompleteAnswers, startDate: IsoDate, table: RatingTable) {
  const risk = { ...toRisk(answers), startDate };
  return priceQuote(risk, table, new Date(`${startDate}T12:00:00Z`));
}

function annualPrice(result: QuotedResult): AnnualPrice {
  const { subtotalCents, levyCents, totalCents } = result.breakdown;
  return { premiumCents: subtotalCents, levyCents, totalCents, excessCents: result.excessCents };
}
