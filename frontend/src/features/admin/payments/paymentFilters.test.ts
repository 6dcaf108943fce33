import { paidFor, paymentsQuery, STATUS_OPTIONS } from './paymentFilters';

describe('the payments list filters', () => {
  it('sends a known status and the days as typed', () => {
    expect(paymentsQuery({ status: 'held', from: '2026-05-01', to: '2026-05-31' }, 2)).toEqual({
      page: 2,
      status: 'held',
      from: '2026-05-01',
      to: '2026-05-31',
    });
  });

  it('leaves out a status it does not know (an edited address)', () => {
    expect(paymentsQuery({ status: 'lost', from: '', to: '' }, 0)).toEqual({ page: 0, from: '', to: '' });
  });
});

describe('a payment in words', () => {
  it('names what it is for by its reference, or by the id an old payment has', () => {
    const subject = { type: 'quote', id: '6b0ad206' };
    expect(paidFor({ purpose: 'new_policy', subject, subjectReference: 'IVY-7K3M-Q9TX' })).toBe(
      'New policy, IVY-7K3M-Q9TX',
    );
    expect(
      paidFor({ purpose: 'renewal', subject: { type: 'renewal', id: 'r1' }, subjectReference: 'CFM-1' }),
    ).toBe('Renewal, CFM-1');
    expect(paidFor({ purpose: 'new_policy', subject })).toBe('New policy, quote 6b0ad206');
  });

  it('offers every status in words', () => {
    expect(STATUS_OPTIONS.map((option) => option.label)).toEqual([
      'Any status',
      'Needs action (held or not fulfilled)',
      'Pending',
      'Paid',
      'Held for checking',
      'Paid, not fulfilled yet',
      'Failed',
      'Cancelled',
      'Expired',
    ]);
  });
});
