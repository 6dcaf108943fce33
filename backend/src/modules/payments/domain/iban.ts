/**
 * IBANs of the SEPA countries a Direct Debit can be collected from, with their lengths (ISO 13616).
 * The check digits make mod 97 of the rearranged number equal 1, which catches any single mistyped
 * character and almost every swap of two.
 */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18,
  FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20,
  LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27,
  VA: 22,
}; // prettier-ignore

/** ' ie29 aibk 9311 5212 3456 78' → 'IE29AIBK93115212345678' */
export function normaliseIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The number mod 97 after moving the first four characters to the end and letters to 10..35. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = parseInt(char, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

export const IBAN_MISSING = 'Enter the IBAN of the account to pay from.';

/** Why the IBAN cannot be used, in words for the customer; undefined when it is a valid SEPA IBAN. */
export function ibanProblem(input: string): string | undefined {
  const iban = normaliseIban(input);
  if (iban === '') return IBAN_MISSING;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) {
    return 'An IBAN starts with a country code and two digits (e.g. IE29 AIBK …) and has only letters and numbers.';
  }
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected === undefined) return 'Direct Debits can only be paid from a bank account in a SEPA country.';
  if (iban.length !== expected) {
    return `An IBAN from ${iban.slice(0, 2)} has ${expected} characters; this one has ${iban.length}. Please check it.`;
  }
  if (ibanMod97(iban) !== 1) return 'This IBAN is not valid: please check it for a mistyped character.';
  return undefined;
}

/** As the customer sees a stored IBAN: the country and the last four only ('IE** **** **** **** 5678'). */
export function maskIban(iban: string): string {
  const normal = normaliseIban(iban);
  return `${normal.slice(0, 2)}** **** **** **** ${normal.slice(-4)}`;
}
