import { documentInput } from './document-input.fixture';
import { paymentsOf } from './my-policy';

describe("the policyholder's payments", () => {
  const { policy } = documentInput();

  it('dates the card payment on the day it was paid, not the day cover starts', () => {
    const monthly = paymentsOf(policy, '2026-11-20');
    expect(policy.startDate).toBe('2026-11-27');
    expect(monthly[0]).toEqual({
      dueDate: '2026-11-20',
      amountCents: policy.premium.monthly!.depositCents,
      label: 'Deposit, paid by card',
    });
    expect(monthly.slice(1).every((debit) => debit.dueDate > policy.startDate)).toBe(true);

    const annual = paymentsOf({ ...policy, paymentOption: 'annual' }, '2026-11-20');
    expect(annual).toEqual([
      { dueDate: '2026-11-20', amountCents: policy.premium.totalCents, label: 'Paid in full by card' },
    ]);
  });
});
