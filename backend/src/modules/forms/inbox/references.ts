import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: a reference is read out over the phone. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 6;

/** `CON-7KQ2MX`: a prefix naming the form and six random characters (about a billion per form). */
export function newReference(prefix: string, pick: (size: number) => number = randomInt): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[pick(ALPHABET.length)]);
  return `${prefix}-${characters.join('')}`;
}
