import v1 from '../tables/rating-table.v1.json';
import { RatingTable, ratingTableFor } from './rating-table';
import { parseRatingTable, validateRatingTable } from './parse-rating-table';
import { loadRatingTable } from './tables';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case breaks the table on purpose
type Json = Record<string, any>;

const copy = (): Json => structuredClone(v1) as Json;

describe('validateRatingTable', () => {
  it('accepts the v1 table', () => {
    expect(validateRatingTable(v1)).toEqual([]);
    expect(parseRatingTable(v1)).toEqual({ ok: true, table: v1 });
  });

  it.each<[string, (table: Json) => void, string, RegExp]>([
    ['a missing version', (t) => delete t.version, 'version', /is required/],
    ['an impossible date', (t) => (t.effectiveFrom = '2025-13-01'), 'effectiveFrom', /YYYY-MM-DD/],
    [
      'a fractional base premium',
      (t) => (t.basePremiumCents.comprehensive = 1234.5),
      'basePremiumCents.comprehensive',
      /whole number/,
    ],
    [
      'a missing cover type',
      (t) => delete t.basePremiumCents.third_party_only,
      'basePremiumCents.third_party_only',
      /is required/,
    ],
    [
      'a band bound out of order',
      (t) => (t.factors.age[3].upTo = 19),
      'factors.age[3].upTo',
      /greater than the previous band's upTo \(19\)/,
    ],
    ['a closed last band', (t) => (t.factors.age[13].upTo = 99), 'factors.age[13].upTo', /remove upTo/],
    [
      'an open band in the middle',
      (t) => delete t.factors.ncbYears[2].upTo,
      'factors.ncbYears[2].upTo',
      /every band but the last/,
    ],
    [
      'a zero factor',
      (t) => (t.factors.licenceType.full_irish = 0),
      'factors.licenceType.full_irish',
      /more than 0/,
    ],
    [
      'a text factor',
      (t) => (t.factors.usage.commuting = '1.0'),
      'factors.usage.commuting',
      /must be a number/,
    ],
    [
      'fewer points dearer',
      (t) => (t.factors.penaltyPoints[2].factor = 1.05),
      'factors.penaltyPoints[2].factor',
      /more penalty points never cost less/,
    ],
    [
      'more no-claims years dearer',
      (t) => (t.factors.ncbYears[5].factor = 0.6),
      'factors.ncbYears[5].factor',
      /no-claims years never cost more/,
    ],
    [
      'a higher excess dearer',
      (t) => (t.factors.voluntaryExcessCents['50000'] = 0.97),
      'factors.voluntaryExcessCents["50000"]',
      /higher excess never costs more/,
    ],
    [
      'an excess that is not in cents',
      (t) => (t.factors.voluntaryExcessCents['250.5'] = 0.9),
      'factors.voluntaryExcessCents["250.5"]',
      /whole amounts in cents/,
    ],
    [
      'an unpriced rating area',
      (t) => delete t.factors.area['Dublin City'],
      'factors.area["Dublin City"]',
      /is required/,
    ],
    [
      'a misspelt field',
      (t) => (t.factors.ncbYear = t.factors.ncbYears),
      'factors.ncbYear',
      /not a known field/,
    ],
    [
      'a riskiest driver weighing less',
      (t) => (t.factors.additionalDrivers.weightsByRisk = [0.2, 0.5]),
      'factors.additionalDrivers.weightsByRisk[1]',
      /riskiest weighs most/,
    ],
    [
      'an add-on with two prices',
      (t) => (t.addOns.windscreen.rate = 0.1),
      'addOns.windscreen',
      /exactly one of priceCents or rate/,
    ],
    [
      'an add-on for an unknown cover',
      (t) => (t.addOns.windscreen.coverTypes = ['fully_comp']),
      'addOns.windscreen.coverTypes[0]',
      /must be one of/,
    ],
    [
      'a decline below its referral',
      (t) => (t.underwriting.penaltyPoints.declineFrom = 5),
      'underwriting.penaltyPoints.declineFrom',
      /at least referFrom \(7\)/,
    ],
    [
      'an unhandled conviction',
      (t) => t.underwriting.convictions.decline.pop(),
      'underwriting.convictions',
      /FAILING_TO_PROVIDE_SPECIMEN needs a price/,
    ],
    [
      'a conviction both priced and declined',
      (t) => t.underwriting.convictions.decline.push('SPEEDING'),
      'underwriting.convictions',
      /SPEEDING must be in only one/,
    ],
    [
      'a wrong APR',
      (t) => (t.instalments.aprPercent = 9.9),
      'instalments.aprPercent',
      /APR .* give \(15\.1%\)/,
    ],
    ['a levy over 20%', (t) => (t.governmentLevyRate = 3), 'governmentLevyRate', /at most 0.2/],
    [
      'an unknown performance rule',
      (t) => (t.underwriting.performanceModification = 'ignore'),
      'underwriting.performanceModification',
      /"refer" or "decline"/,
    ],
  ])('catches %s at %s', (_description, breakIt, path, message) => {
    const table = copy();
    breakIt(table);
    expect(validateRatingTable(table)).toContainEqual({ path, message: expect.stringMatching(message) });
  });

  it('reports each problem once, at its own path', () => {
    const table = copy();
    table.factors.age[3].upTo = 19;
    table.instalments.count = 0;
    expect(validateRatingTable(table).map((error) => error.path)).toEqual([
      'factors.age[3].upTo',
      'instalments.count',
    ]);
  });

  it.each([null, [], 'table', 42])('rejects %j as a whole', (input) => {
    expect(validateRatingTable(input)).toEqual([{ path: '', message: 'must be an object' }]);
  });
});

describe('loading tables', () => {
  it('refuses to load a broken table and says where', () => {
    const table = copy();
    table.factors.age[3].upTo = 19;
    expect(() => loadRatingTable(table)).toThrow(/factors\.age\[3\]\.upTo: must be greater/);
  });

  it('picks the newest table in force on a date', () => {
    const older = { ...(v1 as unknown as RatingTable), version: 'old', effectiveFrom: '2024-01-01' };
    const newer = { ...older, version: 'new', effectiveFrom: '2025-03-01' };
    expect(ratingTableFor('2025-02-28', [newer, older])?.version).toBe('old');
    expect(ratingTableFor('2025-03-01', [newer, older])?.version).toBe('new');
    expect(ratingTableFor('2023-12-31', [newer, older])).toBeUndefined();
  });
});
