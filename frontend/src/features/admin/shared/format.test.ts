import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows an instant in Dublin time, summer time included', () => {
    expect(formatDateTime('2026-01-15T10:30:00.000Z')).toBe('15/01/2026, 10:30');
    expect(formatDateTime('2026-07-15T23:30:00.000Z')).toBe('16/07/2026, 00:30');
  });

  it('is empty for no date', () => {
    expect(formatDateTime(undefined)).toBe('');
  });
});
