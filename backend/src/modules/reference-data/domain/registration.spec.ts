import { parseRegistration } from './registration';

const NOW = new Date('2025-03-10T12:00:00Z');

describe('parseRegistration', () => {
  it.each([
    ['131-D-12345', '131-D-12345', 2013, 1, 'Dublin'],
    ['242-KE-9', '242-KE-9', 2024, 2, 'Kildare'],
    ['151d123', '151-D-123', 2015, 1, 'Dublin'],
    [' 151 d 123 ', '151-D-123', 2015, 1, 'Dublin'],
    ['08-LK-5', '08-LK-5', 2008, undefined, 'Limerick'],
    ['87-D-1', '87-D-1', 1987, undefined, 'Dublin'],
    ['99 tn 123456', '99-TN-123456', 1999, undefined, 'Tipperary'],
    ['12-WD-77', '12-WD-77', 2012, undefined, 'Waterford'],
    ['132-TS-4', '132-TS-4', 2013, 2, 'Tipperary'],
    ['141-T-1', '141-T-1', 2014, 1, 'Tipperary'],
    ['05-L-333', '05-L-333', 2005, undefined, 'Limerick'],
    ['251-W-10', '251-W-10', 2025, 1, 'Waterford'],
  ])('accepts %s as %s', (input, registration, year, halfYear, county) => {
    expect(parseRegistration(input, NOW)).toEqual({
      ok: true,
      registration,
      year,
      ...(halfYear ? { halfYear } : {}),
      county,
      countyCode: registration.split('-')[1],
    });
  });

  it.each([
    ['', /enter your registration/],
    ['ABC-123', /doesn't look like an Irish registration/],
    ['151-D-0123', /never starts with 0/],
    ['151-D-1234567', /doesn't look like/],
    ['13-D-5', /three digits/],
    ['86-D-5', /three digits/],
    ['121-D-5', /before 2013 have a two-digit year/],
    ['153-D-5', /1 \(January to June\) or 2/],
    ['151-XX-5', /XX isn't an Irish county code/],
    ['141-LK-5', /LK was replaced by L in 2014/],
    ['142-TN-5', /TN was replaced by T in 2014/],
    ['151-TS-5', /TS was replaced by T in 2014/],
    ['161-WD-5', /WD was replaced by W in 2014/],
    ['10-T-5', /before 2014 use TN \(North\) or TS \(South\)/],
    ['131-T-5', /before 2014 use TN/],
    ['252-D-1', /future/],
    ['261-D-1', /future/],
  ])('rejects %j', (input, reason) => {
    const result = parseRegistration(input, NOW);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it('takes the second half of the year once July has begun', () => {
    expect(parseRegistration('252-D-1', new Date('2025-07-01T00:00:00Z')).ok).toBe(true);
    expect(parseRegistration('252-D-1', new Date('2025-06-30T23:59:59Z')).ok).toBe(false);
  });
});
