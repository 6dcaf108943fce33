import { sampleRisks } from '../data/sample-risks';
import { QuoteResult, QuotedResult, priceQuote } from './evaluate';
import { Risk } from './risk';
import { BUILT_IN_RATING_TABLES } from './tables';

const NOW = new Date('2025-06-15T10:00:00Z');
const TABLE = BUILT_IN_RATING_TABLES[0];
const FACTOR_ORDER = [
  'AGE',
  'LICENCE_TYPE',
  'LICENCE_YEARS',
  'OCCUPATION',
  'PENALTY_POINTS',
  'CLAIMS',
  'CONVICTIONS',
  'VEHICLE_GROUP',
  'VEHICLE_VALUE',
  'VEHICLE_AGE',
  'MODIFICATIONS',
  'AREA',
  'USAGE',
  'MILEAGE',
  'OVERNIGHT',
  'ADDITIONAL_DRIVERS',
  'NO_CLAIMS_BONUS',
  'VOLUNTARY_EXCESS',
  'MINIMUM_PREMIUM',
  'ADD_ON_BREAKDOWN_ASSISTANCE',
  'ADD_ON_WINDSCREEN',
  'ADD_ON_PROTECTED_NCB',
];

function quoted(result: QuoteResult): QuotedResult {
  if (result.outcome !== 'quoted') throw new Error(`Expected a quote, got ${JSON.stringify(result)}`);
  return result;
}

const quote = (risk: Risk): QuotedResult => quoted(priceQuote(risk, TABLE, NOW));

describe('priceQuote', () => {
  it.each([
    ['experiencedRural', 50_000, 70_000],
    ['learnerWithParent', 150_000, 300_000],
    ['youngDublinCommuter', 120_000, 250_000],
    ['retiredCouple', 35_000, 60_000],
  ] as const)('prices %s realistically (between %i and %i cents)', (name, low, high) => {
    const { totalCents } = quote(sampleRisks(NOW)[name]).breakdown;
    expect(totalCents).toBeGreaterThanOrEqual(low);
    expect(totalCents).toBeLessThanOrEqual(high);
  });

  it('explains every cent with lines in the documented order', () => {
    for (const risk of Object.values(sampleRisks(NOW))) {
      const { breakdown } = quote(risk);
      const codes = breakdown.lines.map((line) => line.code);
      const positions = codes.map((code) => FACTOR_ORDER.indexOf(code));
      expect(positions).not.toContain(-1);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      const sum = breakdown.lines.reduce((total, line) => total + line.amountCents, 0);
      expect(breakdown.subtotalCents).toBe(breakdown.basePremiumCents + sum);
      expect(breakdown.levyCents).toBe(Math.round(breakdown.subtotalCents * 0.03));
      expect(breakdown.totalCents).toBe(breakdown.subtotalCents + breakdown.levyCents);
      for (const line of breakdown.lines) {
        expect(Number.isInteger(line.amountCents)).toBe(true);
        expect(line.kind).toBe(
          line.code.startsWith('ADD_ON_') ? 'addon' : line.amountCents > 0 ? 'loading' : 'discount',
        );
      }
    }
  });

  it("names each line in a driver's words, never by the table's internal class or group", () => {
    const labels = Object.values(sampleRisks(NOW)).flatMap((risk) =>
      quote(risk).breakdown.lines.map((line) => line.label),
    );
    expect(labels.filter((label) => /\b(class|group)\b/i.test(label))).toEqual([]);
  });

  it('states the cover terms of the quote', () => {
    const result = quote(sampleRisks(NOW).experiencedRural);
    expect(result).toMatchObject({
      excessCents: 30_000,
      validUntil: '2025-07-15T10:00:00.000Z',
      underwriter: 'Emerald Insurance DAC',
      tableVersion: TABLE.version,
    });
  });

  it('adds the young or learner excess and the voluntary excess', () => {
    const learner = sampleRisks(NOW).learnerWithParent;
    learner.cover.voluntaryExcessCents = 25_000;
    expect(quote(learner).excessCents).toBe(30_000 + 20_000 + 25_000);
  });

  it('prices add-ons as fixed amounts or a share of the premium', () => {
    const risk = sampleRisks(NOW).retiredCouple;
    const { lines } = quote(risk).breakdown;
    const windscreen = lines.find((line) => line.code === 'ADD_ON_WINDSCREEN');
    const protectedNcb = lines.find((line) => line.code === 'ADD_ON_PROTECTED_NCB');
    expect(windscreen?.amountCents).toBe(2_500);
    const premium = quote({ ...risk, cover: { ...risk.cover, addOns: [] } }).breakdown.subtotalCents;
    expect(protectedNcb?.amountCents).toBe(Math.round(premium * 0.1));
  });

  it('never charges less than the minimum premium', () => {
    const risk = sampleRisks(NOW).retiredCouple;
    risk.cover = { type: 'third_party_only', voluntaryExcessCents: 100_000, addOns: [] };
    risk.vehicle = {
      group: 1,
      valueCents: 300_000,
      year: 2016,
      modified: { performance: false, cosmetic: false },
    };
    risk.area = 'Rural';
    risk.annualMileageKm = 3_000;
    risk.additionalDrivers = [];
    const { breakdown } = quote(risk);
    expect(breakdown.lines.map((line) => line.code)).toContain('MINIMUM_PREMIUM');
    expect(breakdown.subtotalCents).toBe(TABLE.minimumPremiumCents);
  });

  it('charges more for a riskier additional driver, but never less for a safe one', () => {
    const risk = sampleRisks(NOW).experiencedRural;
    const alone = quote(risk).breakdown.totalCents;
    const partner = { ...sampleRisks(NOW).retiredCouple.additionalDrivers[0] };
    const withPartner = quote({ ...risk, additionalDrivers: [partner] }).breakdown.totalCents;
    const teenager = {
      ...partner,
      dateOfBirth: '2007-01-01',
      licenceType: 'learner_permit' as const,
      licenceYears: 0,
    };
    const withTeenager = quote({ ...risk, additionalDrivers: [partner, teenager] }).breakdown.totalCents;
    expect(withPartner).toBeGreaterThanOrEqual(alone);
    expect(withTeenager).toBeGreaterThan(withPartner * 1.5);
  });

  it('ignores a gender field sent by an old client', () => {
    const risk = sampleRisks(NOW).youngDublinCommuter;
    const withGender = { ...risk, gender: 'F', proposer: { ...risk.proposer, gender: 'F' } } as Risk;
    expect(priceQuote(withGender, TABLE, NOW)).toEqual(priceQuote(risk, TABLE, NOW));
  });

  it('reuses the compiled table and gives identical answers on repeat', () => {
    const risk = sampleRisks(NOW).learnerWithParent;
    expect(priceQuote(risk, TABLE, NOW)).toEqual(priceQuote(risk, TABLE, NOW));
    const edited = { ...TABLE, basePremiumCents: { ...TABLE.basePremiumCents, comprehensive: 150_000 } };
    expect(quote(risk).breakdown.basePremiumCents).toBe(140_000);
    expect(quoted(priceQuote(risk, edited, NOW)).breakdown.basePremiumCents).toBe(150_000);
  });
});
