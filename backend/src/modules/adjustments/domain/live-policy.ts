import type { FieldErrors } from '#src/common/http/envelope';
import { formatDay } from '#src/common/text/formats';
import { directDebitsOf } from '../../documents';
import type { Instalment, IsoDate, MonthlyPlan, Reason } from '../../rating';
import type { CompleteAnswers } from '../../quotes';
import type { LivePolicy } from './price-adjustment';
import type { PolicyChange } from './policy-change';

/** What of a stored policy the engine reads (a PolicyView has these fields). */
export interface StoredPolicyFacts {
  startDate: IsoDate;
  endDate: IsoDate;
  paymentOption: 'annual' | 'monthly';
  premium: { tableVersion: string; monthly?: MonthlyPlan; schedule?: Instalment[] };
  lastChangeDate?: IsoDate;
}

/**
 * The policy as the engine takes it. A Direct Debit due before today counts as collected: the ones left
 * carry a monthly payer's change.
 */
export function livePolicyOf(
  policy: StoredPolicyFacts,
  answers: CompleteAnswers,
  today: IsoDate,
): LivePolicy {
  const { startDate, endDate, lastChangeDate } = policy;
  const base = {
    answers,
    tableVersion: policy.premium.tableVersion,
    startDate,
    endDate,
    ...(lastChangeDate ? { lastChangeDate } : {}),
  };
  if (policy.paymentOption !== 'monthly' || !policy.premium.monthly) {
    return { ...base, payment: { option: 'annual' } };
  }
  const instalments = directDebitsOf(policy);
  const instalmentsPaid = instalments.filter((instalment) => instalment.dueDate < today).length;
  return { ...base, payment: { option: 'monthly', instalments, instalmentsPaid } };
}

/**
 * The day a change bought online takes effect unless the policyholder names a later one: today, or the
 * first day of cover if it has not started, and never before the last change.
 */
export function earliestEffectiveDate(policy: StoredPolicyFacts, today: IsoDate): IsoDate {
  return [today, policy.startDate, policy.lastChangeDate ?? ''].reduce((a, b) => (a > b ? a : b));
}

/** One line that says what the change is, for the policyholder's screen, the email and staff. */
export function describeChange(change: PolicyChange, answers: CompleteAnswers): string {
  switch (change.type) {
    case 'passed_test': {
      const driver =
        change.driverIndex === undefined ? undefined : answers.additional_drivers.drivers[change.driverIndex];
      const who = driver ? `${driver.firstName} ${driver.lastName}` : answers.your_details.firstName;
      return `${who} passed the driving test on ${formatDay(change.testDate)}: now a full Irish licence holder`;
    }
    case 'change_car':
      return `A new car: ${change.car.vehicle.make} ${change.car.vehicle.model}${change.car.registration ? ` (${change.car.registration})` : ''}`;
    case 'add_driver':
      return `A new named driver: ${change.driver.firstName} ${change.driver.lastName}`;
    case 'remove_driver': {
      const driver = answers.additional_drivers.drivers[change.driverIndex];
      return `Named driver removed: ${driver ? `${driver.firstName} ${driver.lastName}` : 'unknown'}`;
    }
    case 'change_address':
      return `A new address: ${change.address.line1}, ${change.address.town}`;
  }
}

/** The request's field each of the engine's refusals is about; the rest concern the request as a whole. */
const REASON_FIELDS: Record<string, (change: PolicyChange) => string> = {
  TEST_DATE: () => 'passedTest.testDate',
  NO_SUCH_DRIVER: (change) =>
    change.type === 'remove_driver' ? 'removeDriver.driverIndex' : 'passedTest.driverIndex',
  EFFECTIVE_DATE: () => 'effectiveDate',
};

export function reasonErrors(reasons: Reason[], change: PolicyChange): FieldErrors {
  const errors: FieldErrors = {};
  for (const reason of reasons) {
    (errors[REASON_FIELDS[reason.code]?.(change) ?? '_'] ??= []).push(reason.message);
  }
  return errors;
}
