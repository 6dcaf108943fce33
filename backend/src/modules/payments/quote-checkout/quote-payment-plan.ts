import type { CoverType, MonthlyPlan, QuoteResult } from '../../rating';
import { COVER_TYPE_LABELS } from '../../rating';
import type { CompleteAnswers, PaymentOption, QuoteView } from '../../quotes';
import { policyIssueProblem } from '../../quotes';
import { instalmentSchedule } from '../../rating';
import type { CheckoutOption, Instalment } from '../domain/payment-terms';

/** What buying a quote costs, either way of paying, and what the hosted page and emails say about it. */
export interface QuotePaymentPlan {
  quoteId: string;
  webReference: string;
  customer: { name: string; email: string };
  coverLabel: string;
  startDate: string;
  vehicle: string;
  annualCents: number;
  monthly: MonthlyPlan & { schedule: Instalment[] };
}

export const QUOTE_ALREADY_BOUGHT =
  'This quote has already been bought. Please check your email for your policy.';
export const QUOTE_NOT_PRICED = 'Only a quote with a price can be bought. Please finish your quote first.';
export const QUOTE_PRICE_EXPIRED = 'This price has expired. Please retrieve your quote for a new one.';

/** Why the quote cannot be paid for now; undefined when it can. */
export function notBuyableReason(quote: QuoteView): string | undefined {
  if (quote.status === 'purchased') return QUOTE_ALREADY_BOUGHT;
  if (quote.status !== 'quoted' || quote.result?.outcome !== 'quoted') return QUOTE_NOT_PRICED;
  if (quote.isExpired) return QUOTE_PRICE_EXPIRED;
  return policyIssueProblem(quote.answers);
}

/** The plan of a quote with a price (check `notBuyableReason` first). */
export function quotePaymentPlan(quote: QuoteView): QuotePaymentPlan {
  // QuotePrice is an Omit<> of the union, which loses the outcome's narrowing; the stored result has it.
  const result = quote.result as QuoteResult | undefined;
  if (result?.outcome !== 'quoted') throw new Error(`Quote ${quote._id} has no price`);
  const { your_details: details, your_car: car, cover } = quote.answers as CompleteAnswers;
  const { make, model, year } = car.vehicle;
  return {
    quoteId: quote._id,
    webReference: quote.webReference,
    customer: { name: `${details.firstName} ${details.lastName}`, email: details.email },
    coverLabel: COVER_TYPE_LABELS[cover.type as CoverType] ?? cover.type,
    startDate: cover.startDate,
    vehicle: `${year} ${make} ${model}${car.registration ? ` (${car.registration})` : ''}`,
    annualCents: result.breakdown.totalCents,
    monthly: { ...result.monthly, schedule: instalmentSchedule(cover.startDate, result.monthly) },
  };
}

export function amountDue(plan: QuotePaymentPlan, option: CheckoutOption): number {
  return option === 'annual' ? plan.annualCents : plan.monthly.depositCents;
}

/** The line the hosted page shows for what is being paid. */
export function paymentDescription(plan: QuotePaymentPlan, option: CheckoutOption): string {
  const what = option === 'annual' ? 'annual premium' : 'deposit (then monthly Direct Debit)';
  return `${plan.coverLabel} car insurance, ${plan.vehicle}: ${what}`;
}

/** The quote's own word for the way of paying. */
export function quotePaymentOption(option: CheckoutOption): PaymentOption {
  return option === 'annual' ? 'annual' : 'monthly';
}

export function checkoutOption(option: PaymentOption | undefined): CheckoutOption {
  return option === 'monthly' ? 'monthly_deposit' : 'annual';
}
