import { parseIsoDate } from '#src/common/time/dates';
import { MAX_NAMED_DRIVERS, type IsoDate, type Reason } from '../../rating';
import type { CompleteAnswers, YourCarAnswers } from '../../quotes';
import type { AddressCandidate } from '../../reference-data';

export type NamedDriverAnswers = CompleteAnswers['additional_drivers']['drivers'][number];

/**
 * The changes a policyholder can price online. Each one is applied to the policy's answers, which are
 * then rated exactly as the quote was, so a change can never be priced by rules of its own.
 */
export type PolicyChange = PassedTest | ChangeOfCar | AddNamedDriver | RemoveNamedDriver | ChangeOfAddress;

/** A learner passed the driving test: the licence is full, and the novice period runs from the test date. */
export interface PassedTest {
  type: 'passed_test';
  testDate: IsoDate;
  /** Field 4d of the new licence. */
  driverNumber: string;
  /** A named driver's position; the proposer when left out. */
  driverIndex?: number;
}

export interface ChangeOfCar {
  type: 'change_car';
  car: YourCarAnswers;
}

export interface AddNamedDriver {
  type: 'add_driver';
  driver: NamedDriverAnswers;
}

export interface RemoveNamedDriver {
  type: 'remove_driver';
  driverIndex: number;
}

export interface ChangeOfAddress {
  type: 'change_address';
  address: AddressCandidate;
}

/** Learner and novice drivers keep the lower penalty-point limit for two years after the test. */
const NOVICE_YEARS = 2;

export interface NovicePeriod {
  from: IsoDate;
  /** The last day as a novice: the day before the second anniversary of the test. */
  until: IsoDate;
}

export type AppliedChange =
  { ok: true; answers: CompleteAnswers; novicePeriod?: NovicePeriod } | { ok: false; reasons: Reason[] };

/** The answers after the change, on a copy; or why the change does not make sense for this policy. */
export function applyChange(
  answers: CompleteAnswers,
  change: PolicyChange,
  effectiveDate: IsoDate,
): AppliedChange {
  const after = structuredClone(answers);
  switch (change.type) {
    case 'passed_test':
      return passTest(after, change, effectiveDate);
    case 'change_car':
      after.your_car = structuredClone(change.car);
      return { ok: true, answers: after };
    case 'add_driver':
      if (after.additional_drivers.drivers.length >= MAX_NAMED_DRIVERS) {
        return invalid('TOO_MANY_DRIVERS', `A policy can name at most ${MAX_NAMED_DRIVERS} drivers.`);
      }
      after.additional_drivers.drivers.push(structuredClone(change.driver));
      return { ok: true, answers: after };
    case 'remove_driver':
      if (!after.additional_drivers.drivers[change.driverIndex]) {
        return invalid('NO_SUCH_DRIVER', 'That named driver is not on the policy.');
      }
      after.additional_drivers.drivers.splice(change.driverIndex, 1);
      return { ok: true, answers: after };
    case 'change_address':
      after.your_details.address = structuredClone(change.address);
      return { ok: true, answers: after };
  }
}

function passTest(answers: CompleteAnswers, change: PassedTest, effectiveDate: IsoDate): AppliedChange {
  const driver =
    change.driverIndex === undefined
      ? answers.your_driving_history
      : answers.additional_drivers.drivers[change.driverIndex];
  if (!driver) return invalid('NO_SUCH_DRIVER', 'That named driver is not on the policy.');
  if (driver.licenceType !== 'learner_permit') {
    return invalid('NOT_A_LEARNER', 'This driver already holds a full licence.');
  }
  if (!parseIsoDate(change.testDate) || !(change.testDate <= effectiveDate)) {
    return invalid(
      'TEST_DATE',
      'Please give the date of the test, on or before the day the change takes effect.',
    );
  }
  driver.licenceType = 'full_irish';
  // Completed years with the full licence, counted (like all of the policy's facts) at its start.
  driver.licenceYears = 0;
  driver.driverNumber = change.driverNumber;
  return { ok: true, answers, novicePeriod: novicePeriodFrom(change.testDate) };
}

export function novicePeriodFrom(testDate: IsoDate): NovicePeriod {
  const test = parseIsoDate(testDate);
  if (!test) throw new Error(`Unreadable test date ${testDate}`);
  const until = new Date(Date.UTC(test.year + NOVICE_YEARS, test.month - 1, test.day - 1));
  return { from: testDate, until: until.toISOString().slice(0, 10) };
}

const invalid = (code: string, message: string): AppliedChange => ({
  ok: false,
  reasons: [{ code, message }],
});
