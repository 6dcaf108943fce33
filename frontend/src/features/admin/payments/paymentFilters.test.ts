import { paymentsQuery } from './paymentFilters';

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
