import { dublinDay } from '#src/common/statistics/facts';
import { bucketDay, daysBetween } from './buckets';

describe('date buckets in Irish time', () => {
  it('takes the Irish calendar day of an instant, across the clock changes', () => {
    expect(dublinDay(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(dublinDay(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-14');
    expect(dublinDay(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
    expect(dublinDay(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(dublinDay('2026-05-01')).toBe('2026-05-01');
    expect(dublinDay('2026-05-01T23:15:00Z')).toBe('2026-05-02');
    expect(dublinDay(null)).toBeNull();
    expect(dublinDay('soon')).toBeNull();
  });

  it('buckets a day by itself, its ISO week or its month', () => {
    expect(bucketDay('2026-11-21', 'day')).toBe('2026-11-21');
    expect(bucketDay('2026-11-21', 'month')).toBe('2026-11');
    expect(bucketDay('2026-11-21', 'week')).toBe('2026-W47');
    // ISO weeks belong to the year of their Thursday.
    expect(bucketDay('2027-01-01', 'week')).toBe('2026-W53');
    expect(bucketDay('2024-12-30', 'week')).toBe('2025-W01');
  });

  it('lists every day of a range', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-03-29', '2026-03-29')).toEqual(['2026-03-29']);
    expect(daysBetween('2026-03-30', '2026-03-29')).toEqual([]);
  });
});
