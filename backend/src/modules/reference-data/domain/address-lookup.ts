import { COUNTIES, County, PLACES, Place } from '../data/gazetteer';
import { RatingArea } from '../data/rating-areas';
import { EIRCODE_CHARACTERS, findRoutingKey, parseEircode } from './eircode';
import { groupBy } from './group-by';
import { stableHash } from './stable-hash';
import { foldText, slug, words } from './text';

/**
 * The built-in address lookup. It knows towns, suburbs and Eircode routing keys but no individual
 * buildings, so it reads the typed text as "street part, then place, then optional county and
 * Eircode", and offers that street in each matching place, with an Eircode derived deterministically
 * from the street and place. A full Eircode resolves to one plausible address in its post town, and
 * only to that one (see byEircode). A place typed on its own ("Ballsbridge", "Dublin 4", "D04",
 * "Cork", "Co. Kerry") offers the streets most towns have in it (see inPlaces).
 *
 * A candidate's id encodes its place, street and Eircode identifier, so `getAddress(id)` rebuilds the
 * same address later without any storage; it accepts only ids this module could have produced.
 */
export interface AddressCandidate {
  id: string;
  line1: string;
  /** The suburb, for addresses in a city whose post town is the city or a Dublin district. */
  line2?: string;
  town: string;
  county: County;
  eircode: string;
  routingKey: string;
  area: RatingArea;
}

interface Query {
  street: string[];
  places: Place[];
  uniqueIdentifier?: string;
}

const DEFAULT_LIMIT = 10;
const ID_PREFIX = 'ie1.';
const MAX_LINE1_LENGTH = 80;
const MAX_PLACE_WORDS = 4;
const MIN_PREFIX_LENGTH = 3;
const CITY_AREAS: ReadonlySet<RatingArea> = new Set(['Dublin City', 'Cork City', 'Other City']);
const COUNTY_MARKERS = new Set(['co', 'county']);
const IGNORED_WORDS = new Set(['ireland', 'eire']);
/** 'D4' and 'D6w', as Dubliners write their districts, are the routing keys D04 and D6W. */
const SHORT_DUBLIN_DISTRICT = /\bD([1-9])\b/g;
const EIRCODE_IN_TEXT = /\b([ACDEFHKNPRTVWXY]\d{2}|D6W)\s?([ACDEFHKNPRTVWXY\d]{4})\b/;
const ROUTING_KEY_IN_TEXT = /\b([ACDEFHKNPRTVWXY]\d{2}|D6W)\b/;
const UNIQUE_IDENTIFIER = /^[ACDEFHKNPRTVWXY\d]{4}$/;
const STREET_ABBREVIATIONS: Record<string, string> = {
  st: 'Street',
  rd: 'Road',
  ave: 'Avenue',
  av: 'Avenue',
  dr: 'Drive',
  pk: 'Park',
  sq: 'Square',
  tce: 'Terrace',
  cres: 'Crescent',
  ln: 'Lane',
  ct: 'Court',
  gdns: 'Gardens',
  hts: 'Heights',
  pl: 'Place',
  grv: 'Grove',
};
/** Streets found in most Irish towns, for addresses made up from an Eircode alone. */
const COMMON_STREETS = [
  'Main Street',
  'Church Road',
  'Green Road',
  'Castle Street',
  'Station Road',
  'Bridge Street',
  'Mill Lane',
  'Abbey Street',
  'College Road',
  'Chapel Lane',
  'Meadow View',
  'New Road',
];
const HOUSE_NUMBERS = 120;

interface PlaceMatch {
  places: Place[];
  /** Index of the place's first word; the words before it are the street. */
  start: number;
}

