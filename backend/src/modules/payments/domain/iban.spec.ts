import { ibanMod97, ibanProblem, maskIban, normaliseIban } from './iban';

describe('IBAN', () => {
  it.each([
    'IE29 AIBK 9311 5212 3456 78',
    'ie64irce92050112345678',
    'GB82 WEST 1234 5698 7654 32',
    'DE89 3704 0044 0532 0130 00',
    'FR14 2004 1010 0505 0001 3M02 606',
    'NO93 8601 1117 947',
  ])('accepts the valid IBAN %s', (iban) => {
    expect(ibanMod97(normaliseIban(iban))).toBe(1);
    expect(ibanProblem(iban)).toBeUndefined();
  });

  it('catches a mistyped character and swapped characters by mod 97', () => {
    expect(ibanProblem('IE29 AIBK 9311 5212 3456 79')).toMatch(/not valid/);
    expect(ibanProblem('IE29 AIBK 9311 5221 3456 78')).toMatch(/not valid/);
    expect(ibanProblem('IE92 AIBK 9311 5212 3456 78')).toMatch(/not valid/);
  });

  it('says clearly what else is wrong', () => {
    expect(ibanProblem('   ')).toBe('Enter the IBAN of the account to pay from.');
    expect(ibanProblem('29AIBK93115212345678')).toMatch(/starts with a country code/);
    expect(ibanProblem('IE29-AIBK-9311')).toMatch(/only letters and numbers/);
    expect(ibanProblem('US12 3456 7890 1234 5678')).toMatch(/SEPA country/);
    expect(ibanProblem('IE29 AIBK 9311 5212 3456 7')).toBe(
      'An IBAN from IE has 22 characters; this one has 21. Please check it.',
    );
  });

  it('masks all but the country and the last four', () => {
    expect(maskIban('IE29 AIBK 9311 5212 3456 78')).toBe('IE** **** **** **** 5678');
  });
});
