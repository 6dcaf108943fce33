import { compileTable } from './compile-table';
import { addDays, dublinDate } from '#src/common/time/dates';
import { Reason } from './findings';
import { MonthlyPlan, instalmentPlan } from './instalments';
import { Breakdown, priceBreakdown } from './premium';
import { checkRatable } from './ratability';
import { RatingTable } from './rating-table';
import { Risk } from './risk';
import { deriveFacts } from './risk-facts';
import { underwrite } from './underwriting';

/**
 * Prices a risk against a rating table: pure (the clock is `now`), and fast because the table is
 * compiled once per version. Underwriting runs first; any decline wins over referrals, and only a
 * risk with neither gets a price.
 */
export type QuoteResult = QuotedResult | NotQuotedResult;

export interface QuotedResult {
  outcome: 'quoted';
  breakdown: Breakdown;
  /** Compulsory excess (plus the young or learner driver extra) plus the voluntary excess. */
  excessCents: number;
  /** ISO instant. */
  validUntil: string;
  underwriter: string;
  tableVersion: string;
  monthly: MonthlyPlan;
}

export interface NotQuotedResult {
  outcome: 'declined' | 'referred';
  reasons: Reason[];
  tableVersion: string;
}

export function priceQuote(risk: Risk, table: RatingTable, now: Date): QuoteResult {
  const compiled = compileTable(table);
  const facts = deriveFacts(risk, compiled);
  const findings = [
    ...checkRatable(risk, facts, compiled, dublinDate(now)),
    ...underwrite(risk, facts, compiled),
  ];
  const declines = findings.filter((finding) => finding.severity === 'decline');
  if (findings.length > 0) {
    const outcome = declines.length > 0 ? 'declined' : 'referred';
    const reasons = (declines.length > 0 ? declines : findings).map(({ code, message }) => ({
      code,
      message,
    }));
    return { outcome, reasons, tableVersion: table.version };
  }
  const breakdown = priceBreakdown(risk, facts, compiled);
  return {
    outcome: 'quoted',
    breakdown,
    excessCents: excessFor(risk, facts.proposer.age, table),
    validUntil: addDays(now, table.quoteValidityDays).toISOString(),
    underwriter: table.underwriter,
    tableVersion: table.version,
    monthly: instalmentPlan(breakdown.totalCents, table.instalments),
  };
}

function excessFor(risk: Risk, proposerAge: number, table: RatingTable): number {
  const { compulsoryCents, youngOrLearnerExtraCents, youngDriverUnderAge } = table.excess;
  const youngOrLearner = proposerAge < youngDriverUnderAge || risk.proposer.licenceType === 'learner_permit';
  const extra = youngOrLearner ? youngOrLearnerExtraCents : 0;
  return compulsoryCents[risk.cover.type] + extra + risk.cover.voluntaryExcessCents;
}