const matchWords = (text: string): string[] => words(text.replace(/'/g, ''));
const placeKey = (place: Place): string => `${place.routingKey}/${slug(place.name)}`;
const phraseOf = (place: Place): string => matchWords(place.name).join(' ');
const PHRASES = PLACES.map((place) => ({ place, phrase: phraseOf(place) }));

const PLACES_BY_PHRASE = groupBy(PLACES, phraseOf);
const PLACES_BY_COUNTY = groupBy(PLACES, (place) => place.county);
const PLACES_BY_ROUTING_KEY = groupBy(PLACES, (place) => place.routingKey);
const PLACE_BY_KEY = new Map(PLACES.map((place) => [placeKey(place), place]));
const COUNTY_BY_WORD = new Map<string, County>(COUNTIES.map((county) => [foldText(county), county]));

export function searchAddresses(text: string, limit = DEFAULT_LIMIT): AddressCandidate[] {
  const query = readQuery(text);
  if (!query) return [];
  const street = formatStreet(query.street);
  if (query.street.length > 0 && street === undefined) return [];
  if (query.uniqueIdentifier) return byEircode(query.places[0], query.uniqueIdentifier, street);
  if (street === undefined) return inPlaces(query.places, limit);
  return query.places
    .slice(0, limit)
    .map((place) => toCandidate(place, street, uniqueIdentifierFor(place, street)));
}

/**
 * An Eircode names one address, in its post town: that address, and a street typed with someone else's
 * Eircode as well, under its own. (Giving the typed Eircode to any street typed with it gave one
 * Eircode to many addresses.)
 */
function byEircode(place: Place, uniqueIdentifier: string, street: string | undefined): AddressCandidate[] {
  const home = PLACES_BY_ROUTING_KEY.get(place.routingKey)?.[0] ?? place;
  const own = toCandidate(home, streetFromEircode(home, uniqueIdentifier), uniqueIdentifier);
  if (!street) return [own];
  const typed = toCandidate(place, street, uniqueIdentifierFor(place, street));
  return typed.eircode === own.eircode ? [own] : [own, typed];
}

/**
 * A place with no street typed: the lookup knows no buildings there, so it offers the streets most
 * towns have, without a house number, the places taking turns so each one shows. Typing the house
 * number and street narrows the list to that street.
 */
function inPlaces(places: Place[], limit: number): AddressCandidate[] {
  const candidates: AddressCandidate[] = [];
  for (const street of COMMON_STREETS) {
    for (const place of places) {
      if (candidates.length >= limit) return candidates;
      candidates.push(toCandidate(place, street, uniqueIdentifierFor(place, street)));
    }
  }
  return candidates;
}

export function getAddress(id: string): AddressCandidate | undefined {
  if (!id.startsWith(ID_PREFIX)) return undefined;
  const [key, uniqueIdentifier, line1, ...rest] = Buffer.from(id.slice(ID_PREFIX.length), 'base64url')
    .toString('utf8')
    .split('|');
  const place = PLACE_BY_KEY.get(key);
  const wellFormed =
    place !== undefined &&
    rest.length === 0 &&
    UNIQUE_IDENTIFIER.test(uniqueIdentifier ?? '') &&
    line1 !== undefined &&
    formatStreet(words(line1)) === line1;
  if (!wellFormed) return undefined;
  const candidate = toCandidate(place, line1, uniqueIdentifier);
  return candidate.id === id ? candidate : undefined;
}

/** Undefined when the text names no place (a town, suburb, county or routing key). */
function readQuery(text: string): Query | undefined {
  const { tokens, routingKey, uniqueIdentifier } = readEircode(text);
  const { county, end } = readCounty(tokens);
  const named = readPlaceIn(tokens, end, county);

  let places = named?.places ?? (county ? PLACES_BY_COUNTY.get(county) : undefined) ?? [];
  if (routingKey) {
    const inKey = places.filter((place) => place.routingKey === routingKey);
    places = inKey.length > 0 ? inKey : (PLACES_BY_ROUTING_KEY.get(routingKey) ?? []);
    if (uniqueIdentifier) places = places.slice(0, 1);
  }
  const street = tokens.slice(0, named?.start ?? end);
  if (places.length === 0) return undefined;
  // A house number alone is no street: the place's own streets are offered instead.
  const hasStreet = street.some((word) => /[a-z]/.test(word));
  return { street: hasStreet ? street : [], places, uniqueIdentifier };
}

/** Takes a full Eircode, or failing that a routing key, out of the text. */
function readEircode(text: string): { tokens: string[]; routingKey?: string; uniqueIdentifier?: string } {
  const upper = foldText(text).toUpperCase().replace(SHORT_DUBLIN_DISTRICT, 'D0$1');
  const full = EIRCODE_IN_TEXT.exec(upper);
  const eircode = full ? parseEircode(full[0]) : undefined;
  const found = eircode?.ok ? full : ROUTING_KEY_IN_TEXT.exec(upper);
  const routingKey = eircode?.ok ? eircode.routingKey : found ? findRoutingKey(found[1])?.key : undefined;
  const rest = routingKey && found ? upper.replace(found[0], ' ') : upper;
  return {
    tokens: words(rest).filter((word) => !IGNORED_WORDS.has(word)),
    routingKey,
    uniqueIdentifier: eircode?.ok ? eircode.uniqueIdentifier : undefined,
  };
}

/**
 * A trailing county, written "Co. Kildare", or "Kildare" straight after a town in Kildare, or on its
 * own ("Kerry") unless a town has its name ("Cork" is the city).
 */
function readCounty(tokens: string[]): { county?: County; end: number } {
  const county = COUNTY_BY_WORD.get(tokens[tokens.length - 1] ?? '');
  if (!county) return { end: tokens.length };
  const before = tokens.length - 1;
  if (COUNTY_MARKERS.has(tokens[before - 1] ?? '')) return { county, end: before - 1 };
  if (before === 0 && !PLACES_BY_PHRASE.has(tokens[0])) return { county, end: 0 };
  const townBefore = readPlace(tokens, before, false);
  if (townBefore?.places.some((place) => place.county === county)) return { county, end: before };
  return { end: tokens.length };
}

/**
 * The place named just before `end`, kept to the county if one was given, and narrowed to a
 * suburb when one precedes its post town ("Rathmines, Dublin 6"). Only the last words typed may be
 * an unfinished place name.
 */
function readPlaceIn(tokens: string[], end: number, county?: County): PlaceMatch | undefined {
  const match = readPlace(tokens, end, end === tokens.length);
  const places = match?.places.filter((place) => !county || place.county === county) ?? [];
  if (!match || places.length === 0) return undefined;
  const keys = new Set(places.map((place) => place.routingKey));
  const suburb = readPlace(tokens, match.start, false);
  const suburbs = suburb?.places.filter((place) => keys.has(place.routingKey)) ?? [];
  return suburb && suburbs.length > 0
    ? { places: suburbs, start: suburb.start }
    : { places, start: match.start };
}

/** The longest run of words ending at `end` that names a place, or (if allowed) starts one. */
function readPlace(tokens: string[], end: number, allowPrefix: boolean): PlaceMatch | undefined {
  const plain = tokens.map((token) => token.replace(/'/g, ''));
  const longest = Math.min(MAX_PLACE_WORDS, end);
  for (let size = longest; size >= 1; size--) {
    const places = PLACES_BY_PHRASE.get(plain.slice(end - size, end).join(' '));
    if (places) return { places, start: end - size };
  }
  if (!allowPrefix) return undefined;
  for (let size = longest; size >= 1; size--) {
    const typed = plain.slice(end - size, end).join(' ');
    if (typed.length < MIN_PREFIX_LENGTH) continue;
    const places = PHRASES.filter(({ phrase }) => phrase.startsWith(typed)).map(({ place }) => place);
    if (places.length > 0) return { places, start: end - size };
  }
  return undefined;
}

/** Title case, O'Connell-style names and common abbreviations: "12 main st" → "12 Main Street". */
function formatStreet(tokens: string[]): string | undefined {
  if (tokens.length === 0) return undefined;
  const last = tokens.length - 1;
  const formatted = tokens
    .map((token, index) => (index === last && index > 0 && STREET_ABBREVIATIONS[token]) || titleCase(token))
    .join(' ');
  return formatted.length <= MAX_LINE1_LENGTH ? formatted : undefined;
}

function titleCase(token: string): string {
  if (/^\d/.test(token)) return token.toUpperCase();
  const [head, tail] = token.split("'", 2);
  const capitalised = head.charAt(0).toUpperCase() + head.slice(1);
  if (tail === undefined) return capitalised;
  return head.length === 1
    ? `${capitalised}'${tail.charAt(0).toUpperCase()}${tail.slice(1)}`
    : `${capitalised}'${tail}`;
}

function streetFromEircode(place: Place, uniqueIdentifier: string): string {
  const hash = stableHash(`${place.routingKey}${uniqueIdentifier}`);
  return `${(hash % HOUSE_NUMBERS) + 1} ${COMMON_STREETS[(hash >>> 8) % COMMON_STREETS.length]}`;
}

function uniqueIdentifierFor(place: Place, line1: string): string {
  let hash = stableHash(`${placeKey(place)}|${line1}`);
  let identifier = '';
  for (let i = 0; i < 4; i++) {
    identifier += EIRCODE_CHARACTERS[hash % EIRCODE_CHARACTERS.length];
    hash = Math.floor(hash / EIRCODE_CHARACTERS.length);
  }
  return identifier;
}

function toCandidate(place: Place, line1: string, uniqueIdentifier: string): AddressCandidate {
  const routing = findRoutingKey(place.routingKey);
  if (!routing) throw new Error(`Gazetteer place ${place.name} has unknown routing key ${place.routingKey}`);
  const inCity = CITY_AREAS.has(routing.area);
  const suburb = inCity && place.name !== routing.postTown ? place.name : undefined;
  const id = ID_PREFIX + Buffer.from(`${placeKey(place)}|${uniqueIdentifier}|${line1}`).toString('base64url');
  return {
    id,
    line1,
    ...(suburb ? { line2: suburb } : {}),
    town: inCity ? routing.postTown : place.name,
    county: place.county,
    eircode: `${routing.key} ${uniqueIdentifier}`,
    routingKey: routing.key,
    area: routing.area,
  };
}
