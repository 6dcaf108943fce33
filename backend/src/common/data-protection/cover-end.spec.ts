import { coverEndOf } from './cover-end';

describe('coverEndOf', () => {
  it('ends the day before the anniversary, across month and leap-day edges', () => {
    expect(coverEndOf('2026-03-01')).toBe('2027-02-28');
    expect(coverEndOf('2026-01-15')).toBe('2027-01-14');
    expect(coverEndOf('2024-02-29')).toBe('2025-02-28');
  });
});
