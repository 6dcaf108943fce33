import { asStatus, STATUS_FILTER_OPTIONS, statusLabel } from './status';

describe('enquiry status', () => {
  it('reads only the three known statuses from the address bar', () => {
    expect(asStatus('in progress')).toBe('in progress');
    expect(asStatus('done')).toBe('done');
    expect(asStatus('')).toBeUndefined();
    expect(asStatus('closed')).toBeUndefined();
  });

  it('labels each status and offers "any" first in the filter', () => {
    expect(statusLabel('in progress')).toBe('In progress');
    expect(STATUS_FILTER_OPTIONS.map((option) => option.value)).toEqual(['', 'new', 'in progress', 'done']);
  });
});
