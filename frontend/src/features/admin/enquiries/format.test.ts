import { formatDay, yesNo } from './format';

describe('formatDay', () => {
  it('writes an ISO day as day/month/year, whatever the time zone', () => {
    expect(formatDay('2026-02-01')).toBe('01/02/2026');
    expect(formatDay('2026-02-01T00:00:00.000Z')).toBe('01/02/2026');
  });

  it('leaves anything else as it is', () => {
    expect(formatDay(undefined)).toBe('');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('yesNo', () => {
  it('says Yes only for true', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
    expect(yesNo(undefined)).toBe('No');
  });
});
