import { instalmentSchedule } from '../../rating';
import { settleAtOnce, settleMonthly } from './instalments';

const schedule = instalmentSchedule('2027-06-01', { instalments: 9, instalmentCents: 10_000 });
const total = (instalments: { amountCents: number }[] = []): number =>
  instalments.reduce((sum, instalment) => sum + instalment.amountCents, 0);

describe('settleAtOnce', () => {
  it('takes a payment or records a refund', () => {
    expect(settleAtOnce(1_234)).toEqual({ payNowCents: 1_234, refundCents: 0 });
    expect(settleAtOnce(-1_234)).toEqual({ payNowCents: 0, refundCents: 1_234 });
  });
});

describe('settleMonthly', () => {
  it('shares an additional premium over the unpaid instalments, the first taking the odd cents', () => {
    const settled = settleMonthly(1_001, { instalments: schedule, instalmentsPaid: 4 });
    expect(settled.payNowCents).toBe(0);
    expect(settled.refundCents).toBe(0);
    expect(settled.instalments?.slice(0, 4)).toEqual(schedule.slice(0, 4));
    expect(settled.instalments?.slice(4).map((i) => i.amountCents)).toEqual([
      10_201, 10_200, 10_200, 10_200, 10_200,
    ]);
    expect(settled.instalments?.map((i) => i.dueDate)).toEqual(schedule.map((i) => i.dueDate));
  });

  it('lowers the unpaid instalments for a refund', () => {
    const settled = settleMonthly(-5_000, { instalments: schedule, instalmentsPaid: 4 });
    expect(total(settled.instalments?.slice(4))).toBe(45_000);
    expect(settled.refundCents).toBe(0);
  });

  it('refunds what the unpaid instalments cannot absorb', () => {
    const settled = settleMonthly(-25_000, { instalments: schedule, instalmentsPaid: 7 });
    expect(settled.instalments?.slice(7).map((i) => i.amountCents)).toEqual([0, 0]);
    expect(settled.refundCents).toBe(5_000);
  });

  it('settles at once when every instalment has been collected', () => {
    expect(settleMonthly(700, { instalments: schedule, instalmentsPaid: 9 })).toEqual({
      payNowCents: 700,
      refundCents: 0,
      instalments: schedule,
    });
  });
});
