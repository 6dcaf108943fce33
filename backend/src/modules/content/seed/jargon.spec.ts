import { hardCodedBrandValues, loadBrand } from '#test/harness/brand.fixture';
import { jargonTerms } from './jargon';

const terms = jargonTerms(loadBrand());
const named = (fragment: string) =>
  terms.some((entry) => entry.term.toLowerCase().includes(fragment.toLowerCase()));

describe('jargonTerms', () => {
  it('seeds at least 40 terms, each defined once', () => {
    expect(terms.length).toBeGreaterThanOrEqual(40);
    const names = terms.map((entry) => entry.term.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    'Comprehensive',
    'Third party, fire and theft (TPFT)',
    'Third party only',
    'Compulsory excess',
    'Voluntary excess',
    'No claims bonus (NCB)',
    'Protected no claims bonus',
    'Policy schedule',
    'Certificate of insurance',
    'Insurance disc',
    'Named driver',
    'Open driving',
    'MIBI',
    'FSPO',
    'Government levy',
    'Cooling-off period',
    'Indemnity',
    'Write-off',
  ])('defines %s', (term) => {
    expect(named(term)).toBe(true);
  });

  it('keeps definitions as plain text', () => {
    for (const entry of terms) {
      expect(entry.definition.trim()).not.toBe('');
      expect(entry.definition).not.toMatch(/[<>]|&[a-z#0-9]+;/);
    }
  });

  it('explains the levy at the 3% the quote shows', () => {
    const levy = terms.find((entry) => entry.term === 'Government levy');
    expect(levy?.definition).toMatch(/3%/);
  });

  it('reads every brand value from the brand', () => {
    expect(hardCodedBrandValues(jargonTerms)).toEqual([]);
  });
});
