import { QUOTE_STATUS_OPTIONS, quotesQuery } from './quoteFilters';

describe('the quotes list filters', () => {
  it('sends the search, a known status and the days as typed', () => {
    expect(
      quotesQuery({ search: 'IVY-7K3M-Q9TX', status: 'referred', from: '2026-05-01', to: '2026-05-31' }, 3),
    ).toEqual({ page: 3, search: 'IVY-7K3M-Q9TX', status: 'referred', from: '2026-05-01', to: '2026-05-31' });
  });

  it('leaves out a status it does not know, even one inherited from Object', () => {
    expect(quotesQuery({ search: '', status: 'toString', from: '', to: '' }, 0)).toEqual({
      page: 0,
      search: '',
      from: '',
      to: '',
    });
  });

  it('offers every status after "Any status"', () => {
    expect(QUOTE_STATUS_OPTIONS.map((option) => option.value)).toEqual([
      '',
      'started',
      'quoted',
      'declined',
      'referred',
      'purchased',
    ]);
  });
});
