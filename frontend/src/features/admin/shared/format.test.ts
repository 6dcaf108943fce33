import { formatDateTime, monthlyPlanText } from './format';

describe('formatDateTime', () => {
  it('shows an instant in Dublin time, summer time included', () => {
    expect(formatDateTime('2026-01-15T10:30:00.000Z')).toBe('15/01/2026, 10:30');
    expect(formatDateTime('2026-07-15T23:30:00.000Z')).toBe('16/07/2026, 00:30');
  });

  it('is empty for no date', () => {
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('monthlyPlanText', () => {
  it('says the deposit, the instalments and the cost of credit', () => {
    expect(
      monthlyPlanText({
        depositCents: 10_469,
        instalments: 9,
        instalmentCents: 4_638,
        creditChargeCents: 3_970,
        apr: 15.1,
      }),
    ).toBe('€104.69 deposit, then 9 × €46.38 (credit charge €39.70, APR 15.1%)');
  });
});
