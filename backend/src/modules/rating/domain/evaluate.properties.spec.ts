import fc from 'fast-check';
import { RATING_AREAS } from '../../reference-data/data/rating-areas';
import { QuoteResult, priceQuote } from './evaluate';
import {
  AddOn,
  AdditionalDriver,
  Claim,
  Conviction,
  Driver,
  OVERNIGHT_LOCATIONS,
  RELATIONSHIPS,
  Risk,
  USAGES,
} from './risk';
import { BUILT_IN_RATING_TABLES } from './tables';

/**
 * Properties over risks generated inside the insurer's appetite (so that every one of them gets a
 * price and the comparisons mean something); the underwriting limits have their own tests.
 */
const NOW = new Date('2025-06-15T10:00:00Z');
const START = '2025-06-20';
const TABLE = BUILT_IN_RATING_TABLES[0];
const OFFERED_EXCESS = Object.keys(TABLE.factors.voluntaryExcessCents).map(Number);
const PRICED_CONVICTIONS = Object.keys(TABLE.factors.convictions.factors) as Conviction['code'][];

function dateBeforeStart(years: number, days: number): string {
  const date = new Date(`${START}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const pastDate = (maxYears: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min: 0, max: maxYears }), fc.integer({ min: 0, max: 364 }))
    .map(([years, days]) => dateBeforeStart(years, days));

const claim = (fault: boolean): fc.Arbitrary<Claim> =>
  fc.record({
    date: pastDate(8),
    fault: fc.constant(fault),
    amountCents: fc.integer({ min: 0, max: 2_000_000 }),
  });

const driver = (licence: fc.Arbitrary<Driver['licenceType']>): fc.Arbitrary<Driver> =>
  fc
    .record({
      age: fc.integer({ min: 17, max: 79 }),
      licenceType: licence,
      licenceYears: fc.integer({ min: 0, max: 40 }),
      faultClaims: fc.array(claim(true), { maxLength: 1 }),
      otherClaims: fc.array(claim(false), { maxLength: 2 }),
      penaltyPoints: fc.integer({ min: 0, max: 6 }),
      convictions: fc.array(fc.record({ code: fc.constantFrom(...PRICED_CONVICTIONS), date: pastDate(8) }), {
        maxLength: 2,
      }),
    })
    .map(({ age, faultClaims, otherClaims, ...history }) => ({
      ...history,
      dateOfBirth: dateBeforeStart(age, 30),
      claims: [...faultClaims, ...otherClaims],
    }));

const fullLicence = fc.constantFrom('full_irish', 'full_eu', 'full_uk', 'full_other' as const);

const additionalDriver: fc.Arbitrary<AdditionalDriver> = fc
  .tuple(
    driver(fc.constantFrom('full_irish', 'full_eu', 'full_uk', 'full_other', 'learner_permit' as const)),
    fc.constantFrom(...RELATIONSHIPS),
  )
  .map(([history, relationship]) => ({ ...history, relationship }));

const accompanyingDriver: AdditionalDriver = {
  dateOfBirth: dateBeforeStart(48, 0),
  licenceType: 'full_irish',
  licenceYears: 25,
  claims: [],
  penaltyPoints: 0,
  convictions: [],
  relationship: 'parent',
};

const risk: fc.Arbitrary<Risk> = fc
  .record({
    proposer: driver(fc.oneof(fullLicence, fc.constant('learner_permit' as const))),
    ncbYears: fc.integer({ min: 0, max: 12 }),
    occupationClass: fc.integer({ min: 1, max: 6 }),
    group: fc.integer({ min: 1, max: 30 }),
    valueCents: fc.integer({ min: 50_000, max: 7_500_000 }),
    vehicleYear: fc.integer({ min: 1995, max: 2025 }),
    cosmetic: fc.boolean(),
    area: fc.constantFrom(...RATING_AREAS),
    usage: fc.constantFrom(...USAGES),
    annualMileageKm: fc.integer({ min: 0, max: 50_000 }),
    overnightLocation: fc.constantFrom(...OVERNIGHT_LOCATIONS),
    additionalDrivers: fc.array(additionalDriver, { maxLength: 3 }),
    coverType: fc.constantFrom('comprehensive', 'third_party_fire_theft', 'third_party_only' as const),
    voluntaryExcessCents: fc.constantFrom(...OFFERED_EXCESS),
    addOns: fc.subarray<AddOn>(['breakdown_assistance', 'windscreen', 'protected_ncb']),
  })
  .map((generated) => {
    const learner = generated.proposer.licenceType === 'learner_permit';
    const addOns = generated.addOns.filter(
      (addOn) =>
        (addOn !== 'windscreen' || generated.coverType !== 'third_party_only') &&
        (addOn !== 'protected_ncb' || generated.ncbYears >= 3),
    );
    return {
      proposer: {
        ...generated.proposer,
        ncbYears: generated.ncbYears,
        occupationClass: generated.occupationClass,
        businessTypeKnown: true,
      },
      vehicle: {
        group: generated.group,
        valueCents: generated.valueCents,
        year: generated.vehicleYear,
        modified: { performance: false, cosmetic: generated.cosmetic },
      },
      area: generated.area,
      usage: generated.usage,
      annualMileageKm: generated.annualMileageKm,
      overnightLocation: generated.overnightLocation,
      additionalDrivers: learner
        ? [...generated.additionalDrivers, accompanyingDriver]
        : generated.additionalDrivers,
      cover: { type: generated.coverType, voluntaryExcessCents: generated.voluntaryExcessCents, addOns },
      startDate: START,
    };
  });

function total(result: QuoteResult): number {
  if (result.outcome !== 'quoted') throw new Error(`Expected a quote, got ${JSON.stringify(result)}`);
  return result.breakdown.totalCents;
}

const price = (candidate: Risk): QuoteResult => priceQuote(candidate, TABLE, NOW);

describe('priceQuote properties', () => {
  it('quotes every risk inside the appetite, with consistent totals and instalments', () => {
    fc.assert(
      fc.property(risk, (candidate) => {
        const result = price(candidate);
        if (result.outcome !== 'quoted') throw new Error(JSON.stringify(result.reasons));
        const { breakdown, monthly } = result;
        const lines = breakdown.lines.reduce((sum, line) => sum + line.amountCents, 0);
        expect(breakdown.subtotalCents).toBe(breakdown.basePremiumCents + lines);
        expect(breakdown.levyCents).toBe(Math.round(breakdown.subtotalCents * TABLE.governmentLevyRate));
        expect(breakdown.totalCents).toBe(breakdown.subtotalCents + breakdown.levyCents);
        expect(breakdown.subtotalCents).toBeGreaterThanOrEqual(TABLE.minimumPremiumCents);
        expect(monthly.instalments).toBe(9);
        expect(monthly.depositCents + monthly.instalments * monthly.instalmentCents).toBe(
          monthly.totalPayableCents,
        );
        expect(monthly.totalPayableCents).toBe(breakdown.totalCents + monthly.creditChargeCents);
        expect(monthly.instalmentCents).toBeGreaterThan(0);
        const financed =
          breakdown.totalCents - Math.round(breakdown.totalCents * TABLE.instalments.depositRate);
        expect(monthly.creditChargeCents).toBe(Math.round(financed * TABLE.instalments.creditChargeRate));
        for (const value of [breakdown.totalCents, monthly.depositCents, monthly.instalmentCents]) {
          expect(Number.isInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('never changes a price for gender, wherever it is sent', () => {
    fc.assert(
      fc.property(risk, fc.constantFrom('F', 'M', 'X', 'female', 'male'), (candidate, gender) => {
        const withGender = {
          ...candidate,
          gender,
          proposer: { ...candidate.proposer, gender },
          additionalDrivers: candidate.additionalDrivers.map((other) => ({ ...other, gender })),
        } as Risk;
        expect(price(withGender)).toEqual(price(candidate));
      }),
    );
  });

  it('never makes more penalty points cheaper', () => {
    fc.assert(
      fc.property(risk, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), (candidate, a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const withPoints = (points: number): Risk => ({
          ...candidate,
          proposer: { ...candidate.proposer, penaltyPoints: points },
        });
        expect(total(price(withPoints(more)))).toBeGreaterThanOrEqual(total(price(withPoints(fewer))));
      }),
    );
  });

  it('never makes more penalty points on a named driver cheaper', () => {
    fc.assert(
      fc.property(risk, additionalDriver, fc.integer({ min: 0, max: 5 }), (candidate, other, extra) => {
        const base = { ...other, penaltyPoints: Math.min(other.penaltyPoints, 6 - extra) };
        const others = candidate.additionalDrivers.slice(-TABLE.underwriting.maxAdditionalDrivers + 1);
        const withDriver = (named: AdditionalDriver): Risk => ({
          ...candidate,
          additionalDrivers: [...others, named],
        });
        const dearer = { ...base, penaltyPoints: base.penaltyPoints + extra };
        expect(total(price(withDriver(dearer)))).toBeGreaterThanOrEqual(total(price(withDriver(base))));
      }),
    );
  });

  it('never makes more no-claims years dearer', () => {
    fc.assert(
      fc.property(risk, fc.integer({ min: 0, max: 8 }), (candidate, extra) => {
        const more = {
          ...candidate,
          proposer: { ...candidate.proposer, ncbYears: candidate.proposer.ncbYears + extra },
        };
        expect(total(price(more))).toBeLessThanOrEqual(total(price(candidate)));
      }),
    );
  });

  it('never makes a higher voluntary excess dearer', () => {
    fc.assert(
      fc.property(
        risk,
        fc.constantFrom(...OFFERED_EXCESS),
        fc.constantFrom(...OFFERED_EXCESS),
        (candidate, a, b) => {
          const withExcess = (cents: number): Risk => ({
            ...candidate,
            cover: { ...candidate.cover, voluntaryExcessCents: cents },
          });
          const [lower, higher] = a <= b ? [a, b] : [b, a];
          expect(total(price(withExcess(higher)))).toBeLessThanOrEqual(total(price(withExcess(lower))));
        },
      ),
    );
  });
});
