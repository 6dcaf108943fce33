import { createHmac } from 'node:crypto';
import { addDays, dublinIsoDate } from '#src/common/time/dates';
import { REFERENCE_ALPHABET } from '../../quotes';
import type { CoverType } from '../../rating';
import type { RenewalFields, RenewalStatus } from './renewal-terms';

/** A demo renewal and how far its customer got with it. */
export interface DemoRenewal {
  fields: RenewalFields;
  status: RenewalStatus;
}

const FIRST_NAMES = [
  'Aisling',
  'Orla',
  'Sinéad',
  'Ciara',
  'Róisín',
  'Emma',
  'Grace',
  'Saoirse',
  'Clodagh',
  'Eimear',
];
const LAST_NAMES = [
  'Byrne',
  'Ryan',
  'O’Connor',
  'Doyle',
  'McCarthy',
  'Kennedy',
  'Lynch',
  'Murray',
  'Quinn',
  'Moore',
];
const VEHICLES = [
  'Toyota Yaris',
  'Volkswagen Polo',
  'Ford Fiesta',
  'Hyundai i20',
  'Skoda Fabia',
  'Kia Picanto',
];
const COUNTIES = ['D', 'C', 'G', 'L', 'WX', 'KE', 'MH', 'KY'];
const COVERS: CoverType[] = ['comprehensive', 'comprehensive', 'third_party_fire_theft', 'third_party_only'];

/** Renewals per month of history: enough for the statistics dashboards to show a trend. */
const PER_MONTH = 12;

/**
 * The demo policy number of history row `n`: keyed by the deployment's own secret, so that seeding twice
 * gives the same numbers but nobody can walk them (a sequence let anyone try the next renewal).
 */
export function demoPolicyNumber(n: number, key: Buffer): string {
  const digest = createHmac('sha256', key).update(`demo renewal ${n}`).digest();
  const letters = Array.from(
    digest.subarray(0, 10),
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  );
  return `IVY-R-${letters.join('')}`;
}

/**
 * A year of renewals that came due before today, so the staff dashboards have something to show: most were
 * paid, some lapsed; and this month's and next month's, invited or viewed. Deterministic for one `key`, so
 * seeding twice adds nothing (the policy numbers repeat).
 */
export function demoRenewalHistory(now: Date, key: Buffer): DemoRenewal[] {
  const renewals: DemoRenewal[] = [];
  for (let month = -12; month <= 1; month++) {
    for (let i = 0; i < PER_MONTH; i++) {
      const n = (month + 12) * PER_MONTH + i;
      const renewalDate = dublinIsoDate(addDays(now, month * 30 + i * 2 - 12));
      const due = renewalDate < dublinIsoDate(now);
      const premium = 42_000 + ((n * 3_917) % 36_000);
      renewals.push({
        fields: {
          policyNumber: demoPolicyNumber(n, key),
          customerName: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7) % LAST_NAMES.length]}`,
          email: `renewal.${n}@example.ie`,
          dateOfBirth: `${1960 + (n % 40)}-0${1 + (n % 9)}-1${n % 10}`,
          registration: `${15 + (n % 9)}${1 + (n % 2)}-${COUNTIES[n % COUNTIES.length]}-${1000 + n}`,
          vehicle: VEHICLES[n % VEHICLES.length],
          coverType: COVERS[n % COVERS.length],
          renewalDate,
          currentPremiumCents: premium,
          renewalPremiumCents: premium - 1_500 + ((n * 211) % 3_000),
          noClaimsYears: n % 10,
          history: [],
        },
        status: due ? (n % 5 === 0 ? 'lapsed' : 'paid') : n % 3 === 0 ? 'viewed' : 'invited',
      });
    }
  }
  return renewals;
}
