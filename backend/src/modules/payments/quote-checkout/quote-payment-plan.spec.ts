import { completeAnswers } from '../../quotes/quote-journey.fixture';
import type { QuoteView } from '../../quotes/quote.views';
import { instalmentPlan } from '../../rating/domain/instalments';
import {
  amountDue,
  notBuyableReason,
  paymentDescription,
  QUOTE_ALREADY_BOUGHT,
  QUOTE_NOT_PRICED,
  QUOTE_PRICE_EXPIRED,
  quotePaymentPlan,
} from './quote-payment-plan';

const TERMS = { depositRate: 0.15, count: 9, creditChargeRate: 0.06, aprPercent: 15.1 };

function pricedQuote(changes: Partial<QuoteView> = {}): QuoteView {
  const answers = completeAnswers(new Date('2026-05-01T10:00:00Z'));
  answers.cover.startDate = '2026-05-08';
  return {
    _id: '665f1c2b9d3e4a0012345678',
    webReference: 'IVY-7K3M-Q9TX',
    status: 'quoted',
    source: 'web',
    answers,
    missingPages: [],
    isExpired: false,
    result: {
      outcome: 'quoted',
      tableVersion: '2025.1',
      breakdown: {
        basePremiumCents: 50_000,
        lines: [],
        subtotalCents: 97_087,
        levyCents: 2_913,
        totalCents: 100_000,
      },
      excessCents: 50_000,
      validUntil: '2026-05-31T00:00:00Z',
      underwriter: 'Emerald Insurance DAC',
      monthly: instalmentPlan(100_000, TERMS),
      pricedAt: '2026-05-01T10:00:00Z',
    } as QuoteView['result'],
    createdAt: new Date(),
    updatedAt: new Date(),
    ...changes,
  };
}

describe('a quote’s payment plan', () => {
  it('prices both ways of paying and dates the nine Direct Debits from the cover start', () => {
    const plan = quotePaymentPlan(pricedQuote());
    expect(plan).toMatchObject({
      customer: { name: 'Aoife Byrne', email: 'aoife.byrne@example.ie' },
      coverLabel: 'Comprehensive',
      startDate: '2026-05-08',
      annualCents: 100_000,
      monthly: { depositCents: 15_001, instalmentCents: 10_011, instalments: 9 },
    });
    expect(plan.vehicle).toMatch(/^2019 \w+ .+ \(191-D-12345\)$/);
    expect(plan.monthly.schedule[0]).toEqual({ dueDate: '2026-06-08', amountCents: 10_011 });
    expect(plan.monthly.schedule.at(-1)).toEqual({ dueDate: '2027-02-08', amountCents: 10_011 });
    expect(amountDue(plan, 'annual')).toBe(100_000);
    expect(amountDue(plan, 'monthly_deposit')).toBe(15_001);
    expect(paymentDescription(plan, 'annual')).toMatch(
      /^Comprehensive car insurance, 2019 .+: annual premium$/,
    );
  });

  it('says why a quote cannot be paid for', () => {
    expect(notBuyableReason(pricedQuote())).toBeUndefined();
    expect(notBuyableReason(pricedQuote({ status: 'purchased' }))).toBe(QUOTE_ALREADY_BOUGHT);
    expect(notBuyableReason(pricedQuote({ status: 'declined' }))).toBe(QUOTE_NOT_PRICED);
    expect(notBuyableReason(pricedQuote({ status: 'quoted', isExpired: true }))).toBe(QUOTE_PRICE_EXPIRED);
    expect(() => quotePaymentPlan(pricedQuote({ result: undefined }))).toThrow(/no price/);
  });
});
