import fc from 'fast-check';
import { freeSlug, MAX_SLUG_LENGTH, normaliseTags, SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    [
      'How to cut the cost of your first car insurance as a learner',
      'how-to-cut-the-cost-of-your-first-car-insurance-as-a-learner',
    ],
    ['Penalty points in Ireland explained', 'penalty-points-in-ireland-explained'],
    ['Fáilte: Éire’s NCT & you!', 'failte-eires-nct-and-you'],
    ["Driver's no-claims bonus", 'drivers-no-claims-bonus'],
    ['  --Spaces   and ---hyphens--  ', 'spaces-and-hyphens'],
    ['€100 gift card', '100-gift-card'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts a long title at a word boundary', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('always answers a valid slug (or nothing)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const slug = slugify(text);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
      }),
    );
  });
});

describe('freeSlug', () => {
  it('adds the first free number when the slug is taken', () => {
    expect(freeSlug('nct', [])).toBe('nct');
    expect(freeSlug('nct', ['nct'])).toBe('nct-2');
    expect(freeSlug('nct', ['nct', 'nct-2', 'nct-4'])).toBe('nct-3');
  });
});

describe('normaliseTags', () => {
  it('makes lowercase slugs, once each, dropping empty ones, at most ten', () => {
    expect(normaliseTags(['Learner Drivers', 'learner-drivers', 'NCT', ' ', '#!'])).toEqual([
      'learner-drivers',
      'nct',
    ]);
    expect(normaliseTags(Array.from({ length: 12 }, (_, i) => `tag ${i}`))).toHaveLength(10);
  });
});
