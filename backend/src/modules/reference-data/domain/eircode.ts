import { ROUTING_KEYS, RoutingKey } from '../data/gazetteer';
import { RatingArea } from '../data/rating-areas';

/**
 * Eircodes: a routing key (a letter and two digits, or D6W) and a four-character unique identifier.
 * Both parts use only the letters A C D E F H K N P R T V W X Y and the digits, chosen so that no
 * code can be misread or spell a word.
 */
export const EIRCODE_CHARACTERS = 'ACDEFHKNPRTVWXY0123456789';

export type EircodeResult =
  { ok: true; eircode: string; routingKey: string; uniqueIdentifier: string } | { ok: false; reason: string };

const FORMAT = /^([ACDEFHKNPRTVWXY]\d{2}|D6W)([ACDEFHKNPRTVWXY\d]{4})$/;
const KEYS = new Map(ROUTING_KEYS.map((routingKey) => [routingKey.key, routingKey]));

/** 'd02xk52', 'D02 XK52' and ' d02 xk52 ' all give 'D02 XK52'; undefined when the shape is wrong. */
export function normaliseEircode(input: string): string | undefined {
  const match = FORMAT.exec(input.toUpperCase().replace(/\s+/g, ''));
  return match ? `${match[1]} ${match[2]}` : undefined;
}

/** Checks the shape and that the routing key exists. */
export function parseEircode(input: string): EircodeResult {
  const eircode = normaliseEircode(input);
  if (!eircode) {
    return { ok: false, reason: 'Please enter a valid Eircode, for example D02 XK52.' };
  }
  const [routingKey, uniqueIdentifier] = eircode.split(' ');
  if (!KEYS.has(routingKey)) {
    return { ok: false, reason: `${routingKey} is not an Eircode routing key. Please check your Eircode.` };
  }
  return { ok: true, eircode, routingKey, uniqueIdentifier };
}

export function findRoutingKey(key: string): RoutingKey | undefined {
  return KEYS.get(key.trim().toUpperCase());
}

export function areaForRoutingKey(key: string): RatingArea | undefined {
  return findRoutingKey(key)?.area;
}
