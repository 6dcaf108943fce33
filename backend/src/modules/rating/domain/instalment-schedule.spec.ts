import { instalmentPlan } from './instalments';
import { addMonths, instalmentSchedule } from './instalment-schedule';

describe('instalment schedule', () => {
  it('adds months, keeping the day or taking the shorter month’s last day', () => {
    expect(addMonths('2026-03-15', 1)).toBe('2026-04-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-01', 12)).toBe('2027-12-01');
    expect(() => addMonths('2026-02-30', 1)).toThrow(/Not a date/);
  });

  it('gives nine monthly debits from a month after the start, which with the deposit pay the total', () => {
    const plan = instalmentPlan(100_000, {
      depositRate: 0.15,
      count: 9,
      creditChargeRate: 0.06,
      aprPercent: 15.1,
    });
    const schedule = instalmentSchedule('2026-05-31', plan);
    expect(schedule.map((i) => i.dueDate)).toEqual([
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
    ]);
    expect(new Set(schedule.map((i) => i.amountCents))).toEqual(new Set([10_011]));
    expect(plan.depositCents + schedule.reduce((sum, i) => sum + i.amountCents, 0)).toBe(
      plan.totalPayableCents,
    );
  });
});
