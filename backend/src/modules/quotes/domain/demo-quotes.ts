import { ADD_ONS, CoverType, Risk, sampleRisks } from '../../rating';
import { addDays, dublinIsoDate } from '#src/common/time/dates';
import {
  AddressCandidate,
  BUSINESS_TYPES,
  foldText,
  lookupByRegistration,
  OCCUPATIONS,
  PLACES,
  RATING_AREAS,
  RatingArea,
  ROUTING_KEYS,
  searchAddresses,
} from '../../reference-data';
import type { EmploymentStatus } from '../dto/quote-pages.dto';
import type { CompleteAnswers, QuoteAnswers } from '../quote.views';
import { PaymentOption, QUOTE_PAGES, QuoteSource } from './pages';

/**
 * Demo quotes for the statistics screens: a year of customers built from the sample risks with
 * realistic variety (ages, points, claims, covers, learners who forget their accompanying driver),
 * so that pricing them gives a believable mix of quoted, declined and referred. Deterministic for a
 * given random source.
 */
export type Random = () => number;

/** A demo quote as other modules' demo data (payments) needs it. */
export interface DemoQuoteFacts {
  _id: string;
  webReference: string;
  status: string;
  totalCents: number | null;
  paymentOption?: string;
  purchasedAt?: Date;
  updatedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  policyNumber?: string;
}

export interface DemoQuotePlan {
  createdAt: Date;
  answers: QuoteAnswers;
  /** Left before the last page: stays `started`. */
  abandoned: boolean;
  /** Bought, if the price comes out quoted. */
  buys: boolean;
  paymentOption: PaymentOption;
  source: QuoteSource;
}

/** mulberry32: a small seeded generator, so the demo year is the same on every install. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = [
  'Aoife',
  'Siobhán',
  'Niamh',
  'Ciara',
  'Sinéad',
  'Orla',
  'Róisín',
  'Caoimhe',
  'Saoirse',
  'Emma',
  'Sarah',
  'Aisling',
  'Clodagh',
  'Gráinne',
  'Méabh',
  'Úna',
  'Deirdre',
  'Fiona',
  'Laura',
  'Rachel',
  'Chloe',
  'Sophie',
  'Éabha',
  'Kate',
  'Mary',
  'Bríd',
  'Nuala',
  'Maeve',
  'Ailbhe',
  'Sorcha',
];
const OTHER_FIRST_NAMES = [
  'Seán',
  'Pádraig',
  'Cian',
  'Conor',
  'Declan',
  'Liam',
  'Eoin',
  'Michael',
  'Ciarán',
  'Joan',
];
const SURNAMES = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Smith',
  "O'Brien",
  'Byrne',
  'Ryan',
  "O'Connor",
  "O'Neill",
  "O'Reilly",
  'Doyle',
  'McCarthy',
  'Gallagher',
  'Doherty',
  'Kennedy',
  'Lynch',
  'Murray',
  'Quinn',
  'Moore',
  'Carroll',
  'Connolly',
  'Daly',
  'Brennan',
  'Fitzgerald',
  'Nolan',
  'Hughes',
  'Ní Bhriain',
  'Mac Giolla',
  'Duffy',
];
const STREETS = ['Main Street', 'Church Road', 'Station Road', 'Green Road', 'Castle Street', 'Mill Lane'];
const INSURERS = [
  'Emerald Insurance',
  'Liffey Insurance',
  'Shamrock Mutual',
  'Atlantic Direct',
  'Harbour Motor',
];
/** Plate county codes issued every year since 1987. */
const PLATE_COUNTIES = ['D', 'C', 'G', 'KE', 'MH', 'WW', 'LH', 'WX'];
const DAY_MS = 86_400_000;

