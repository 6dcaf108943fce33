import { RatingArea } from '../../reference-data';

/**
 * What we rate: the proposer, the car, where and how it is used, the other drivers and the cover
 * asked for. Dates are ISO calendar dates ('YYYY-MM-DD'); money is integer cents.
 *
 * There is deliberately no gender or sex: since 21 December 2012 EU law (the Test-Achats ruling)
 * forbids pricing on it. A `gender` field sent by an older client is ignored by every function here.
 */
export const LICENCE_TYPES = ['full_irish', 'full_eu', 'full_uk', 'full_other', 'learner_permit'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

export const COVER_TYPES = ['comprehensive', 'third_party_fire_theft', 'third_party_only'] as const;
export type CoverType = (typeof COVER_TYPES)[number];

export const USAGES = ['social_domestic_pleasure', 'commuting', 'business'] as const;
export type Usage = (typeof USAGES)[number];

export const OVERNIGHT_LOCATIONS = ['garage', 'driveway', 'street'] as const;
export type OvernightLocation = (typeof OVERNIGHT_LOCATIONS)[number];

export const ADD_ONS = ['breakdown_assistance', 'windscreen', 'protected_ncb'] as const;
export type AddOn = (typeof ADD_ONS)[number];

export const RELATIONSHIPS = [
  'spouse_or_partner',
  'parent',
  'child',
  'sibling',
  'other_relative',
  'friend',
  'colleague',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** Court convictions for motoring offences (penalty points are asked separately). */
export const CONVICTION_CODES = [
  'SPEEDING',
  'MOBILE_PHONE',
  'NO_NCT',
  'CARELESS_DRIVING',
  'DANGEROUS_DRIVING',
  'FAILING_TO_STOP',
  'NO_INSURANCE',
  'NO_LICENCE',
  'UNACCOMPANIED_LEARNER',
  'DRINK_DRIVING',
  'DRUG_DRIVING',
  'FAILING_TO_PROVIDE_SPECIMEN',
] as const;
export type ConvictionCode = (typeof CONVICTION_CODES)[number];

export type IsoDate = string;

export interface Claim {
  date: IsoDate;
  fault: boolean;
  amountCents?: number;
}

export interface Conviction {
  code: ConvictionCode;
  date: IsoDate;
}

/** The driving history asked of every driver on the policy. */
export interface Driver {
  dateOfBirth: IsoDate;
  licenceType: LicenceType;
  licenceYears: number;
  claims: Claim[];
  penaltyPoints: number;
  convictions: Conviction[];
}

export interface Proposer extends Driver {
  ncbYears: number;
  /** From the occupation list (1 lowest risk to 6). */
  occupationClass: number;
  /** Whether the employer's business type was given; business use can't be rated without it. */
  businessTypeKnown?: boolean;
}

export interface AdditionalDriver extends Driver {
  relationship: Relationship;
}

export interface VehicleRisk {
  /** Insurance group, 1–50. */
  group: number;
  valueCents: number;
  /** Year of first registration. */
  year: number;
  modified: { performance: boolean; cosmetic: boolean };
}

export interface CoverRequest {
  type: CoverType;
  voluntaryExcessCents: number;
  addOns: AddOn[];
}

export interface Risk {
  proposer: Proposer;
  vehicle: VehicleRisk;
  area: RatingArea;
  usage: Usage;
  annualMileageKm: number;
  overnightLocation: OvernightLocation;
  additionalDrivers: AdditionalDriver[];
  cover: CoverRequest;
  startDate: IsoDate;
}
