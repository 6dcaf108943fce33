import { answersStarting, learnerAnswers, livePolicy, TABLE } from './adjustment.fixture';
import { describeChange, earliestEffectiveDate, livePolicyOf, reasonErrors } from './live-policy';

const stored = (overrides = {}) => ({
  startDate: '2027-03-01',
  endDate: '2028-02-29',
  paymentOption: 'annual' as const,
  premium: { tableVersion: TABLE.version },
  ...overrides,
});

const PASSED = { type: 'passed_test', testDate: '2027-05-14', driverNumber: '1' } as const;

describe('the policy as the engine takes it', () => {
  it('counts the Direct Debits due before today as collected, and takes a recomputed schedule over the plan', () => {
    const answers = answersStarting('2027-03-01');
    const { payment } = livePolicy(answers, { monthly: true });
    if (payment.option !== 'monthly') throw new Error('monthly expected');
    const monthly = {
      depositCents: 1,
      instalments: 9,
      instalmentCents: 100,
      creditChargeCents: 0,
      apr: 0,
      totalPayableCents: 901,
    };
    const planned = livePolicyOf(
      stored({ paymentOption: 'monthly', premium: { tableVersion: TABLE.version, monthly } }),
      answers,
      '2027-05-01',
    );
    expect(planned.payment).toMatchObject({ option: 'monthly', instalmentsPaid: 1 });
    const schedule = payment.instalments;
    const recomputed = livePolicyOf(
      stored({ paymentOption: 'monthly', premium: { tableVersion: TABLE.version, monthly, schedule } }),
      answers,
      '2027-05-02',
    );
    expect(recomputed.payment).toEqual({ option: 'monthly', instalments: schedule, instalmentsPaid: 2 });
  });

  it('pays an annual payer at once, and carries the last change date', () => {
    const policy = livePolicyOf(
      stored({ lastChangeDate: '2027-04-01' }),
      answersStarting('2027-03-01'),
      '2027-04-02',
    );
    expect(policy).toMatchObject({
      payment: { option: 'annual' },
      lastChangeDate: '2027-04-01',
      tableVersion: TABLE.version,
    });
  });

  it('takes effect from today, the first day of cover or the last change, whichever is latest', () => {
    expect(earliestEffectiveDate(stored(), '2027-02-20')).toBe('2027-03-01');
    expect(earliestEffectiveDate(stored(), '2027-06-20')).toBe('2027-06-20');
    expect(earliestEffectiveDate(stored({ lastChangeDate: '2027-07-01' }), '2027-06-20')).toBe('2027-07-01');
  });

  it('names who passed the test, the policyholder or a named driver', () => {
    const answers = learnerAnswers('2027-03-01');
    expect(describeChange({ type: 'passed_test', testDate: '2027-05-14', driverNumber: '1' }, answers)).toBe(
      'Aoife passed the driving test on 14 May 2027: now a full Irish licence holder',
    );
    expect(
      describeChange(
        { type: 'passed_test', testDate: '2027-05-14', driverNumber: '1', driverIndex: 0 },
        answers,
      ),
    ).toMatch(/^Seán Byrne passed/);
  });

  it("puts each refusal on the request's field, the rest on the request", () => {
    expect(
      reasonErrors(
        [
          { code: 'TEST_DATE', message: 'a' },
          { code: 'NOT_A_LEARNER', message: 'b' },
          { code: 'EFFECTIVE_DATE', message: 'c' },
        ],
        PASSED,
      ),
    ).toEqual({ 'passedTest.testDate': ['a'], _: ['b'], effectiveDate: ['c'] });
  });

  it('puts a driver not on the policy on the index the request named', () => {
    const missing = [{ code: 'NO_SUCH_DRIVER', message: 'gone' }];
    expect(reasonErrors(missing, { type: 'remove_driver', driverIndex: 3 })).toEqual({
      'removeDriver.driverIndex': ['gone'],
    });
    expect(reasonErrors(missing, PASSED)).toEqual({ 'passedTest.driverIndex': ['gone'] });
  });
});
