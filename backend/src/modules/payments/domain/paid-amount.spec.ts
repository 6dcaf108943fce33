import { paidAmountProblem } from './paid-amount';
import { formatMoney } from '#src/common/text/formats';

describe('paid amount', () => {
  const due = { amountCents: 52_345 };

  it('accepts exactly the amount due in euro, whatever the case of the currency code', () => {
    expect(paidAmountProblem(due, { amountCents: 52_345, currency: 'EUR' })).toBeUndefined();
    expect(paidAmountProblem(due, { amountCents: 52_345, currency: 'eur' })).toBeUndefined();
  });

  it('names a shortfall, an overpayment, another currency and a missing amount', () => {
    expect(paidAmountProblem(due, { amountCents: 52_344, currency: 'EUR' })).toBe(
      'Paid €523.44 but €523.45 was due.',
    );
    expect(paidAmountProblem(due, { amountCents: 60_000, currency: 'EUR' })).toBe(
      'Paid €600.00 but €523.45 was due.',
    );
    expect(paidAmountProblem(due, { amountCents: 52_345, currency: 'gbp' })).toBe('Paid in GBP, not EUR.');
    expect(paidAmountProblem(due, {})).toBe('The provider did not say how much was paid.');
  });

  it('formats money to the cent', () => {
    expect(formatMoney(123_456)).toBe('€1,234.56');
    expect(formatMoney(5)).toBe('€0.05');
  });
});
