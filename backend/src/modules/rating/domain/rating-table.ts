import { RatingArea } from '../../reference-data';
import { AddOn, ConvictionCode, CoverType, IsoDate, LicenceType, OvernightLocation, Usage } from './risk';

/**
 * A rating table is data: a versioned set of base premiums, factors and underwriting limits that
 * the admin can replace by uploading a new version. A published version never changes; a new
 * price needs a new version (the compiled form is cached by version).
 */
export interface RatingTable {
  version: string;
  effectiveFrom: IsoDate;
  underwriter: string;
  quoteValidityDays: number;
  /** The 3% levy on non-life premiums paid to the Exchequer, shown on its own line. */
  governmentLevyRate: number;
  minimumPremiumCents: number;
  basePremiumCents: Record<CoverType, number>;
  excess: ExcessRules;
  factors: Factors;
  addOns: Record<AddOn, AddOnPrice>;
  instalments: InstalmentTerms;
  underwriting: UnderwritingLimits;
}

/**
 * Numeric bands by inclusive upper bound, in ascending order; the last band has no `upTo` and
 * takes everything above. `[{upTo: 2, factor: 1}, {factor: 1.2}]` prices 0–2 at 1 and 3+ at 1.2.
 */
export interface Band {
  upTo?: number;
  factor: number;
}

export interface Factors {
  age: Band[];
  licenceType: Record<LicenceType, number>;
  licenceYears: Band[];
  /** Keyed '1' to '6'. */
  occupationClass: Record<string, number>;
  penaltyPoints: Band[];
  claims: {
    lookbackYears: number;
    /** By completed years since the claim: 0 is within the last year. */
    faultByYearsAgo: Band[];
    nonFault: number;
  };
  convictions: {
    lookbackYears: number;
    factors: Partial<Record<ConvictionCode, number>>;
  };
  vehicleGroup: Band[];
  vehicleValueCents: Band[];
  vehicleAgeYears: Band[];
  cosmeticModification: number;
  area: Record<RatingArea, number>;
  usage: Record<Usage, number>;
  annualMileageKm: Band[];
  overnightLocation: Record<OvernightLocation, number>;
  additionalDrivers: {
    /** Applied to each driver's excess risk, riskiest driver first; later drivers reuse the last weight. */
    weightsByRisk: number[];
    /** Extra exposure from any additional driver, however safe. */
    perDriverLoading: number;
  };
  ncbYears: Band[];
  /** Keyed by the excess in cents ('0', '25000', ...): only these amounts are offered. */
  voluntaryExcessCents: Record<string, number>;
}

export interface ExcessRules {
  compulsoryCents: Record<CoverType, number>;
  /** Added when the proposer is under `youngDriverUnderAge` or holds a learner permit. */
  youngOrLearnerExtraCents: number;
  youngDriverUnderAge: number;
}

export type AddOnPrice = { label: string; coverTypes?: CoverType[]; minNcbYears?: number } & (
  { priceCents: number } | { rate: number }
);

export interface InstalmentTerms {
  depositRate: number;
  count: number;
  /** Charged on the amount financed (total less deposit). */
  creditChargeRate: number;
  /** Must match the APR implied by the credit charge and the count (checked on load). */
  aprPercent: number;
}

export interface UnderwritingLimits {
  minAge: number;
  referFromAge: number;
  penaltyPoints: { referFrom: number; declineFrom: number };
  faultClaims: { referFrom: number; declineFrom: number };
  largeClaimCents: number;
  vehicleValueCents: { referAbove: number; declineAbove: number };
  youngDriver: { underAge: number; maxVehicleGroup: number };
  performanceModification: 'refer' | 'decline';
  maxAdditionalDrivers: number;
  maxAnnualMileageKm: number;
  maxStartDaysAhead: number;
  convictions: { refer: ConvictionCode[]; decline: ConvictionCode[] };
  learner: { accompanyingLicenceTypes: LicenceType[]; minAccompanyingLicenceYears: number };
}

/** The newest table already in force on a date, or undefined if none is yet. */
export function ratingTableFor(date: IsoDate, tables: readonly RatingTable[]): RatingTable | undefined {
  return tables
    .filter((table) => table.effectiveFrom <= date)
    .reduce<RatingTable | undefined>(
      (newest, table) => (!newest || table.effectiveFrom > newest.effectiveFrom ? table : newest),
      undefined,
    );
}
