import { answersStarting, livePolicy } from './adjustment.fixture';
import { priceByStaff, reversalOf } from './staff-price';

const PREMIUM = { totalCents: 103_000, levyCents: 3_000, excessCents: 25_000 };
const TERMS = { levyRate: 0.03, adminFeeCents: 0 };

describe('a change staff price by hand', () => {
  const annual = livePolicy(answersStarting('2027-03-01'));

  it('takes the premium staff set for the days left, with the levy on it, paid at once', () => {
    const price = priceByStaff(annual, PREMIUM, '2027-09-01', 12_345, TERMS);
    expect(price).toMatchObject({
      effectiveDate: '2027-09-01',
      daysLeft: 182,
      policyDays: 366, // over 29 February 2028
      premiumCents: 12_345,
      levyCents: 370,
      adminFeeCents: 0,
      totalCents: 12_715,
      settlement: { payNowCents: 12_715, refundCents: 0 },
      before: { premiumCents: 100_000, levyCents: 3_000, totalCents: 103_000, excessCents: 25_000 },
      after: { premiumCents: 112_345, levyCents: 3_370, totalCents: 115_715, excessCents: 25_000 },
    });
  });

  it("charges the brand's fee without levy, and puts a monthly payer's change on the Direct Debits left", () => {
    const monthly = livePolicy(answersStarting('2027-03-01'), { monthly: true, instalmentsPaid: 4 });
    const price = priceByStaff(monthly, PREMIUM, '2027-07-01', -5_000, {
      levyRate: 0.03,
      adminFeeCents: 2_500,
    });
    expect(price).toMatchObject({
      premiumCents: -5_000,
      levyCents: -150,
      adminFeeCents: 2_500,
      totalCents: -2_650,
    });
    expect(price.settlement.payNowCents).toBe(0);
    const instalments = price.settlement.instalments!;
    const payments = monthly.payment.option === 'monthly' ? monthly.payment.instalments : [];
    const sum = (list: { amountCents: number }[]) => list.reduce((total, i) => total + i.amountCents, 0);
    expect(instalments.slice(0, 4)).toEqual(payments.slice(0, 4));
    expect(sum(instalments)).toBe(sum(payments) - 2_650);
  });
});

describe('the reversal of a settled change', () => {
  const annual = livePolicy(answersStarting('2027-03-01'));

  it('moves every amount back: a change paid for becomes a refund, a refund an additional premium due', () => {
    const paid = priceByStaff(annual, PREMIUM, '2027-09-01', 12_345, {
      levyRate: 0.03,
      adminFeeCents: 1_000,
    });
    const reversal = reversalOf(paid, annual);
    expect(reversal).toMatchObject({
      effectiveDate: '2027-09-01',
      premiumCents: -12_345,
      levyCents: -370,
      adminFeeCents: -1_000,
      totalCents: -13_715,
      settlement: { payNowCents: 0, refundCents: 13_715 },
      before: paid.after,
      after: paid.before,
    });
    expect(reversalOf(reversal, annual)).toMatchObject({
      totalCents: paid.totalCents,
      settlement: { payNowCents: paid.totalCents, refundCents: 0 },
    });
  });
});
