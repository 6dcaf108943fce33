import fc from 'fast-check';
import { priceQuote, Risk } from '../../rating';
import { RATING_AREAS } from '../../reference-data/data/rating-areas';
import { toRisk } from '../../quotes/domain/to-risk';
import type { CompleteAnswers } from '../../quotes';
import {
  TABLE,
  addressIn,
  answersStarting,
  carWith,
  livePolicy,
  namedDriver,
  yearsBefore,
} from './adjustment.fixture';
import { AdjustmentResult, LivePolicy, PricedAdjustment, priceAdjustment } from './price-adjustment';
import { PolicyChange } from './policy-change';

/**
 * Properties over random policies (start dates over five years, leap years included), effective dates
 * anywhere in their cover, and changes inside the insurer's appetite, so that every one is priced.
 */
const FIRST_START = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;
const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

interface Case {
  startDate: string;
  /** Days after the start, reduced modulo the policy's own length. */
  offset: number;
  change: ChangeSpec;
  monthly: boolean;
  instalmentsPaid: number;
  adminFeeCents: number;
}

type ChangeSpec =
  | { type: 'car'; group: number; valueCents: number }
  | { type: 'address'; area: (typeof RATING_AREAS)[number] }
  | { type: 'driver'; age: number; licenceYears: number; penaltyPoints: number };

const changeSpec: fc.Arbitrary<ChangeSpec> = fc.oneof(
  fc.record({
    type: fc.constant('car' as const),
    group: fc.integer({ min: 1, max: 30 }),
    valueCents: fc.integer({ min: 100_000, max: 7_000_000 }),
  }),
  fc.record({ type: fc.constant('address' as const), area: fc.constantFrom(...RATING_AREAS) }),
  fc.record({
    type: fc.constant('driver' as const),
    age: fc.integer({ min: 25, max: 75 }),
    licenceYears: fc.integer({ min: 2, max: 7 }),
    penaltyPoints: fc.integer({ min: 0, max: 4 }),
  }),
);

const cases: fc.Arbitrary<Case> = fc.record({
  startDate: fc.integer({ min: 0, max: 5 * 366 }).map((days) => isoDay(FIRST_START + days * DAY_MS)),
  offset: fc.nat(),
  change: changeSpec,
  monthly: fc.boolean(),
  instalmentsPaid: fc.integer({ min: 0, max: TABLE.instalments.count }),
  adminFeeCents: fc.constantFrom(0, 0, 1_500, 3_333),
});

function setUp(c: Case): {
  policy: LivePolicy;
  effectiveDate: string;
  change: PolicyChange;
  undo: PolicyChange;
} {
  const answers = answersStarting(c.startDate);
  const policy = livePolicy(answers, { monthly: c.monthly, instalmentsPaid: c.instalmentsPaid });
  const days = (Date.parse(policy.endDate) - Date.parse(policy.startDate)) / DAY_MS + 1;
  const effectiveDate = isoDay(Date.parse(policy.startDate) + (c.offset % days) * DAY_MS);
  const spec = c.change;
  switch (spec.type) {
    case 'car':
      return {
        policy,
        effectiveDate,
        change: { type: 'change_car', car: carWith(answers, spec.group, spec.valueCents) },
        undo: { type: 'change_car', car: answers.your_car },
      };
    case 'address':
      return {
        policy,
        effectiveDate,
        change: { type: 'change_address', address: addressIn(answers, spec.area) },
        undo: { type: 'change_address', address: answers.your_details.address },
      };
    case 'driver':
      return {
        policy,
        effectiveDate,
        change: { type: 'add_driver', driver: driverFor(c.startDate, spec) },
        undo: { type: 'remove_driver', driverIndex: 0 },
      };
  }
}

function driverFor(startDate: string, spec: Extract<ChangeSpec, { type: 'driver' }>) {
  return namedDriver(startDate, {
    dateOfBirth: yearsBefore(startDate, spec.age),
    licenceYears: spec.licenceYears,
    penaltyPoints: spec.penaltyPoints,
  });
}

function priced(result: AdjustmentResult): PricedAdjustment {
  if (result.outcome !== 'priced') throw new Error(`Not priced: ${JSON.stringify(result)}`);
  return result;
}

