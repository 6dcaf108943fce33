import { RATING_AREAS, RatingArea } from '../../reference-data';
import {
  ADD_ONS,
  AddOn,
  CONVICTION_CODES,
  ConvictionCode,
  COVER_TYPES,
  CoverType,
  LICENCE_TYPES,
  LicenceType,
  OVERNIGHT_LOCATIONS,
  OvernightLocation,
  RELATIONSHIPS,
  Relationship,
  USAGES,
  Usage,
} from '../domain/risk';
import {
  BooleanField,
  ChoiceField,
  ChoiceListField,
  DateField,
  IntField,
  ListField,
  NestedField,
} from './fields';

/**
 * A risk as the evaluator reads it (rating/domain/risk.ts), for the admin sandbox; the quote form's
 * pages reuse the driver and vehicle parts. Limits here only bound the input: underwriting limits
 * live in the rating table.
 */
export const MAX_CLAIMS = 10;
export const MAX_CONVICTIONS = 10;
export const MAX_PENALTY_POINTS = 20;
export const MAX_LICENCE_YEARS = 80;
export const MAX_CENTS = 100_000_000;
export const MAX_ANNUAL_MILEAGE_KM = 200_000;
export const MAX_NAMED_DRIVERS = 6;

/** Asked on the claims page and kept with the quote; only date, fault and cost are rated. */
export const CLAIM_TYPES = ['accident', 'theft', 'fire', 'windscreen', 'vandalism', 'other'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export class ClaimDto {
  @DateField({ notFuture: true }, { example: '2023-05-14' })
  date: string;

  @BooleanField({ description: 'Whether the driver was at fault' })
  fault: boolean;

  @IntField(0, MAX_CENTS, { optional: true, description: 'What the claim cost, in cents' })
  amountCents?: number;

  @ChoiceField(CLAIM_TYPES, 'ClaimType', { optional: true })
  type?: ClaimType;
}

export class ConvictionDto {
  @ChoiceField(CONVICTION_CODES, 'ConvictionCode')
  code: ConvictionCode;

  @DateField({ notFuture: true }, { example: '2022-11-02' })
  date: string;
}

/** The driving history asked of every driver on the policy. */
export class DriverHistoryDto {
  @ChoiceField(LICENCE_TYPES, 'LicenceType')
  licenceType: LicenceType;

  @IntField(0, MAX_LICENCE_YEARS, { description: 'Completed years the licence has been held' })
  licenceYears: number;

  @IntField(0, MAX_PENALTY_POINTS)
  penaltyPoints: number;

  @ListField(ConvictionDto, MAX_CONVICTIONS, { description: 'Motoring convictions' })
  convictions: ConvictionDto[];
}

export class DriverRiskDto extends DriverHistoryDto {
  @DateField({ notFuture: true }, { example: '1990-04-21' })
  dateOfBirth: string;

  @ListField(ClaimDto, MAX_CLAIMS)
  claims: ClaimDto[];
}

export class ProposerRiskDto extends DriverRiskDto {
  @IntField(0, 50, { description: 'Years of no-claims bonus' })
  ncbYears: number;

  @IntField(1, 6, { description: 'Occupation rating class, 1 (lowest risk) to 6' })
  occupationClass: number;

  @BooleanField({ optional: true, description: "Whether the employer's business type is known" })
  businessTypeKnown?: boolean;
}

export class AdditionalDriverRiskDto extends DriverRiskDto {
  @ChoiceField(RELATIONSHIPS, 'Relationship', { description: 'Relationship to the proposer' })
  relationship: Relationship;
}

export class ModificationsDto {
  @BooleanField({ description: 'Engine, exhaust, suspension or other changes that add power or speed' })
  performance: boolean;

  @BooleanField({ description: 'Alloy wheels, body kits, tinted windows and other changes to the look' })
  cosmetic: boolean;
}

export class VehicleRiskDto {
  @IntField(1, 50, { description: 'Insurance group' })
  group: number;

  @IntField(0, MAX_CENTS)
  valueCents: number;

  @IntField(1900, 2100, { description: 'Year of first registration' })
  year: number;

  @NestedField(ModificationsDto)
  modified: ModificationsDto;
}

export class CoverRequestDto {
  @ChoiceField(COVER_TYPES, 'CoverType')
  type: CoverType;

  @IntField(0, MAX_CENTS, { example: 25000 })
  voluntaryExcessCents: number;

  @ChoiceListField(ADD_ONS, 'AddOn')
  addOns: AddOn[];
}

export class RiskDto {
  @NestedField(ProposerRiskDto)
  proposer: ProposerRiskDto;

  @NestedField(VehicleRiskDto)
  vehicle: VehicleRiskDto;

  @ChoiceField(RATING_AREAS, 'RatingArea')
  area: RatingArea;

  @ChoiceField(USAGES, 'Usage')
  usage: Usage;

  @IntField(0, MAX_ANNUAL_MILEAGE_KM)
  annualMileageKm: number;

  @ChoiceField(OVERNIGHT_LOCATIONS, 'OvernightLocation')
  overnightLocation: OvernightLocation;

  @ListField(AdditionalDriverRiskDto, MAX_NAMED_DRIVERS)
  additionalDrivers: AdditionalDriverRiskDto[];

  @NestedField(CoverRequestDto)
  cover: CoverRequestDto;

  @DateField({}, { example: '2026-03-01' })
  startDate: string;
}
