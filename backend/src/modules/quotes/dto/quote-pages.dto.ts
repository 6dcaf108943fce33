import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';
import { EmailField } from '#src/common/validation/person-fields';
import {
  AdditionalDriverRiskDto,
  BooleanField,
  ChoiceField,
  ClaimDto,
  CoverRequestDto,
  DateField,
  DriverHistoryDto,
  FieldOptions,
  IntField,
  ListField,
  MAX_CENTS,
  MAX_CLAIMS,
  MAX_NAMED_DRIVERS,
  ModificationsDto,
  NestedField,
  OVERNIGHT_LOCATIONS,
  OvernightLocation,
  Rule,
  TextField,
  Usage,
  USAGES,
} from '../../rating';
import { normaliseIrishPhone } from '../domain/phone';

/**
 * The answers of each quote page, as the customer sends them. The server resolves the rest itself
 * (address, occupation and car from their ids), so a client can't send a car or an area of its own.
 */
export const TITLES = ['Ms', 'Mrs', 'Miss', 'Mr', 'Dr', 'Mx'] as const;
export type Title = (typeof TITLES)[number];
/** SPEC section 3: defaults to F. Kept for correspondence only: pricing on it is unlawful in the EU. */
export const GENDERS = ['F', 'M', 'X'] as const;
export type Gender = (typeof GENDERS)[number];
export const MARITAL_STATUSES = [
  'single',
  'married',
  'civil_partnership',
  'cohabiting',
  'separated',
  'divorced',
  'widowed',
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const EMPLOYMENT_STATUSES = [
  'employed',
  'self_employed',
  'unemployed',
  'retired',
  'student',
  'homemaker',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
/** SPEC section 3: vehicleLookupType defaults to REG. */
export const VEHICLE_LOOKUP_TYPES = ['REG', 'MANUAL'] as const;
export type VehicleLookupType = (typeof VEHICLE_LOOKUP_TYPES)[number];

export const MAX_PREVIOUS_POLICIES = 5;
export const MAX_START_DAYS_AHEAD = 30;
export const MIN_VEHICLE_VALUE_CENTS = 50_000;
/** Licences with an Irish driver number (field 4d): the insurer checks points against it. */
export const IRISH_LICENCE_TYPES = ['full_irish', 'learner_permit'];
/** A learner permit runs for two years at most, so an expiry or a test further off is a mistake. */
export const LEARNER_PERMIT_YEARS = 2;

const NAME = /^\p{L}[\p{L}\p{M}'’ .-]*$/u;
export const DRIVER_NUMBER = /^\d{9}$/;
export const DRIVER_NUMBER_MESSAGE =
  'Your driver number is the 9-digit number at 4d on your licence or learner permit';
const E164_IRISH = /^\+353[1-9]\d{6,8}$/;

const NameField = (example: string) =>
  TextField(50, {
    example,
    pattern: NAME,
    patternMessage: 'Please use letters, spaces, apostrophes and hyphens only',
  });

export const compactDriverNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/[\s-]/g, '') : value;

/** Required for Irish licences and learner permits (field 4d); others have none. */
const DriverNumberField = () =>
  applyDecorators(
    ValidateIf(
      (driver: { licenceType?: string; driverNumber?: unknown }) =>
        IRISH_LICENCE_TYPES.includes(driver.licenceType ?? '') || driver.driverNumber !== undefined,
    ),
    Transform(compactDriverNumber),
    TextField(20, {
      conditional: true,
      example: '123456789',
      description: 'Field 4d of an Irish licence or learner permit; required for those, left out for others',
      pattern: DRIVER_NUMBER,
      patternMessage: DRIVER_NUMBER_MESSAGE,
    }),
  );

const PhoneField = (options: FieldOptions = {}) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (normaliseIrishPhone(value) ?? value) : value,
    ),
    TextField(30, {
      ...options,
      example: '087 123 4567',
      description: 'An Irish number; stored as +353…',
      pattern: E164_IRISH,
      patternMessage: 'Please enter an Irish phone number, for example 087 123 4567',
    }),
  );

// ---- page 1

export class YourDetailsDto {
  @ChoiceField(TITLES, 'Title', { optional: true })
  title?: Title;

  @ChoiceField(GENDERS, 'Gender', {
    optional: true,
    description: 'Defaults to F. Stored only: it never affects the price',
  })
  gender?: Gender;

  @NameField('Aoife') firstName: string;
  @NameField('Byrne') lastName: string;

  @DateField({ notFuture: true }, { example: '1994-03-08', description: 'You must be 17 or over' })
  dateOfBirth: string;

  @EmailField() email: string;
  @PhoneField() phone: string;

  @TextField(300, { description: 'The id of an address chosen from the address search' })
  addressId: string;

  @ChoiceField(MARITAL_STATUSES, 'MaritalStatus')
  maritalStatus: MaritalStatus;

  @ChoiceField(EMPLOYMENT_STATUSES, 'EmploymentStatus')
  employmentStatus: EmploymentStatus;