/** What the policyholder pays over the rest of the year: card payments less refunds plus instalments to come. */
function stillToPay(payNowCents: number, refundCents: number, policy: LivePolicy): number {
  if (policy.payment.option !== 'monthly') return payNowCents - refundCents;
  const { instalments, instalmentsPaid } = policy.payment;
  const toCome = instalments
    .slice(instalmentsPaid)
    .reduce((sum, instalment) => sum + instalment.amountCents, 0);
  return payNowCents - refundCents + toCome;
}

/** n / d to the nearest whole number, halves away from zero, in integers only. */
function divideRounded(n: number, d: number): number {
  const magnitude = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  // Money has no negative zero: a refund that rounds to nothing is 0.
  return n < 0 && magnitude > 0 ? -magnitude : magnitude;
}

/** The annual premium as the quote itself rates the risk, with the change written straight into the risk. */
function annualPremium(risk: Risk): number {
  const result = priceQuote(risk, TABLE, new Date(`${risk.startDate}T12:00:00Z`));
  if (result.outcome !== 'quoted') throw new Error(`Not quoted: ${JSON.stringify(result)}`);
  return result.breakdown.subtotalCents;
}

function changedRisk(answers: CompleteAnswers, c: Case): Risk {
  const risk = toRisk(answers);
  const spec = c.change;
  if (spec.type === 'car') risk.vehicle = { ...risk.vehicle, group: spec.group, valueCents: spec.valueCents };
  if (spec.type === 'address') risk.area = spec.area;
  if (spec.type === 'driver') {
    const {
      firstName: _first,
      lastName: _last,
      driverNumber: _number,
      ...driver
    } = driverFor(c.startDate, spec);
    risk.additionalDrivers = [...risk.additionalDrivers, driver];
  }
  return risk;
}

function daysCounted(from: string, to: string): number {
  let days = 0;
  for (
    const day = new Date(`${from}T00:00:00Z`);
    isoDay(day.getTime()) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    days++;
  }
  return days;
}

describe('priceAdjustment properties', () => {
  it('a change and its exact reversal on the same day net to zero (but the fees)', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const { policy, effectiveDate, change, undo } = setUp(c);
        const terms = { table: TABLE, adminFeeCents: c.adminFeeCents };
        const there = priced(priceAdjustment(policy, change, effectiveDate, terms));
        const changed: LivePolicy = {
          ...policy,
          answers: there.answers,
          lastChangeDate: effectiveDate,
          payment:
            policy.payment.option === 'monthly'
              ? { ...policy.payment, instalments: there.settlement.instalments! }
              : policy.payment,
        };
        const back = priced(priceAdjustment(changed, undo, effectiveDate, terms));

        expect(back.answers).toEqual(policy.answers);
        expect(back.after).toEqual(there.before);
        expect(there.premiumCents + back.premiumCents).toBe(0);
        expect(there.levyCents + back.levyCents).toBe(0);
        expect(there.totalCents + back.totalCents).toBe(2 * c.adminFeeCents);
        const finalPolicy: LivePolicy =
          policy.payment.option === 'monthly'
            ? { ...changed, payment: { ...policy.payment, instalments: back.settlement.instalments! } }
            : changed;
        const moved =
          there.settlement.payNowCents -
          there.settlement.refundCents +
          stillToPay(back.settlement.payNowCents, back.settlement.refundCents, finalPolicy);
        expect(moved).toBe(stillToPay(0, 0, policy) + 2 * c.adminFeeCents);
      }),
      { numRuns: 150 },
    );
  });

  it('the premium moved is the annual difference times days left over the policy’s days, computed another way', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const { policy, effectiveDate, change } = setUp(c);
        const result = priced(priceAdjustment(policy, change, effectiveDate, { table: TABLE }));

        const annualDifference =
          annualPremium(changedRisk(policy.answers, c)) - annualPremium(toRisk(policy.answers));
        const daysLeft = daysCounted(effectiveDate, policy.endDate);
        const policyDays = daysCounted(policy.startDate, policy.endDate);
        expect(result.premiumCents).toBe(divideRounded(annualDifference * daysLeft, policyDays));
        const levyBasisPoints = Math.round(TABLE.governmentLevyRate * 10_000);
        expect(result.levyCents).toBe(divideRounded(result.premiumCents * levyBasisPoints, 10_000));
      }),
      { numRuns: 150 },
    );
  });
});
