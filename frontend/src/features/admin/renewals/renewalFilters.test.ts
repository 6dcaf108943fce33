import { describe, expect, it } from 'vitest';
import { renewalsQuery } from './renewalFilters';

describe('the renewals list query', () => {
  it('sends known statuses and well-formed months only', () => {
    expect(renewalsQuery({ search: 'byrne', status: 'paid', month: '2027-01' }, 2)).toEqual({
      page: 2,
      search: 'byrne',
      status: 'paid',
      month: '2027-01',
    });
    expect(renewalsQuery({ search: '', status: 'gone', month: 'January' }, 0)).toEqual({
      page: 0,
      search: '',
    });
  });
});