  @TextField(80, { description: 'A code from the occupation search', example: 'nurse' })
  occupationCode: string;

  @TextField(80, {
    optional: true,
    description: "A code from the business type search: the employer's trade",
    example: 'healthcare',
  })
  businessTypeCode?: string;
}

// ---- page 2

export class YourCarDto {
  @ChoiceField(VEHICLE_LOOKUP_TYPES, 'VehicleLookupType', {
    description: 'REG: found by registration; MANUAL: chosen by make, model, year and engine',
  })
  lookupType: VehicleLookupType;

  @TextField(20, {
    example: '191-D-12345',
    description:
      'Required either way: the certificate and disc name it. A car chosen by hand (MANUAL) may have one the lookup does not know yet (a new car).',
  })
  registration: string;

  @ValidateIf((car: YourCarDto) => car.lookupType === 'MANUAL')
  @TextField(50, { conditional: true, example: 'Toyota', description: 'Required for MANUAL' })
  make?: string;

  @ValidateIf((car: YourCarDto) => car.lookupType === 'MANUAL')
  @TextField(50, { conditional: true, example: 'Yaris', description: 'Required for MANUAL' })
  model?: string;

  @ValidateIf((car: YourCarDto) => car.lookupType === 'MANUAL')
  @IntField(1900, 2100, { conditional: true, example: 2019, description: 'Required for MANUAL' })
  year?: number;

  @ValidateIf((car: YourCarDto) => car.lookupType === 'MANUAL')
  @TextField(50, { conditional: true, example: '1.5 Hybrid', description: 'Required for MANUAL' })
  engine?: string;

  @BooleanField({ description: 'The customer confirmed the car found is theirs; must be true' })
  @Rule('confirmed', (value) =>
    value === false ? 'Please confirm these are the details of your car' : undefined,
  )
  isVehicleConfirmed: boolean;

  @IntField(MIN_VEHICLE_VALUE_CENTS, MAX_CENTS, {
    optional: true,
    description: "The car's value in cents; the lookup's estimate when left out",
  })
  valueCents?: number;

  @NestedField(ModificationsDto)
  modifications: ModificationsDto;

  @ChoiceField(OVERNIGHT_LOCATIONS, 'OvernightLocation')
  overnightLocation: OvernightLocation;

  @ChoiceField(USAGES, 'Usage')
  usage: Usage;

  @IntField(0, 200_000, { example: 12_000 })
  annualMileageKm: number;
}

// ---- page 3

export class PreviousInsuranceDto {
  @TextField(80, { example: 'Emerald Insurance' }) insurer: string;
  @TextField(40, { optional: true }) policyNumber?: string;
  @DateField({}, { example: '2025-04-30', description: 'When that cover ended or ends' }) expiryDate: string;
  @BooleanField({ description: 'The policyholder (true) or a named driver (false)' })
  wasPolicyholder: boolean;
}

export class YourDrivingHistoryDto extends DriverHistoryDto {
  @DriverNumberField() driverNumber?: string;

  // Learners are reminded before the permit expires and after a booked test (modules/reminders).
  @ValidateIf(
    (history: YourDrivingHistoryDto) =>
      history.licenceType === 'learner_permit' || history.permitExpiryDate !== undefined,
  )
  @DateField(
    { maxYearsAhead: LEARNER_PERMIT_YEARS },
    {
      conditional: true,
      example: '2027-09-30',
      description: "The learner permit's expiry: required for learners, from today up to 2 years ahead",
    },
  )
  permitExpiryDate?: string;

  @DateField(
    { maxYearsAhead: LEARNER_PERMIT_YEARS },
    {
      optional: true,
      description: "A learner's booked driving test, if any: from today up to 2 years ahead",
    },
  )
  testDate?: string;

  @IntField(0, 30, { description: 'Years of no-claims bonus earned' })
  ncbYears: number;

  @ListField(PreviousInsuranceDto, MAX_PREVIOUS_POLICIES, {
    description: 'Most recent first; may be empty',
  })
  most_recent_insurance: PreviousInsuranceDto[];
}

// ---- page 4

export class AdditionalDriverDto extends AdditionalDriverRiskDto {
  @NameField('Siobhán') firstName: string;
  @NameField('Byrne') lastName: string;
  @DriverNumberField() driverNumber?: string;
}

export class AdditionalDriversDto {
  @ListField(AdditionalDriverDto, MAX_NAMED_DRIVERS, {
    description: 'Everyone else who will drive the car; an empty list for nobody',
  })
  drivers: AdditionalDriverDto[];
}

// ---- page 5

export class ClaimsDto {
  @ListField(ClaimDto, MAX_CLAIMS, {
    description: "The proposer's claims in the last 5 years; an empty list for none",
  })
  claims: ClaimDto[];
}

// ---- page 6

export class CoverDto extends CoverRequestDto {
  @DateField({ maxDaysAhead: MAX_START_DAYS_AHEAD }, { description: 'From today up to 30 days ahead' })
  startDate: string;
}
