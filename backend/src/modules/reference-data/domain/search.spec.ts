import { BUSINESS_TYPES } from '../data/business-types';
import { OCCUPATIONS } from '../data/occupations';
import { getBusinessType, getOccupation, searchBusinessTypes, searchOccupations } from './occupation-lookup';
import { createSearch } from './search';

describe('createSearch', () => {
  const search = createSearch(
    [
      'Engineer',
      'Software Engineer',
      'Civil Engineer',
      'Stage Manager',
      'Manager',
      'Managing Director',
      'Gardener',
    ],
    (name) => name,
  );

  it('ranks prefix matches, then word matches, then substrings', () => {
    expect(search('man')).toEqual(['Manager', 'Managing Director', 'Stage Manager']);
    expect(search('eng')).toEqual(['Engineer', 'Civil Engineer', 'Software Engineer']);
    expect(search('ard')).toEqual(['Gardener']);
  });

  it('matches every word of the query in any order', () => {
    expect(search('eng soft')).toEqual(['Software Engineer']);
  });

  it('ignores case, accents and spacing, and honours the limit', () => {
    expect(search('  ENGINEER ')).toEqual(['Engineer', 'Civil Engineer', 'Software Engineer']);
    expect(search('éngineer', 1)).toEqual(['Engineer']);
    expect(search('')).toEqual([]);
    expect(search('zzz')).toEqual([]);
  });
});

describe('occupations and business types', () => {
  it('lists at least 200 occupations with unique codes and a rating class of 1 to 6', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(OCCUPATIONS.map((occupation) => occupation.code)).size).toBe(OCCUPATIONS.length);
    for (const occupation of OCCUPATIONS) expect([1, 2, 3, 4, 5, 6]).toContain(occupation.ratingClass);
  });

  it.each(['Student', 'Homemaker', 'Retired', 'Nurse', 'Teacher', 'Garda', 'Unemployed'])(
    'includes %s',
    (title) => {
      expect(OCCUPATIONS.map((occupation) => occupation.title)).toContain(title);
    },
  );

  it('lists at least 100 business types with unique codes', () => {
    expect(BUSINESS_TYPES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(BUSINESS_TYPES.map((businessType) => businessType.code)).size).toBe(BUSINESS_TYPES.length);
  });

  it('searches occupations and finds them again by code', () => {
    const [first] = searchOccupations('nur');
    expect(first.title).toBe('Nurse');
    expect(getOccupation(first.code)).toEqual(first);
    expect(searchOccupations('driver').map((occupation) => occupation.title)).toEqual(
      expect.arrayContaining(['Bus Driver', 'Taxi Driver', 'Delivery Driver']),
    );
    expect(getOccupation('astronaut')).toBeUndefined();
  });

  it('searches business types and finds them again by code', () => {
    const [first] = searchBusinessTypes('garda');
    expect(first).toEqual({ code: 'garda-siochana', name: 'Garda Síochána' });
    expect(getBusinessType('garda-siochana')).toEqual(first);
  });
});
