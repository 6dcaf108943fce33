import { Band, RatingTable } from './rating-table';

/**
 * A rating table turned into fast lookups once, so that pricing a quote only indexes arrays and
 * maps. Cached by version: published versions are immutable, and the identity check below means
 * an edited object under an old version number is recompiled rather than served stale.
 */
export type BandLookup = (value: number) => number;

export interface CompiledTable {
  table: RatingTable;
  age: BandLookup;
  licenceYears: BandLookup;
  penaltyPoints: BandLookup;
  faultClaimByYearsAgo: BandLookup;
  vehicleGroup: BandLookup;
  vehicleValue: BandLookup;
  vehicleAge: BandLookup;
  annualMileage: BandLookup;
  ncbYears: BandLookup;
  voluntaryExcess: ReadonlyMap<number, number>;
  referConvictions: ReadonlySet<string>;
  declineConvictions: ReadonlySet<string>;
  accompanyingLicenceTypes: ReadonlySet<string>;
}

const compiled = new Map<string, CompiledTable>();

export function compileTable(table: RatingTable): CompiledTable {
  const cached = compiled.get(table.version);
  if (cached?.table === table) return cached;
  const fresh = build(table);
  compiled.set(table.version, fresh);
  return fresh;
}

function build(table: RatingTable): CompiledTable {
  const { factors, underwriting } = table;
  return {
    table,
    age: bandLookup(factors.age),
    licenceYears: bandLookup(factors.licenceYears),
    penaltyPoints: bandLookup(factors.penaltyPoints),
    faultClaimByYearsAgo: bandLookup(factors.claims.faultByYearsAgo),
    vehicleGroup: bandLookup(factors.vehicleGroup),
    vehicleValue: bandLookup(factors.vehicleValueCents),
    vehicleAge: bandLookup(factors.vehicleAgeYears),
    annualMileage: bandLookup(factors.annualMileageKm),
    ncbYears: bandLookup(factors.ncbYears),
    voluntaryExcess: new Map(
      Object.entries(factors.voluntaryExcessCents).map(([cents, factor]) => [Number(cents), factor]),
    ),
    referConvictions: new Set(underwriting.convictions.refer),
    declineConvictions: new Set(underwriting.convictions.decline),
    accompanyingLicenceTypes: new Set(underwriting.learner.accompanyingLicenceTypes),
  };
}

function bandLookup(bands: Band[]): BandLookup {
  const limits = Float64Array.from(bands, (band) => band.upTo ?? Infinity);
  const factors = Float64Array.from(bands, (band) => band.factor);
  const last = factors.length - 1;
  return (value) => {
    for (let i = 0; i < last; i++) if (value <= limits[i]) return factors[i];
    return factors[last];
  };
}
