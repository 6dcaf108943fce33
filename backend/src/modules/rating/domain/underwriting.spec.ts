import { sampleRisks } from '../data/sample-risks';
import { priceQuote } from './evaluate';
import { AdditionalDriver, Risk } from './risk';
import { BUILT_IN_RATING_TABLES } from './tables';

const NOW = new Date('2025-06-15T10:00:00Z');
const TABLE = BUILT_IN_RATING_TABLES[0];

/** The day `years` (and `days`) before the policy starts: a birth date for an exact age, or a claim date. */
function before(risk: Risk, years: number, days = 0): string {
  const date = new Date(`${risk.startDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

function adult(risk: Risk, overrides: Partial<AdditionalDriver> = {}): AdditionalDriver {
  return {
    dateOfBirth: before(risk, 45),
    licenceType: 'full_irish',
    licenceYears: 20,
    claims: [],
    penaltyPoints: 0,
    convictions: [],
    relationship: 'spouse_or_partner',
    ...overrides,
  };
}

type Case = [description: string, change: (risk: Risk) => void, outcome: string, code?: string];

const cases: Case[] = [
  ['a clean experienced driver', () => undefined, 'quoted'],
  ['a proposer aged 16', (r) => (r.proposer.dateOfBirth = before(r, 17, -1)), 'declined', 'DRIVER_TOO_YOUNG'],
  ['a proposer 17 today', (r) => (r.proposer.dateOfBirth = before(r, 17)), 'quoted'],
  [
    'a named driver aged 16',
    (r) => r.additionalDrivers.push(adult(r, { dateOfBirth: before(r, 16) })),
    'declined',
    'DRIVER_TOO_YOUNG',
  ],
  ['a proposer aged 80', (r) => (r.proposer.dateOfBirth = before(r, 80)), 'referred', 'DRIVER_AGE'],
  ['6 penalty points', (r) => (r.proposer.penaltyPoints = 6), 'quoted'],
  ['7 penalty points', (r) => (r.proposer.penaltyPoints = 7), 'referred', 'PENALTY_POINTS'],
  ['10 penalty points', (r) => (r.proposer.penaltyPoints = 10), 'declined', 'PENALTY_POINTS'],
  [
    'a named driver with 10 points',
    (r) => r.additionalDrivers.push(adult(r, { penaltyPoints: 10 })),
    'declined',
    'PENALTY_POINTS',
  ],
  ['one fault claim', (r) => r.proposer.claims.push({ date: before(r, 1), fault: true }), 'quoted'],
  [
    'two fault claims in 5 years',
    (r) => r.proposer.claims.push({ date: before(r, 1), fault: true }, { date: before(r, 4), fault: true }),
    'referred',
    'FAULT_CLAIMS',
  ],
  [
    'two fault claims, one over 5 years ago',
    (r) =>
      r.proposer.claims.push({ date: before(r, 1), fault: true }, { date: before(r, 5, 1), fault: true }),
    'quoted',
  ],
  [
    'three fault claims in 5 years',
    (r) => r.proposer.claims.push(...[0, 2, 4].map((years) => ({ date: before(r, years), fault: true }))),
    'declined',
    'FAULT_CLAIMS',
  ],
  [
    'three non-fault claims',
    (r) => r.proposer.claims.push(...[0, 2, 4].map((years) => ({ date: before(r, years), fault: false }))),
    'quoted',
  ],
  [
    'a €30,000 fault claim',
    (r) => r.proposer.claims.push({ date: before(r, 2), fault: true, amountCents: 3_000_000 }),
    'referred',
    'LARGE_CLAIM',
  ],
  [
    'drink driving 2 years ago',
    (r) => r.proposer.convictions.push({ code: 'DRINK_DRIVING', date: before(r, 2) }),
    'declined',
    'CONVICTION',
  ],
  [
    'drink driving 6 years ago',
    (r) => r.proposer.convictions.push({ code: 'DRINK_DRIVING', date: before(r, 6) }),
    'quoted',
  ],
  [
    'a named driver convicted of drug driving',
    (r) =>
      r.additionalDrivers.push(adult(r, { convictions: [{ code: 'DRUG_DRIVING', date: before(r, 1) }] })),
    'declined',
    'CONVICTION',
  ],
  [
    'dangerous driving',
    (r) => r.proposer.convictions.push({ code: 'DANGEROUS_DRIVING', date: before(r, 3) }),
    'referred',
    'CONVICTION',
  ],
  [
    'a speeding conviction',
    (r) => r.proposer.convictions.push({ code: 'SPEEDING', date: before(r, 1) }),
    'quoted',
  ],
  [
    'an unknown conviction code',
    (r) => r.proposer.convictions.push({ code: 'PIRACY' as 'SPEEDING', date: before(r, 1) }),
    'referred',
    'CONVICTION',
  ],
  ['a car worth €75,000', (r) => (r.vehicle.valueCents = 7_500_000), 'quoted'],
  ['a car worth €80,000', (r) => (r.vehicle.valueCents = 8_000_000), 'referred', 'VEHICLE_VALUE'],
  ['a car worth €120,000', (r) => (r.vehicle.valueCents = 12_000_000), 'declined', 'VEHICLE_VALUE'],
  [
    'performance modifications',
    (r) => (r.vehicle.modified.performance = true),
    'declined',
    'PERFORMANCE_MODIFICATION',
  ],
  ['cosmetic modifications', (r) => (r.vehicle.modified.cosmetic = true), 'quoted'],
  [
    'a 22-year-old in a group 35 car',
    (r) => {
      r.proposer.dateOfBirth = before(r, 22);
      r.vehicle.group = 35;
    },
    'referred',
    'YOUNG_DRIVER_VEHICLE_GROUP',
  ],
  [
    'five named drivers',
    (r) => r.additionalDrivers.push(...[1, 2, 3, 4, 5].map(() => adult(r))),
    'referred',
    'TOO_MANY_DRIVERS',
  ],
  ['60,000 km a year', (r) => (r.annualMileageKm = 60_000), 'referred', 'MILEAGE'],
  [
    'business use without a business type',
    (r) => {
      r.usage = 'business';
      r.proposer.businessTypeKnown = false;
    },
    'referred',
    'BUSINESS_TYPE_UNKNOWN',
  ],
  [
    'business use with a business type',
    (r) => {
      r.usage = 'business';
      r.proposer.businessTypeKnown = true;
    },
    'quoted',
  ],
  [
    'a learner on their own',
    (r) => (r.proposer.licenceType = 'learner_permit'),
    'declined',
    'LEARNER_UNACCOMPANIED',
  ],
  [
    'a learner with a driver who passed a year ago',
    (r) => {
      r.proposer.licenceType = 'learner_permit';
      r.additionalDrivers.push(adult(r, { licenceYears: 1 }));
    },
    'declined',
    'LEARNER_UNACCOMPANIED',
  ],
  [
    'a learner with a driver on a non-EU licence',
    (r) => {
      r.proposer.licenceType = 'learner_permit';
      r.additionalDrivers.push(adult(r, { licenceType: 'full_other' }));
    },
    'declined',
    'LEARNER_UNACCOMPANIED',
  ],
  [
    'a learner with a UK licence holder of 2 years',
    (r) => {
      r.proposer.licenceType = 'learner_permit';
      r.additionalDrivers.push(adult(r, { licenceType: 'full_uk', licenceYears: 2 }));
    },
    'quoted',
  ],
  ['a start date yesterday', (r) => (r.startDate = '2025-06-14'), 'referred', 'START_DATE_OUT_OF_RANGE'],
  ['a start date today', (r) => (r.startDate = '2025-06-15'), 'quoted'],
  ['a start date 31 days ahead', (r) => (r.startDate = '2025-07-16'), 'referred', 'START_DATE_OUT_OF_RANGE'],
  [
    'a voluntary excess of €300',
    (r) => (r.cover.voluntaryExcessCents = 30_000),
    'referred',
    'VOLUNTARY_EXCESS_NOT_OFFERED',
  ],
  [
    'windscreen cover on third party only',
    (r) => (r.cover = { type: 'third_party_only', voluntaryExcessCents: 0, addOns: ['windscreen'] }),
    'referred',
    'ADD_ON_UNAVAILABLE',
  ],
  [
    'protected no-claims bonus with 2 years',
    (r) => {
      r.proposer.ncbYears = 2;
      r.cover.addOns = ['protected_ncb'];
    },
    'referred',
    'ADD_ON_UNAVAILABLE',
  ],
  [
    'an impossible date of birth',
    (r) => (r.proposer.dateOfBirth = '1990-02-30'),
    'referred',
    'UNREADABLE_DATE',
  ],
  [
    'an area the table does not price',
    (r) => (r.area = 'Atlantis' as Risk['area']),
    'referred',
    'UNSUPPORTED_DETAILS',
  ],
  ['negative penalty points', (r) => (r.proposer.penaltyPoints = -1), 'referred', 'UNSUPPORTED_DETAILS'],
];

describe('underwriting', () => {
  const rows = cases.map(([description, change, outcome, code]) => ({ description, change, outcome, code }));

  it.each(rows)('$description: $outcome', ({ change, outcome, code }) => {
    const risk = sampleRisks(NOW).experiencedRural;
    change(risk);
    const result = priceQuote(risk, TABLE, NOW);
    expect(result.outcome).toBe(outcome);
    if (code)
      expect(result.outcome !== 'quoted' && result.reasons.map((reason) => reason.code)).toContain(code);
  });

  it('tells a learner who must accompany them', () => {
    const risk = sampleRisks(NOW).learnerWithParent;
    risk.additionalDrivers = [];
    expect(priceQuote(risk, TABLE, NOW)).toEqual({
      outcome: 'declined',
      tableVersion: TABLE.version,
      reasons: [
        {
          code: 'LEARNER_UNACCOMPANIED',
          message:
            'Learner drivers must be accompanied by someone who has held a full licence for at least 2 years. ' +
            'Please add them to the policy as a named driver.',
        },
      ],
    });
  });

  it('reports only the declines when there are declines and referrals', () => {
    const risk = sampleRisks(NOW).experiencedRural;
    risk.proposer.penaltyPoints = 10;
    risk.vehicle.valueCents = 8_000_000;
    const result = priceQuote(risk, TABLE, NOW);
    expect(result.outcome === 'declined' && result.reasons.map((reason) => reason.code)).toEqual([
      'PENALTY_POINTS',
    ]);
  });

  it('reports a reason shared by several drivers once, and every distinct reason', () => {
    const risk = sampleRisks(NOW).experiencedRural;
    risk.proposer.penaltyPoints = 8;
    risk.additionalDrivers = [adult(risk, { penaltyPoints: 7 }), adult(risk, { penaltyPoints: 9 })];
    risk.annualMileageKm = 60_000;
    const result = priceQuote(risk, TABLE, NOW);
    expect(result.outcome === 'referred' && result.reasons.map((reason) => reason.code)).toEqual([
      'PENALTY_POINTS',
      'MILEAGE',
    ]);
  });
});