export function planDemoQuotes(count: number, now: Date, random: Random): DemoQuotePlan[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const between = (low: number, high: number): number => low + Math.floor(random() * (high - low + 1));
  const chance = (probability: number): boolean => random() < probability;

  const createdAtFor = (): Date => {
    // More quotes lately: the business is growing.
    const daysAgo = Math.floor(364 * random() ** 1.4);
    const instant = new Date(now.getTime() - daysAgo * DAY_MS);
    instant.setUTCHours(between(8, 21), between(0, 59), between(0, 59), 0);
    return instant > now ? new Date(now.getTime() - between(1, 60) * 60_000) : instant;
  };

  const vary = (base: Risk, createdAt: Date): Risk => {
    const risk = structuredClone(base);
    const { proposer } = risk;
    const learner = proposer.licenceType === 'learner_permit';
    // Older by up to 20 years, younger by up to 4 (a learner only ever older, by up to 2).
    proposer.dateOfBirth = shiftYears(proposer.dateOfBirth, learner ? -between(0, 2) : -between(-4, 20));
    proposer.penaltyPoints = chance(0.8)
      ? 0
      : chance(0.65)
        ? pick([2, 3, 4])
        : chance(0.75)
          ? pick([6, 7, 8])
          : 12;
    if (chance(0.12)) {
      const date = dublinIsoDate(addDays(createdAt, -between(60, 1500)));
      proposer.claims.push({ date, fault: chance(0.7), amountCents: between(15, 150) * 10_000 });
    }
    if (chance(0.04)) {
      const code = chance(0.7) ? 'SPEEDING' : 'DRINK_DRIVING';
      proposer.convictions.push({ code, date: dublinIsoDate(addDays(createdAt, -between(200, 1200))) });
    }
    if (learner && chance(0.2)) risk.additionalDrivers = [];
    if (chance(0.4)) risk.area = pick(RATING_AREAS);
    risk.cover.type = chance(0.8)
      ? 'comprehensive'
      : chance(0.75)
        ? 'third_party_fire_theft'
        : 'third_party_only';
    risk.cover.addOns = ADD_ONS.filter(
      (addOn) =>
        (risk.cover.addOns.includes(addOn) || chance(0.15)) &&
        !(addOn === 'windscreen' && risk.cover.type === 'third_party_only') &&
        !(addOn === 'protected_ncb' && proposer.ncbYears < 3),
    );
    risk.annualMileageKm = Math.round((risk.annualMileageKm * between(70, 140)) / 100 / 500) * 500;
    risk.vehicle.year -= between(0, 6);
    if (chance(0.03)) risk.vehicle.valueCents = between(60, 120) * 100_000;
    return risk;
  };

  const addressIn = (area: RatingArea): AddressCandidate => {
    const keys = new Set(ROUTING_KEYS.filter((key) => key.area === area).map((key) => key.key));
    const place = pick(PLACES.filter((candidate) => keys.has(candidate.routingKey)));
    const [address] = searchAddresses(`${between(1, 120)} ${pick(STREETS)} ${place.name}`, 1);
    return address ?? searchAddresses('12 Main Street Naas', 1)[0];
  };

  const registrationFor = (year: number, createdAt: Date): string => {
    const serial = between(1, 99_999);
    const county = pick(PLATE_COUNTIES);
    if (year < 2013) return `${String(year % 100).padStart(2, '0')}-${county}-${serial}`;
    const secondHalfAllowed = year < createdAt.getUTCFullYear() || createdAt.getUTCMonth() >= 6;
    return `${year % 100}${secondHalfAllowed && chance(0.4) ? 2 : 1}-${county}-${serial}`;
  };

  const driverNumber = (): string => String(between(100_000_000, 999_999_999));

  const answersFor = (risk: Risk, createdAt: Date): CompleteAnswers => {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(SURNAMES);
    const { proposer } = risk;
    const occupation = pick(OCCUPATIONS.filter((job) => job.ratingClass === proposer.occupationClass));
    const employmentStatus = employmentOf(occupation.title);
    const businessType = employmentStatus === 'employed' && chance(0.8) ? pick(BUSINESS_TYPES) : undefined;
    const address = addressIn(risk.area);
    const registration = registrationFor(risk.vehicle.year, createdAt);
    const lookup = lookupByRegistration(registration, createdAt);
    if (!lookup.ok) throw new Error(`Demo registration ${registration} found no car: ${lookup.reason}`);
    const vehicle = lookup.vehicle;
    const valueCents = Math.max(risk.vehicle.valueCents, vehicle.valueEstimateCents);
    const irish = proposer.licenceType === 'full_irish' || proposer.licenceType === 'learner_permit';
    return {
      your_details: {
        title: pick(['Ms', 'Mrs', 'Miss'] as const),
        gender: chance(0.92) ? 'F' : 'X',
        firstName,
        lastName,
        dateOfBirth: proposer.dateOfBirth,
        email: `${emailPart(firstName)}.${emailPart(lastName)}${between(1, 999)}@example.ie`,
        phone: `+3538${pick([3, 5, 6, 7, 9])}${between(1_000_000, 9_999_999)}`,
        addressId: address.id,
        address,
        maritalStatus: pick(['single', 'married', 'cohabiting', 'civil_partnership'] as const),
        employmentStatus,
        occupationCode: occupation.code,
        occupation: { code: occupation.code, title: occupation.title },
        ...(businessType ? { businessTypeCode: businessType.code, businessType } : {}),
      },
      your_car: {
        lookupType: 'REG',
        registration: lookup.registration,
        isVehicleConfirmed: true,
        vehicle,
        valueCents,
        modifications: { ...risk.vehicle.modified },
        overnightLocation: risk.overnightLocation,
        usage: risk.usage,
        annualMileageKm: risk.annualMileageKm,
      },
      your_driving_history: {
        licenceType: proposer.licenceType,
        licenceYears: proposer.licenceYears,
        penaltyPoints: proposer.penaltyPoints,
        convictions: proposer.convictions,
        ...(irish ? { driverNumber: driverNumber() } : {}),
        ncbYears: proposer.ncbYears,
        most_recent_insurance:
          proposer.ncbYears > 0
            ? [{ insurer: pick(INSURERS), expiryDate: risk.startDate, wasPolicyholder: true }]
            : [],
      },
      additional_drivers: {
        drivers: risk.additionalDrivers.map((driver) => ({
          ...driver,
          firstName: pick(driver.relationship === 'spouse_or_partner' ? OTHER_FIRST_NAMES : FIRST_NAMES),
          lastName,
          ...(driver.licenceType === 'full_irish' ? { driverNumber: driverNumber() } : {}),
        })),
      },
      claims: { claims: proposer.claims },
      cover: {
        type: risk.cover.type as CoverType,
        voluntaryExcessCents: risk.cover.voluntaryExcessCents,
        addOns: risk.cover.addOns,
        startDate: risk.startDate,
      },
    };
  };

  return Array.from({ length: count }, () => {
    const createdAt = createdAtFor();
    const answers: QuoteAnswers = answersFor(
      vary(pick(Object.values(sampleRisks(createdAt))), createdAt),
      createdAt,
    );
    const abandoned = chance(0.2);
    if (abandoned) {
      for (const page of QUOTE_PAGES.slice(between(1, QUOTE_PAGES.length - 1))) delete answers[page];
    }
    return {
      createdAt,
      answers,
      abandoned,
      buys: chance(0.4),
      paymentOption: chance(0.6) ? 'annual' : 'monthly',
      source: chance(0.9) ? 'web' : 'retrieve',
    };
  });
}

function shiftYears(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`.replace(/-02-29$/, '-02-28');
}

function employmentOf(occupationTitle: string): EmploymentStatus {
  const statuses: Record<string, EmploymentStatus> = {
    Retired: 'retired',
    Student: 'student',
    Homemaker: 'homemaker',
    Unemployed: 'unemployed',
  };
  return statuses[occupationTitle] ?? 'employed';
}

function emailPart(name: string): string {
  return foldText(name).replace(/[^a-z]/g, '');
}
