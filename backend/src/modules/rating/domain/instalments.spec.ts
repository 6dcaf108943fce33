import { impliedAprPercent } from './apr';
import { instalmentPlan } from './instalments';

const TERMS = { depositRate: 0.15, count: 9, creditChargeRate: 0.06, aprPercent: 15.1 };

describe('instalmentPlan', () => {
  it.each([52_196, 100_000, 268_357, 35_001, 1])('splits %i cents exactly', (totalCents) => {
    const plan = instalmentPlan(totalCents, TERMS);
    const financed = totalCents - Math.round(totalCents * TERMS.depositRate);
    expect(plan.creditChargeCents).toBe(Math.round(financed * TERMS.creditChargeRate));
    expect(plan.totalPayableCents).toBe(totalCents + plan.creditChargeCents);
    expect(plan.depositCents + plan.instalments * plan.instalmentCents).toBe(plan.totalPayableCents);
    expect(plan.depositCents - Math.round(totalCents * TERMS.depositRate)).toBeLessThan(TERMS.count);
  });

  it('gives the worked example', () => {
    expect(instalmentPlan(100_000, TERMS)).toEqual({
      depositCents: 15_001,
      instalments: 9,
      instalmentCents: 10_011,
      creditChargeCents: 5_100,
      apr: 15.1,
      totalPayableCents: 105_100,
    });
  });
});

describe('impliedAprPercent', () => {
  it.each([
    [0, 9, 0],
    [0.06, 9, 15.1],
    [0.08, 9, 20.5],
    [0.05, 10, 11.3],
  ])('a %d credit charge over %i instalments is %d%% APR', (charge, count, apr) => {
    expect(impliedAprPercent(charge, count)).toBeCloseTo(apr, 1);
  });
});
