import { MAX_NAMED_DRIVERS } from '../../rating';
import { addressIn, answersStarting, learnerAnswers, namedDriver } from './adjustment.fixture';
import { applyChange, novicePeriodFrom } from './policy-change';

const START = '2027-06-01';

describe('applyChange', () => {
  it('changes a copy, never the policy’s own answers', () => {
    const answers = answersStarting(START);
    const before = structuredClone(answers);
    const applied = applyChange(answers, { type: 'add_driver', driver: namedDriver(START) }, '2027-07-01');
    expect(applied.ok && applied.answers.additional_drivers.drivers).toHaveLength(1);
    expect(answers).toEqual(before);
  });

  it('names no more drivers than the quote allows', () => {
    const answers = answersStarting(START);
    answers.additional_drivers.drivers = Array.from({ length: MAX_NAMED_DRIVERS }, () => namedDriver(START));
    expect(applyChange(answers, { type: 'add_driver', driver: namedDriver(START) }, START)).toEqual({
      ok: false,
      reasons: [
        { code: 'TOO_MANY_DRIVERS', message: `A policy can name at most ${MAX_NAMED_DRIVERS} drivers.` },
      ],
    });
  });

  it('moves the policyholder to the new address, rating area and all', () => {
    const answers = answersStarting(START);
    const applied = applyChange(
      answers,
      { type: 'change_address', address: addressIn(answers, 'Rural') },
      START,
    );
    expect(applied.ok && applied.answers.your_details.address).toMatchObject({
      area: 'Rural',
      line1: '1 New Street',
    });
  });

  it('makes a named learner’s licence full from the test', () => {
    const answers = learnerAnswers(START);
    answers.additional_drivers.drivers.push(
      namedDriver(START, { licenceType: 'learner_permit', licenceYears: 0, relationship: 'child' }),
    );
    const change = {
      type: 'passed_test',
      testDate: '2027-09-01',
      driverNumber: '444555666',
      driverIndex: 1,
    } as const;
    const applied = applyChange(answers, change, '2027-09-01');
    expect(applied.ok && applied.answers.additional_drivers.drivers[1]).toMatchObject({
      licenceType: 'full_irish',
      licenceYears: 0,
      driverNumber: '444555666',
    });
    expect(applied.ok && applied.answers.your_driving_history.licenceType).toBe('learner_permit');
  });

  it('refuses a test date it cannot read', () => {
    const change = { type: 'passed_test', testDate: '2027-02-30', driverNumber: '1' } as const;
    expect(applyChange(learnerAnswers(START), change, '2027-09-01')).toMatchObject({
      ok: false,
      reasons: [{ code: 'TEST_DATE' }],
    });
  });
});

describe('novicePeriodFrom', () => {
  it('runs two years from the test, to the day before its second anniversary', () => {
    expect(novicePeriodFrom('2027-09-01')).toEqual({ from: '2027-09-01', until: '2029-08-31' });
    expect(novicePeriodFrom('2028-02-29')).toEqual({ from: '2028-02-29', until: '2030-02-28' });
    expect(novicePeriodFrom('2027-03-01')).toEqual({ from: '2027-03-01', until: '2029-02-28' });
  });
});
