import type { components } from '@ivy/api-client';
import type { QuoteAnswers } from '../../api/quotes';
import type { Address, BusinessType, Occupation } from '../../api/reference';

type Schemas = components['schemas'];

/**
 * The quote form's values (SPEC §3 names the pages). They hold what the driver typed: numbers stay
 * text until a page is sent (pageBodies.ts), and each search keeps the typed text beside the choice.
 * Yes/no questions decide whether a list counts, so an answer of No keeps the list for a change of mind.
 */
export interface YourDetailsValues {
  title?: Schemas['Title'];
  /** SPEC §3: defaults to F. Kept for correspondence only: it never affects the price. */
  gender: Schemas['Gender'];
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  email?: string;
  phone?: string;
  maritalStatus?: Schemas['MaritalStatus'];
  employmentStatus?: Schemas['EmploymentStatus'];
  addressText?: string;
  /** The address chosen from the search results (SPEC: currentAddress). */
  address?: Address;
  occupationText?: string;
  occupation?: Occupation;
  businessTypeText?: string;
  businessType?: BusinessType;
}

export interface YourCarValues {
  registration?: string;
  make?: string;
  model?: string;
  year?: string;
  engine?: string;
  isVehicleConfirmed: boolean;
  /** Whole euro, as typed. */
  value?: string;
  modifications?: { performance?: boolean; cosmetic?: boolean };
  overnightLocation?: Schemas['OvernightLocation'];
  usage?: Schemas['Usage'];
  annualMileage?: string;
}

export interface ConvictionValues {
  code?: Schemas['ConvictionCode'];
  date?: string;
}

export interface ClaimValues {
  date?: string;
  type?: Schemas['ClaimType'];
  fault?: boolean;
  /** Whole euro, as typed. */
  amount?: string;
}

/** The licence questions every driver answers. */
export interface LicenceValues {
  licenceType?: Schemas['LicenceType'];
  licenceYears?: string;
  driverNumber?: string;
  penaltyPoints?: string;
  hasConvictions?: boolean;
  convictions?: ConvictionValues[];
}

export interface PreviousInsuranceValues {
  insurer?: string;
  policyNumber?: string;
  expiryDate?: string;
  wasPolicyholder?: boolean;
}

export interface DrivingHistoryValues extends LicenceValues {
  /** A learner's only. */
  permitExpiryDate?: string;
  testDate?: string;
  ncbYears?: string;
  hasPreviousInsurance?: boolean;
  most_recent_insurance: PreviousInsuranceValues[];
}

export interface DriverValues extends LicenceValues {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  relationship?: Schemas['Relationship'];
  hasClaims?: boolean;
  claims?: ClaimValues[];
}

export interface CoverValues {
  type?: Schemas['CoverType'];
  /** Cents, as the select's value. */
  voluntaryExcess?: string;
  addOns?: Schemas['AddOn'][];
  startDate?: string;
}

export interface QuoteFormValues {
  your_details: YourDetailsValues;
  your_car: YourCarValues;
  your_driving_history: DrivingHistoryValues;
  hasClaims?: boolean;
  claims: ClaimValues[];
  hasAdditionalDrivers?: boolean;
  additional_drivers: DriverValues[];
  cover: CoverValues;
}

/** SPEC §3 'Quote form initial values'. A new object each time: final-form must own its copy. */
export function initialQuoteValues(): QuoteFormValues {
  return {
    your_details: { gender: 'F' },
    your_car: { isVehicleConfirmed: false },
    your_driving_history: { most_recent_insurance: [{}] },
    additional_drivers: [{}],
    claims: [{}],
    cover: {},
  };
}

/** One line for an address, as the search lists it and as the driver must have chosen it. */
export function addressLabel(address: Address): string {
  return [address.line1, address.line2, address.town, `Co. ${address.county}`, address.eircode]
    .filter(Boolean)
    .join(', ');
}

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));
// Amounts are typed in whole euro.
const euro = (cents: number | undefined) =>
  cents === undefined ? undefined : String(Math.round(cents / 100));

