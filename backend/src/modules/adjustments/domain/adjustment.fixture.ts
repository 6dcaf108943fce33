import { addDays, parseIsoDate } from '#src/common/time/dates';
import { instalmentSchedule, priceQuote } from '../../rating';
import { instalmentPlan } from '../../rating/domain/instalments';
import { BUILT_IN_RATING_TABLES } from '../../rating/domain/tables';
import type { RatingArea } from '../../reference-data';
import { endDateOf } from '../../quotes/policies.service';
import { completeAnswers } from '../../quotes/quote-journey.fixture';
import { toRisk } from '../../quotes/domain/to-risk';
import type { CompleteAnswers } from '../../quotes';
import type { LivePolicy } from './price-adjustment';
import type { NamedDriverAnswers } from './policy-change';

export const TABLE = BUILT_IN_RATING_TABLES[0];
export const TERMS = { table: TABLE };

/** The date `years` before `date`, on the same day of the year (29 February falls back to the 28th). */
export function yearsBefore(date: string, years: number): string {
  const parsed = parseIsoDate(date)!;
  const shifted = new Date(Date.UTC(parsed.year - years, parsed.month - 1, parsed.day));
  if (shifted.getUTCMonth() !== parsed.month - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

/** The quote journey's answers, bought to start on `startDate` (quoted a week before). */
export function answersStarting(startDate: string): CompleteAnswers {
  const answers = completeAnswers(addDays(new Date(`${startDate}T12:00:00Z`), -7));
  answers.cover.startDate = startDate;
  return answers;
}

/** The price the policy was sold at: the quote's own pricing on the day it was bought. */
export function soldPrice(answers: CompleteAnswers) {
  const result = priceQuote(toRisk(answers), TABLE, new Date(`${answers.cover.startDate}T09:00:00Z`));
  if (result.outcome !== 'quoted') throw new Error(`Fixture not quotable: ${JSON.stringify(result)}`);
  return result;
}

export function livePolicy(
  answers: CompleteAnswers,
  payment: { monthly: boolean; instalmentsPaid?: number } = { monthly: false },
): LivePolicy {
  const { startDate } = answers.cover;
  const policy = { answers, tableVersion: TABLE.version, startDate, endDate: endDateOf(startDate) };
  if (!payment.monthly) return { ...policy, payment: { option: 'annual' } };
  const plan = instalmentPlan(soldPrice(answers).breakdown.totalCents, TABLE.instalments);
  return {
    ...policy,
    payment: {
      option: 'monthly',
      instalments: instalmentSchedule(startDate, plan),
      instalmentsPaid: payment.instalmentsPaid ?? 0,
    },
  };
}

export function namedDriver(
  startDate: string,
  overrides: Partial<NamedDriverAnswers> = {},
): NamedDriverAnswers {
  return {
    firstName: 'Seán',
    lastName: 'Byrne',
    dateOfBirth: yearsBefore(startDate, 40),
    relationship: 'spouse_or_partner',
    licenceType: 'full_irish',
    licenceYears: 15,
    driverNumber: '987654321',
    penaltyPoints: 0,
    claims: [],
    convictions: [],
    ...overrides,
  };
}

export function carWith(answers: CompleteAnswers, vehicleGroup: number, valueCents: number) {
  return {
    ...structuredClone(answers.your_car),
    registration: '241-D-99999',
    vehicle: { ...answers.your_car.vehicle, vehicleGroup },
    valueCents,
  };
}

export function addressIn(answers: CompleteAnswers, area: RatingArea) {
  return { ...answers.your_details.address, id: `moved-${area}`, line1: '1 New Street', area };
}

/** A learner proposer, accompanied (as the rules require) by a named driver with a full licence. */
export function learnerAnswers(startDate: string): CompleteAnswers {
  const answers = answersStarting(startDate);
  answers.your_details.dateOfBirth = yearsBefore(startDate, 26);
  Object.assign(answers.your_driving_history, {
    licenceType: 'learner_permit',
    licenceYears: 0,
    ncbYears: 0,
  });
  answers.additional_drivers.drivers.push(namedDriver(startDate, { relationship: 'parent' }));
  return answers;
}
