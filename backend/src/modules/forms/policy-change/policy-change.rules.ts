import type { FieldErrors } from '#src/common/http/envelope';
import {
  CalendarDate,
  daysBetween,
  dublinDate,
  parseIsoDate,
  wholeYearsBetween,
} from '#src/common/time/dates';
import { parseRegistration } from '../../reference-data';
import { LICENCE_TYPE_LABELS, RELATIONSHIP_LABELS } from '../../rating';

/** SPEC section 1, word for word. */
export const POLICY_CHANGE_TYPES = [
  'Permanent change of car',
  'Temporary change of car',
  'Permanent additional driver',
  'Temporary additional driver',
  'Change of address',
  'Direct Debit Query',
  'Other',
] as const;
export type PolicyChangeType = (typeof POLICY_CHANGE_TYPES)[number];

// The quote's own words for licences and relationships (rating/domain/labels.ts), so a driver reads
// the same choices in both forms and staff see them the same way.
export const LICENCE_TYPES = Object.values(LICENCE_TYPE_LABELS);

export const DRIVER_RELATIONSHIPS = [...Object.values(RELATIONSHIP_LABELS), 'Other'];

/** The youngest age at which a person may hold a learner permit for a car. */
const MIN_DRIVER_AGE = 17;

export interface PolicyChangeDetails {
  /** When the change starts; a query (Direct Debit, Other) changes nothing and has none. */
  effectiveDate?: string;
  endDate?: string;
  newCarRegistration?: string;
  newCarMake?: string;
  newCarModel?: string;
  driverName?: string;
  driverDateOfBirth?: string;
  driverLicenceType?: string;
  driverLicenceYears?: number;
  driverRelationship?: string;
  newAddressLine1?: string;
  newAddressLine2?: string;
  newAddressLine3?: string;
  newEircode?: string;
  message?: string;
}
export type PolicyChangeDetail = keyof PolicyChangeDetails;

export interface PolicyChangeInput extends PolicyChangeDetails {
  requestType: PolicyChangeType;
}

const CAR: PolicyChangeDetail[] = ['newCarRegistration', 'newCarMake', 'newCarModel'];
const DRIVER: PolicyChangeDetail[] = [
  'driverName',
  'driverDateOfBirth',
  'driverLicenceType',
  'driverLicenceYears',
  'driverRelationship',
];

/** Every detail field, so a request's own fields (name, policy number…) are told apart from details. */
const DETAIL_FIELDS: Record<PolicyChangeDetail, true> = {
  effectiveDate: true,
  endDate: true,
  newCarRegistration: true,
  newCarMake: true,
  newCarModel: true,
  driverName: true,
  driverDateOfBirth: true,
  driverLicenceType: true,
  driverLicenceYears: true,
  driverRelationship: true,
  newAddressLine1: true,
  newAddressLine2: true,
  newAddressLine3: true,
  newEircode: true,
  message: true,
};

/** The details each type of request needs, beyond the policy and the sender. */
export const REQUIRED_DETAILS: Record<PolicyChangeType, readonly PolicyChangeDetail[]> = {
  'Permanent change of car': ['effectiveDate', ...CAR],
  'Temporary change of car': ['effectiveDate', ...CAR, 'endDate'],
  'Permanent additional driver': ['effectiveDate', ...DRIVER],
  'Temporary additional driver': ['effectiveDate', ...DRIVER, 'endDate'],
  'Change of address': ['effectiveDate', 'newAddressLine1', 'newEircode'],
  'Direct Debit Query': ['message'],
  Other: ['message'],
};

/** Details a type may carry without needing them; a message may come with any request. */
const OPTIONAL_DETAILS: Partial<Record<PolicyChangeType, readonly PolicyChangeDetail[]>> = {
  'Change of address': ['newAddressLine2', 'newAddressLine3'],
};

/** For the DTO: whether the form's request type needs this detail. */
export function neededFor(detail: PolicyChangeDetail) {
  return (form: Record<string, unknown>): boolean =>
    REQUIRED_DETAILS[form.requestType as PolicyChangeType]?.includes(detail) ?? false;
}

function keptDetails(type: PolicyChangeType): Set<PolicyChangeDetail> {
  return new Set([...REQUIRED_DETAILS[type], ...(OPTIONAL_DETAILS[type] ?? []), 'message']);
}

const date = (text: string | undefined): CalendarDate | undefined => parseIsoDate(text);

/**
 * The rules that need today's date, in Irish time: the change starts today or later, a temporary
 * change ends on or after it starts, a new car's registration is not from the future, an additional
 * driver is old enough. Answers the problems, or the request as stored: only the details its type
 * uses (a form that switched type may still send the others), registrations in standard form.
 */
export function checkPolicyChange<T extends PolicyChangeInput>(
  input: T,
  now: Date,
): { problems: FieldErrors; request: T } {
  const problems: FieldErrors = {};
  const today = dublinDate(now);
  const kept = keptDetails(input.requestType);
  const request = Object.fromEntries(
    Object.entries(input).filter(
      ([field]) => !(field in DETAIL_FIELDS) || kept.has(field as PolicyChangeDetail),
    ),
  ) as T;

  const effective = kept.has('effectiveDate') ? date(input.effectiveDate) : undefined;
  if (effective && daysBetween(today, effective) < 0)
    problems.effectiveDate = ['The date cannot be in the past'];

  const end = kept.has('endDate') ? date(input.endDate) : undefined;
  if (effective && end && daysBetween(effective, end) < 0) {
    problems.endDate = ['The end date cannot be before the effective date'];
  }

  if (kept.has('newCarRegistration') && input.newCarRegistration) {
    const registration = parseRegistration(input.newCarRegistration, now);
    if (registration.ok) request.newCarRegistration = registration.registration;
    else problems.newCarRegistration = [registration.reason];
  }

  const born = kept.has('driverDateOfBirth') ? date(input.driverDateOfBirth) : undefined;
  if (born && daysBetween(born, today) < 0) {
    problems.driverDateOfBirth = ['The date of birth cannot be in the future'];
  } else if (born && wholeYearsBetween(born, effective ?? today) < MIN_DRIVER_AGE) {
    problems.driverDateOfBirth = [`The driver must be at least ${MIN_DRIVER_AGE} years old`];
  }
  return { problems, request };
}
