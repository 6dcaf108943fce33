import { ConvictionCode, CoverType, LicenceType, OvernightLocation, Relationship, Usage } from './risk';

/**
 * Customer-facing wording for the options: one glossary for the quote, the policy-change form (whose
 * lists are these labels) and the admin screens, shared by breakdown lines and messages.
 */
export const LICENCE_TYPE_LABELS: Record<LicenceType, string> = {
  full_irish: 'Full Irish licence',
  full_eu: 'Full EU licence',
  full_uk: 'Full UK licence',
  full_other: 'Other full licence',
  learner_permit: 'Learner permit',
};

export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  spouse_or_partner: 'Spouse or partner',
  parent: 'Parent',
  child: 'Son or daughter',
  sibling: 'Brother or sister',
  other_relative: 'Other relative',
  friend: 'Friend',
  colleague: 'Colleague',
};

export const USAGE_LABELS: Record<Usage, string> = {
  social_domestic_pleasure: 'Social, domestic and pleasure use',
  commuting: 'Social use and commuting',
  business: 'Business use',
};

export const OVERNIGHT_LOCATION_LABELS: Record<OvernightLocation, string> = {
  garage: 'Kept in a garage overnight',
  driveway: 'Kept on a driveway overnight',
  street: 'Kept on the street overnight',
};

export const COVER_TYPE_LABELS: Record<CoverType, string> = {
  comprehensive: 'Comprehensive',
  third_party_fire_theft: 'Third party, fire and theft',
  third_party_only: 'Third party only',
};

export const CONVICTION_LABELS: Record<ConvictionCode, string> = {
  SPEEDING: 'speeding',
  MOBILE_PHONE: 'using a mobile phone while driving',
  NO_NCT: 'driving without an NCT certificate',
  CARELESS_DRIVING: 'careless driving',
  DANGEROUS_DRIVING: 'dangerous driving',
  FAILING_TO_STOP: 'failing to stop after an accident',
  NO_INSURANCE: 'driving without insurance',
  NO_LICENCE: 'driving without a licence',
  UNACCOMPANIED_LEARNER: 'driving unaccompanied on a learner permit',
  DRINK_DRIVING: 'drink driving',
  DRUG_DRIVING: 'drug driving',
  FAILING_TO_PROVIDE_SPECIMEN: 'failing to provide a breath, blood or urine specimen',
};

const EURO = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const WHOLE_NUMBER = new Intl.NumberFormat('en-IE');

/** Whole euro, as the customer reads amounts in messages: 2500000 → '€25,000'. */
export function formatEuro(cents: number): string {
  return EURO.format(cents / 100);
}

export function formatNumber(value: number): string {
  return WHOLE_NUMBER.format(value);
}

export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;
