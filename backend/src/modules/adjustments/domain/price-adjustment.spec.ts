import {
  TABLE,
  TERMS,
  addressIn,
  answersStarting,
  carWith,
  learnerAnswers,
  livePolicy,
  namedDriver,
  soldPrice,
  yearsBefore,
} from './adjustment.fixture';
import { AdjustmentResult, LivePolicy, PricedAdjustment, priceAdjustment } from './price-adjustment';
import { PolicyChange } from './policy-change';
import { roundCents } from './pro-rata';

/** A policy whose year spans 29 February 2028: 366 days, 2027-06-01 to 2028-05-31. */
const LEAP_START = '2027-06-01';
const LEAP_END = '2028-05-31';

function priced(result: AdjustmentResult): PricedAdjustment {
  if (result.outcome !== 'priced') throw new Error(`Not priced: ${JSON.stringify(result)}`);
  return result;
}

function dearerCar(policy: LivePolicy): PolicyChange {
  return { type: 'change_car', car: carWith(policy.answers, 20, 3_000_000) };
}

describe('priceAdjustment', () => {
  it('rates the unchanged policy at the price it was sold for', () => {
    const policy = livePolicy(answersStarting(LEAP_START));
    const sold = soldPrice(policy.answers).breakdown;
    const result = priced(priceAdjustment(policy, dearerCar(policy), LEAP_START, TERMS));
    expect(result.before).toEqual({
      premiumCents: sold.subtotalCents,
      levyCents: sold.levyCents,
      totalCents: sold.totalCents,
      excessCents: soldPrice(policy.answers).excessCents,
    });
    expect(result.after.premiumCents).toBeGreaterThan(result.before.premiumCents);
  });

  it('moves the whole annual difference for a change on the first day, with the 3% levy on it', () => {
    const policy = livePolicy(answersStarting(LEAP_START));
    const result = priced(priceAdjustment(policy, dearerCar(policy), LEAP_START, TERMS));
    const annualDifference = result.after.premiumCents - result.before.premiumCents;
    expect(result).toMatchObject({ daysLeft: 366, policyDays: 366, premiumCents: annualDifference });
    expect(result.levyCents).toBe(roundCents(annualDifference * 0.03));
    expect(result.totalCents).toBe(result.premiumCents + result.levyCents);
    expect(result.adminFeeCents).toBe(0);
    expect(result.settlement).toEqual({ payNowCents: result.totalCents, refundCents: 0 });
  });

  it('moves one day’s share for a change on the last day', () => {
    const policy = livePolicy(answersStarting('2026-03-10'));
    expect(policy.endDate).toBe('2027-03-09');
    const result = priced(priceAdjustment(policy, dearerCar(policy), '2027-03-09', TERMS));
    const annualDifference = result.after.premiumCents - result.before.premiumCents;
    expect(result).toMatchObject({ daysLeft: 1, policyDays: 365 });
    expect(result.premiumCents).toBe(Math.round(annualDifference / 365));
  });

  it('counts a leap day as a day of cover, over a year of 366 days', () => {
    const policy = livePolicy(answersStarting(LEAP_START));
    expect(policy.endDate).toBe(LEAP_END);
    const result = priced(priceAdjustment(policy, dearerCar(policy), '2028-02-29', TERMS));
    const annualDifference = result.after.premiumCents - result.before.premiumCents;
    // 29 Feb, then March, April and May: 1 + 31 + 30 + 31.
    expect(result).toMatchObject({ daysLeft: 93, policyDays: 366 });
    expect(result.premiumCents).toBe(Math.round((annualDifference * 93) / 366));
  });

  it('refunds a cheaper change, levy included, and charges the brand’s fee either way', () => {
    const answers = answersStarting(LEAP_START);
    answers.additional_drivers.drivers.push(
      namedDriver(LEAP_START, { dateOfBirth: yearsBefore(LEAP_START, 21) }),
    );
    const policy = livePolicy(answers);
    const refund = priced(
      priceAdjustment(policy, { type: 'remove_driver', driverIndex: 0 }, '2027-12-01', {
        ...TERMS,
        adminFeeCents: 2_500,
      }),
    );
    expect(refund.premiumCents).toBeLessThan(0);
    expect(refund.levyCents).toBe(roundCents(refund.premiumCents * TABLE.governmentLevyRate));
    expect(refund.levyCents).toBeLessThan(0);
    expect(refund.adminFeeCents).toBe(2_500);
    expect(refund.totalCents).toBe(refund.premiumCents + refund.levyCents + 2_500);
    expect(refund.settlement).toEqual({ payNowCents: 0, refundCents: -refund.totalCents });
  });

  it('rounds the levy once, half a cent away from zero, so changing back costs exactly the refund', () => {
    const policy = livePolicy(answersStarting(LEAP_START));
    const cheaper = priced(
      priceAdjustment(
        policy,
        { type: 'change_car', car: carWith(policy.answers, 1, 2_000_000) },
        '2027-06-15',
        TERMS,
      ),
    );
    // 587.22 a year down to 467.13: -120.09 × 352 / 366 days = -115.4962…, and 3% of -115.50 is -3.465.
    expect(cheaper).toMatchObject({
      before: { premiumCents: 58_722 },
      after: { premiumCents: 46_713 },
      daysLeft: 352,
      premiumCents: -11_550,
      levyCents: -347,
      totalCents: -11_897,
    });
    const changed: LivePolicy = { ...policy, answers: cheaper.answers, lastChangeDate: '2027-06-15' };
    const back = priced(
      priceAdjustment(changed, { type: 'change_car', car: policy.answers.your_car }, '2027-06-15', TERMS),
    );
    expect(back).toMatchObject({ premiumCents: 11_550, levyCents: 347, totalCents: 11_897 });
  });

  it('prices a second change on the policy as the first left it', () => {
    const start = livePolicy(answersStarting(LEAP_START));
    const first = priced(
      priceAdjustment(start, { type: 'add_driver', driver: namedDriver(LEAP_START) }, '2027-09-15', TERMS),
    );
    const changed: LivePolicy = { ...start, answers: first.answers, lastChangeDate: first.effectiveDate };
    const second = priced(
      priceAdjustment(
        changed,
        { type: 'change_address', address: addressIn(start.answers, 'Dublin City') },
        '2028-01-10',
        TERMS,
      ),
    );
    expect(second.before).toEqual(first.after);
    expect(second.answers.additional_drivers.drivers).toHaveLength(1);
    expect(second.answers.your_details.address.area).toBe('Dublin City');
    expect(second.daysLeft).toBe(143);

    expect(
      priceAdjustment(changed, { type: 'remove_driver', driverIndex: 0 }, '2027-09-14', TERMS),
    ).toMatchObject({ outcome: 'invalid', reasons: [{ code: 'EFFECTIVE_DATE' }] });
  });

  it('carries a monthly payer’s change in the instalments still to come', () => {
    const policy = livePolicy(answersStarting(LEAP_START), { monthly: true, instalmentsPaid: 3 });
    if (policy.payment.option !== 'monthly') throw new Error('monthly fixture');
    const schedule = policy.payment.instalments;
    const result = priced(
      priceAdjustment(policy, dearerCar(policy), '2027-09-20', { ...TERMS, adminFeeCents: 1_000 }),
    );
    const instalments = result.settlement.instalments!;
    const sum = (list: { amountCents: number }[]) => list.reduce((total, i) => total + i.amountCents, 0);
    expect(result.settlement.payNowCents).toBe(0);
    expect(instalments.slice(0, 3)).toEqual(schedule.slice(0, 3));
    expect(sum(instalments.slice(3))).toBe(sum(schedule.slice(3)) + result.totalCents);
    const amounts = instalments.slice(3).map((i) => i.amountCents);
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThan(amounts.length);
    expect(instalments.map((i) => i.dueDate)).toEqual(schedule.map((i) => i.dueDate));
  });

  describe('a learner who passes the test', () => {
    const answers = learnerAnswers(LEAP_START);

    it('holds a full licence from the test date, a novice for two years, for less', () => {
      const policy = livePolicy(answers);
      const change: PolicyChange = { type: 'passed_test', testDate: '2028-02-29', driverNumber: '111222333' };
      const result = priced(priceAdjustment(policy, change, '2028-02-29', TERMS));
      expect(result.answers.your_driving_history).toMatchObject({
        licenceType: 'full_irish',
        licenceYears: 0,
        driverNumber: '111222333',
      });
      expect(result.novicePeriod).toEqual({ from: '2028-02-29', until: '2030-02-28' });
      expect(result.premiumCents).toBeLessThan(0);
      expect(result.after.excessCents).toBeLessThan(result.before.excessCents);
      expect(policy.answers.your_driving_history.licenceType).toBe('learner_permit');
    });

    it('is refused for a full licence holder or a test after the change', () => {
      const policy = livePolicy(answers);
      const named: PolicyChange = {
        type: 'passed_test',
        testDate: '2027-07-01',
        driverNumber: '1',
        driverIndex: 0,
      };
      expect(priceAdjustment(policy, named, '2027-07-01', TERMS)).toMatchObject({
        outcome: 'invalid',
        reasons: [{ code: 'NOT_A_LEARNER' }],
      });
      const later: PolicyChange = { type: 'passed_test', testDate: '2027-07-02', driverNumber: '1' };
      expect(priceAdjustment(policy, later, '2027-07-01', TERMS)).toMatchObject({
        outcome: 'invalid',
        reasons: [{ code: 'TEST_DATE' }],
      });
    });

    it('cannot lose the driver who accompanies them', () => {
      const result = priceAdjustment(
        livePolicy(answers),
        { type: 'remove_driver', driverIndex: 0 },
        '2027-07-01',
        TERMS,
      );
      expect(result).toMatchObject({ outcome: 'declined', reasons: [{ code: 'LEARNER_UNACCOMPANIED' }] });
    });
  });

  describe('changes the underwriting rules do not price', () => {
    const policy = livePolicy(answersStarting(LEAP_START));

    it('declines a driver convicted of drink driving, with the answers for staff', () => {
      const driver = namedDriver(LEAP_START, {
        convictions: [{ code: 'DRINK_DRIVING', date: '2025-03-01' }],
      });
      const result = priceAdjustment(policy, { type: 'add_driver', driver }, '2027-08-01', TERMS);
      expect(result).toMatchObject({ outcome: 'declined', reasons: [{ code: 'CONVICTION' }] });
      expect(result.outcome !== 'invalid' && result.answers.additional_drivers.drivers).toEqual([driver]);
    });

    it('refers a driver with two fault claims and a car over the value limit', () => {
      const claims = [
        { date: '2025-01-10', fault: true },
        { date: '2026-02-10', fault: true },
      ];
      expect(
        priceAdjustment(
          policy,
          { type: 'add_driver', driver: namedDriver(LEAP_START, { claims }) },
          '2027-08-01',
          TERMS,
        ),
      ).toMatchObject({ outcome: 'referred', reasons: [{ code: 'FAULT_CLAIMS' }] });
      const overLimit = carWith(policy.answers, 20, TABLE.underwriting.vehicleValueCents.referAbove + 100);
      expect(
        priceAdjustment(policy, { type: 'change_car', car: overLimit }, '2027-08-01', TERMS),
      ).toMatchObject({
        outcome: 'referred',
        reasons: [{ code: 'VEHICLE_VALUE' }],
      });
    });
  });

  it('leaves a policy our team priced to our team', () => {
    const answers = answersStarting(LEAP_START);
    answers.additional_drivers.drivers.push(namedDriver(LEAP_START, { penaltyPoints: 8 }));
    const result = priceAdjustment(
      livePolicy(answers),
      { type: 'change_address', address: addressIn(answers, 'Rural') },
      '2027-08-01',
      TERMS,
    );
    expect(result).toMatchObject({ outcome: 'referred', reasons: [{ code: 'PRICED_BY_STAFF' }] });
  });

  describe('refuses what cannot apply', () => {
    const policy = livePolicy(answersStarting(LEAP_START));
    const change = dearerCar(policy);

    it.each(['2027-05-31', '2028-06-01', '2028-02-30'])('a change effective %s', (date) => {
      expect(priceAdjustment(policy, change, date, TERMS)).toMatchObject({
        outcome: 'invalid',
        reasons: [{ code: 'EFFECTIVE_DATE' }],
      });
    });

    it('a driver not on the policy', () => {
      expect(
        priceAdjustment(policy, { type: 'remove_driver', driverIndex: 0 }, LEAP_START, TERMS),
      ).toMatchObject({
        outcome: 'invalid',
        reasons: [{ code: 'NO_SUCH_DRIVER' }],
      });
    });

    it('a table other than the one that priced the policy', () => {
      const today = { ...TABLE, version: '2099.1' };
      expect(() => priceAdjustment(policy, change, LEAP_START, { table: today })).toThrow(/2025\.1/);
    });
  });
});
