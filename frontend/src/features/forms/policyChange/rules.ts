import type { PolicyChangeForm } from '#src/api/forms';
import type { BotFields } from '../kit/PublicForm';

export type PolicyChangeType = PolicyChangeForm['requestType'];
type LicenceType = NonNullable<PolicyChangeForm['driverLicenceType']>;
type Relationship = NonNullable<PolicyChangeForm['driverRelationship']>;

/** The details a request needs beyond the policy and the sender, in groups of fields. */
export type DetailGroup = 'when' | 'car' | 'driver' | 'address' | 'endDate';

/**
 * Per request type (SPEC §1's seven, in its order), the details the API requires (its REQUIRED_DETAILS).
 * A Record, so a type added to the API fails the type check here until it is given its details.
 */
export const DETAILS: Record<PolicyChangeType, readonly DetailGroup[]> = {
  'Permanent change of car': ['when', 'car'],
  'Temporary change of car': ['when', 'car', 'endDate'],
  'Permanent additional driver': ['when', 'driver'],
  'Temporary additional driver': ['when', 'driver', 'endDate'],
  'Change of address': ['when', 'address'],
  // A query changes nothing, so it has no date to take effect.
  'Direct Debit Query': [],
  Other: [],
};

export const POLICY_CHANGE_TYPES = Object.keys(DETAILS) as PolicyChangeType[];

/** Where a policyholder prices the common changes and confirms them at once (issue 42). */
export const MY_POLICY_PATH = '/my-policy';

/** The types /my-policy prices and settles itself; temporary changes and queries stay with staff. */
const SELF_SERVICE: readonly PolicyChangeType[] = [
  'Permanent change of car',
  'Permanent additional driver',
  'Change of address',
];
export const isSelfService = (type: PolicyChangeType | undefined) =>
  type !== undefined && SELF_SERVICE.includes(type);

/** Types whose whole request is the message; for the rest it is optional. */
const MESSAGE_IS_THE_REQUEST: readonly PolicyChangeType[] = ['Direct Debit Query', 'Other'];
export const needsMessage = (type: PolicyChangeType) => MESSAGE_IS_THE_REQUEST.includes(type);

// The quote's own words (the server's one glossary of option labels); the API's types hold these to it.
export const LICENCE_TYPES = [
  'Full Irish licence',
  'Full EU licence',
  'Full UK licence',
  'Other full licence',
  'Learner permit',
] as const satisfies readonly LicenceType[];

export const RELATIONSHIPS = [
  'Spouse or partner',
  'Parent',
  'Son or daughter',
  'Brother or sister',
  'Other relative',
  'Friend',
  'Colleague',
  'Other',
] as const satisfies readonly Relationship[];

/** The form's values: as typed, so the licence years are text until sent. */
export type PolicyChangeValues = Partial<Omit<PolicyChangeForm, 'driverLicenceYears'>> & {
  driverLicenceYears?: string;
};

const GROUP_FIELDS: Record<DetailGroup, readonly (keyof PolicyChangeValues)[]> = {
  when: ['effectiveDate'],
  car: ['newCarRegistration', 'newCarMake', 'newCarModel'],
  driver: [
    'driverName',
    'driverDateOfBirth',
    'driverLicenceType',
    'driverLicenceYears',
    'driverRelationship',
  ],
  address: ['newAddressLine1', 'newAddressLine2', 'newAddressLine3', 'newEircode'],
  endDate: ['endDate'],
};
const ALL_DETAILS = Object.values(GROUP_FIELDS).flat();

/**
 * The API body for the chosen type: details of a type chosen earlier and then changed are left behind
 * (hidden fields keep their values), and the licence years become a number.
 */
export function toPolicyChangeBody(values: PolicyChangeValues & BotFields): PolicyChangeForm {
  const type = values.requestType as PolicyChangeType;
  const kept = new Set(DETAILS[type].flatMap((group) => GROUP_FIELDS[group]));
  const body = Object.fromEntries(
    Object.entries(values).filter(
      ([field]) =>
        !ALL_DETAILS.includes(field as keyof PolicyChangeValues) ||
        kept.has(field as keyof PolicyChangeValues),
    ),
  ) as PolicyChangeValues;
  const years = body.driverLicenceYears;
  // The fields' validation has made sure the type's required values are there.
  return { ...body, driverLicenceYears: years === undefined ? undefined : Number(years) } as PolicyChangeForm;
}
