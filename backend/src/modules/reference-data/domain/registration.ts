import { REGISTRATION_COUNTIES, RegistrationCounty } from '../data/registration-counties';

/**
 * Irish registrations: `YY-CC-N` for 1987–2012 and `YYH-CC-N` from 2013, where H is 1 for a car
 * registered January–June and 2 for July–December, CC the county code and N a serial of 1–6 digits.
 *
 * Input is forgiving: case, spaces and dashes do not matter, so `151d123`, `151 D 123` and
 * `151-d-123` all mean 151-D-123. Dropping the separators is never ambiguous because the three parts
 * alternate digits, letters, digits; the number of leading digits (2 or 3) tells the two formats
 * apart. Look-alike characters (O for 0, I for 1) are not corrected: guessing could turn a typo into
 * somebody else's car.
 */
export type RegistrationResult =
  | { ok: true; registration: string; year: number; halfYear?: 1 | 2; county: string; countyCode: string }
  | { ok: false; reason: string };

type Period = { ok: true; year: number; halfYear?: 1 | 2 } | { ok: false; reason: string };

const SHAPE = /^(\d{2,3})([A-Z]{1,2})(\d{1,6})$/;
const HALF_YEAR_FORMAT_FROM = 2013;
const TWO_DIGIT_YEARS_FROM = 87;
const EXAMPLE = 'for example 12-D-3456 or 151-KE-789';
const COUNTIES_BY_CODE = new Map(REGISTRATION_COUNTIES.map((county) => [county.code, county]));

export function parseRegistration(input: string, now: Date): RegistrationResult {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  if (compact === '') return fail(`Please enter your registration number, ${EXAMPLE}.`);
  const match = SHAPE.exec(compact);
  if (!match) return fail(`That doesn't look like an Irish registration number, ${EXAMPLE}.`);
  const [, yearPart, countyCode, serial] = match;
  if (serial.startsWith('0')) return fail('The number at the end of a registration never starts with 0.');

  const period = readPeriod(yearPart);
  if (!period.ok) return period;
  if (isFuture(period, now)) return fail('That registration is from a date in the future. Please check it.');

  const county = COUNTIES_BY_CODE.get(countyCode);
  if (!county) return fail(`${countyCode} isn't an Irish county code.`);
  if (!issuedIn(county, period.year)) {
    return fail(`${countyCode} was not issued in ${period.year}: ${county.hint}.`);
  }
  return {
    ok: true,
    registration: `${yearPart}-${countyCode}-${serial}`,
    year: period.year,
    ...(period.halfYear ? { halfYear: period.halfYear } : {}),
    county: county.county,
    countyCode,
  };
}

function readPeriod(yearPart: string): Period {
  const twoDigits = Number(yearPart.slice(0, 2));
  if (yearPart.length === 2) {
    const year = twoDigits >= TWO_DIGIT_YEARS_FROM ? 1900 + twoDigits : 2000 + twoDigits;
    if (year >= HALF_YEAR_FORMAT_FROM) {
      return fail('Since 2013 the year has three digits, for example 131 or 132 for 2013.');
    }
    return { ok: true, year };
  }
  const year = 2000 + twoDigits;
  const half = yearPart[2];
  if (year < HALF_YEAR_FORMAT_FROM) {
    return fail('Registrations before 2013 have a two-digit year, for example 08-D-12345.');
  }
  if (half !== '1' && half !== '2') {
    return fail('The third digit of the year is 1 (January to June) or 2 (July to December).');
  }
  return { ok: true, year, halfYear: half === '1' ? 1 : 2 };
}

function isFuture(period: { year: number; halfYear?: 1 | 2 }, now: Date): boolean {
  const nowYear = now.getUTCFullYear();
  if (period.year !== nowYear) return period.year > nowYear;
  const firstHalfOfYear = now.getUTCMonth() < 6;
  return period.halfYear === 2 && firstHalfOfYear;
}

function issuedIn(county: RegistrationCounty, year: number): boolean {
  return year >= county.from && (county.until === undefined || year <= county.until);
}

function fail(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}
