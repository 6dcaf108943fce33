import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a number read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/**
 * A certificate number: a prefix and 10 random characters (50 bits), so that numbers cannot be
 * walked. `IVC-7K3M9QXP2A`.
 */
export function generateCertificateNumber(prefix: string): string {
  let body = '';
  for (let i = 0; i < LENGTH; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${body}`;
}

/** What a person typed, as it is stored: upper case, O read as 0, I and L as 1, spaces and dashes kept out of the body. */
export function normaliseCertificateNumber(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s-]+/g, '');
  const prefixEnd = compact.length - LENGTH;
  if (prefixEnd <= 0) return compact;
  const body = compact.slice(prefixEnd).replace(/O/g, '0').replace(/[IL]/g, '1');
  return `${compact.slice(0, prefixEnd)}-${body}`;
}