/** A saved list and its yes/no question; an empty list keeps one empty entry ready, as at the start. */
function listAnswer<T, V>(saved: T[] | undefined, toValues: (item: T) => V) {
  if (saved === undefined) return { answer: undefined, values: [{} as V] };
  return { answer: saved.length > 0, values: saved.length > 0 ? saved.map(toValues) : [{} as V] };
}

function claimValues(claim: Schemas['ClaimDto']): ClaimValues {
  return { date: claim.date, type: claim.type, fault: claim.fault, amount: euro(claim.amountCents) };
}

type SavedLicence = Pick<
  Schemas['AdditionalDriverDto'],
  'licenceType' | 'licenceYears' | 'driverNumber' | 'penaltyPoints' | 'convictions'
>;

function licenceValues(driver: SavedLicence): LicenceValues {
  const convictions = listAnswer(driver.convictions, (conviction): ConvictionValues => ({ ...conviction }));
  return {
    licenceType: driver.licenceType,
    licenceYears: text(driver.licenceYears),
    driverNumber: driver.driverNumber,
    penaltyPoints: text(driver.penaltyPoints),
    hasConvictions: convictions.answer,
    convictions: convictions.values,
  };
}

function driverValues(driver: Schemas['AdditionalDriverDto']): DriverValues {
  const claims = listAnswer(driver.claims, claimValues);
  return {
    ...licenceValues(driver),
    firstName: driver.firstName,
    lastName: driver.lastName,
    dateOfBirth: driver.dateOfBirth,
    relationship: driver.relationship,
    hasClaims: claims.answer,
    claims: claims.values,
  };
}

/** The form as a saved quote left it: the SPEC initial values with each answered page laid over. */
export function valuesFromAnswers(answers: QuoteAnswers | undefined): QuoteFormValues {
  const values = initialQuoteValues();
  if (!answers) return values;
  const { your_details: details, your_car: car, your_driving_history: history, cover } = answers;
  values.your_details = {
    title: details.title,
    gender: details.gender,
    firstName: details.firstName,
    lastName: details.lastName,
    dateOfBirth: details.dateOfBirth,
    email: details.email,
    phone: details.phone,
    maritalStatus: details.maritalStatus,
    employmentStatus: details.employmentStatus,
    addressText: addressLabel(details.address),
    address: details.address,
    occupationText: details.occupation.title,
    occupation: details.occupation,
    businessTypeText: details.businessType?.name,
    businessType: details.businessType,
  };
  if (car) {
    values.your_car = {
      registration: car.registration,
      make: car.make,
      model: car.model,
      year: text(car.year),
      engine: car.engine,
      isVehicleConfirmed: car.isVehicleConfirmed,
      value: euro(car.valueCents),
      modifications: car.modifications,
      overnightLocation: car.overnightLocation,
      usage: car.usage,
      annualMileage: text(car.annualMileageKm),
    };
  }
  if (history) {
    const insurance = listAnswer(history.most_recent_insurance, (policy): PreviousInsuranceValues => ({
      ...policy,
    }));
    values.your_driving_history = {
      ...licenceValues(history),
      permitExpiryDate: history.permitExpiryDate,
      testDate: history.testDate,
      ncbYears: text(history.ncbYears),
      hasPreviousInsurance: insurance.answer,
      most_recent_insurance: insurance.values,
    };
  }
  const claims = listAnswer(answers.claims?.claims, claimValues);
  values.hasClaims = claims.answer;
  values.claims = claims.values;
  const drivers = listAnswer(answers.additional_drivers?.drivers, driverValues);
  values.hasAdditionalDrivers = drivers.answer;
  values.additional_drivers = drivers.values;
  if (cover) {
    values.cover = {
      type: cover.type,
      voluntaryExcess: String(cover.voluntaryExcessCents),
      addOns: cover.addOns,
      startDate: cover.startDate,
    };
  }
  return values;
}
