import { priceQuote } from '../../rating/domain/evaluate';
import { BUILT_IN_RATING_TABLES } from '../../rating/domain/tables';
import { getAddress } from '../../reference-data/domain/address-lookup';
import type { CompleteAnswers } from '../quote.views';
import { planDemoQuotes, seededRandom } from './demo-quotes';
import { missingPages } from './pages';
import { toRisk } from './to-risk';

const NOW = new Date('2026-02-10T12:00:00Z');
const YEAR_MS = 365 * 86_400_000;
const plans = planDemoQuotes(360, NOW, seededRandom(2025));

describe('planDemoQuotes', () => {
  it('is the same year of quotes every time', () => {
    expect(planDemoQuotes(360, NOW, seededRandom(2025))).toEqual(plans);
    expect(planDemoQuotes(360, NOW, seededRandom(7))).not.toEqual(plans);
  });

  it('spreads quotes over the last twelve months', () => {
    const months = new Set(plans.map((plan) => plan.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    for (const { createdAt } of plans) {
      expect(createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - createdAt.getTime()).toBeLessThan(YEAR_MS);
    }
  });

  it('builds answers the live journey could have stored', () => {
    for (const { answers } of plans) {
      expect(getAddress(answers.your_details.addressId)).toEqual(answers.your_details.address);
      expect(answers.your_details.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.ie$/);
      expect(answers.your_details.phone).toMatch(/^\+3538\d{8}$/);
    }
  });

  it('leaves abandoned quotes unfinished and the rest complete', () => {
    for (const plan of plans) expect(missingPages(plan.answers).length > 0).toBe(plan.abandoned);
    const abandoned = plans.filter((plan) => plan.abandoned).length;
    expect(abandoned / plans.length).toBeGreaterThan(0.1);
    expect(abandoned / plans.length).toBeLessThan(0.3);
  });

  it('prices to a believable mix of quoted, declined and referred', () => {
    const [table] = BUILT_IN_RATING_TABLES;
    const outcomes = plans
      .filter((plan) => !plan.abandoned)
      .map((plan) => priceQuote(toRisk(plan.answers as CompleteAnswers), table, plan.createdAt).outcome);
    const share = (outcome: string) => outcomes.filter((o) => o === outcome).length / outcomes.length;
    expect(share('quoted')).toBeGreaterThan(0.6);
    expect(share('declined')).toBeGreaterThan(0.02);
    expect(share('referred')).toBeGreaterThan(0.02);
  });
});
