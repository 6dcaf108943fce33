import { randomInt } from 'node:crypto';

/**
 * Human-friendly references read aloud over the phone and typed from emails: no 0/O, 1/I/L or U
 * (nothing to misread or to spell words), grouped in fours. 30^8 ≈ 6.6 × 10^11 codes each, so a
 * clash is rare and the unique index plus a retry deals with it.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = 4;
const WEB_REFERENCE = /^IVY([23456789ABCDEFGHJKMNPQRSTVWXYZ]{4})([23456789ABCDEFGHJKMNPQRSTVWXYZ]{4})$/;

export type RandomIndex = (below: number) => number;

function code(length: number, random: RandomIndex): string {
  let out = '';
  for (let i = 0; i < length; i++) out += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return out;
}

/** `IVY-7K3M-Q9TX` */
export function generateWebReference(random: RandomIndex = randomInt): string {
  return `IVY-${code(GROUP, random)}-${code(GROUP, random)}`;
}

/** `IVY-P-4HXM9R2C` */
export function generatePolicyNumber(random: RandomIndex = randomInt): string {
  return `IVY-P-${code(2 * GROUP, random)}`;
}

/** 'ivy 7k3m q9tx', 'IVY7K3MQ9TX' and ' IVY-7K3M-Q9TX ' all give 'IVY-7K3M-Q9TX'; undefined if it can't be one. */
export function normaliseWebReference(input: string): string | undefined {
  const match = WEB_REFERENCE.exec(input.toUpperCase().replace(/[\s-]+/g, ''));
  return match ? `IVY-${match[1]}-${match[2]}` : undefined;
}
