import { CompiledTable } from './compile-table';
import {
  LICENCE_TYPE_LABELS,
  OVERNIGHT_LOCATION_LABELS,
  USAGE_LABELS,
  formatEuro,
  formatNumber,
  plural,
} from './labels';
import { ADD_ONS, Risk } from './risk';
import { DriverFacts, RiskFacts } from './risk-facts';

/**
 * The premium: the cover type's base price, then each factor in a fixed order, each applied to the
 * running premium and shown as its own line (its amount is what that factor added or took off at
 * that point), then a minimum premium, then add-ons, then the government levy.
 *
 * Order: driver age, licence type, years licence held, occupation, penalty points, claims,
 * convictions (all for the proposer); vehicle group, vehicle value, vehicle age, cosmetic
 * modifications; rating area, usage, annual mileage, overnight location; additional drivers;
 * no-claims bonus; voluntary excess.
 *
 * Each step rounds to the cent and only ever scales the running premium, so a higher factor at any
 * step can never lower the result: that is what makes "more points never cheaper" hold exactly.
 */
export interface BreakdownLine {
  code: string;
  label: string;
  kind: 'loading' | 'discount' | 'addon';
  amountCents: number;
  /** The multiplier behind a loading or discount. */
  factor?: number;
}

export interface Breakdown {
  basePremiumCents: number;
  lines: BreakdownLine[];
  subtotalCents: number;
  levyCents: number;
  totalCents: number;
}

interface DriverFactors {
  age: number;
  licenceType: number;
  licenceYears: number;
  penaltyPoints: number;
  claims: number;
  convictions: number;
}

export function priceBreakdown(risk: Risk, facts: RiskFacts, compiled: CompiledTable): Breakdown {
  const { table } = compiled;
  const { factors } = table;
  const basePremiumCents = table.basePremiumCents[risk.cover.type];
  const lines: BreakdownLine[] = [];
  let premium = basePremiumCents;
  const apply = (code: string, label: string, factor: number): void => {
    const amountCents = Math.round(premium * (factor - 1));
    if (amountCents === 0) return;
    premium += amountCents;
    lines.push({ code, label, kind: amountCents > 0 ? 'loading' : 'discount', amountCents, factor });
  };

  const { proposer } = risk;
  const driver = driverFactors(facts.proposer, compiled);
  const claimCount = facts.proposer.faultClaimsYearsAgo.length + facts.proposer.nonFaultClaims;
  apply('AGE', `Driver age ${facts.proposer.age}`, driver.age);
  apply('LICENCE_TYPE', LICENCE_TYPE_LABELS[proposer.licenceType], driver.licenceType);
  apply('LICENCE_YEARS', `Licence held ${plural(proposer.licenceYears, 'year')}`, driver.licenceYears);
  apply(
    'OCCUPATION',
    // Words a driver knows; the class and group numbers are the rating table's business.
    'Your occupation',
    factors.occupationClass[proposer.occupationClass],
  );
  apply('PENALTY_POINTS', plural(proposer.penaltyPoints, 'penalty point'), driver.penaltyPoints);
  apply(
    'CLAIMS',
    `${plural(claimCount, 'claim')} in the last ${factors.claims.lookbackYears} years`,
    driver.claims,
  );
  apply(
    'CONVICTIONS',
    plural(facts.proposer.convictionCodes.length, 'motoring conviction'),
    driver.convictions,
  );

  const { vehicle } = risk;
  apply('VEHICLE_GROUP', 'Your car’s make, model and engine', compiled.vehicleGroup(vehicle.group));
  apply(
    'VEHICLE_VALUE',
    `Car value ${formatEuro(vehicle.valueCents)}`,
    compiled.vehicleValue(vehicle.valueCents),
  );
  apply(
    'VEHICLE_AGE',
    `Car age ${plural(facts.vehicleAgeYears, 'year')}`,
    compiled.vehicleAge(facts.vehicleAgeYears),
  );
  if (vehicle.modified.cosmetic) {
    apply('MODIFICATIONS', 'Cosmetic modifications', factors.cosmeticModification);
  }

  apply('AREA', `Rating area: ${risk.area}`, factors.area[risk.area]);
  apply('USAGE', USAGE_LABELS[risk.usage], factors.usage[risk.usage]);
  apply(
    'MILEAGE',
    `${formatNumber(risk.annualMileageKm)} km a year`,
    compiled.annualMileage(risk.annualMileageKm),
  );
  apply(
    'OVERNIGHT',
    OVERNIGHT_LOCATION_LABELS[risk.overnightLocation],
    factors.overnightLocation[risk.overnightLocation],
  );
  apply(
    'ADDITIONAL_DRIVERS',
    plural(facts.additionalDrivers.length, 'additional driver'),
    additionalDriversFactor(facts.additionalDrivers, compiled),
  );

  apply(
    'NO_CLAIMS_BONUS',
    `No-claims bonus ${plural(proposer.ncbYears, 'year')}`,
    compiled.ncbYears(proposer.ncbYears),
  );
  const voluntaryExcess = risk.cover.voluntaryExcessCents;
  apply(
    'VOLUNTARY_EXCESS',
    `Voluntary excess ${formatEuro(voluntaryExcess)}`,
    compiled.voluntaryExcess.get(voluntaryExcess) ?? 1,
  );

  if (premium < table.minimumPremiumCents) {
    const amountCents = table.minimumPremiumCents - premium;
    lines.push({ code: 'MINIMUM_PREMIUM', label: 'Minimum premium', kind: 'loading', amountCents });
    premium = table.minimumPremiumCents;
  }

  let subtotalCents = premium;
  for (const addOn of ADD_ONS) {
    if (!risk.cover.addOns.includes(addOn)) continue;
    const price = table.addOns[addOn];
    const amountCents = 'rate' in price ? Math.round(premium * price.rate) : price.priceCents;
    subtotalCents += amountCents;
    lines.push({ code: `ADD_ON_${addOn.toUpperCase()}`, label: price.label, kind: 'addon', amountCents });
  }

  const levyCents = Math.round(subtotalCents * table.governmentLevyRate);
  return { basePremiumCents, lines, subtotalCents, levyCents, totalCents: subtotalCents + levyCents };
}

function driverFactors(facts: DriverFacts, compiled: CompiledTable): DriverFactors {
  const { driver } = facts;
  const { claims, convictions, licenceType } = compiled.table.factors;
  let claimsFactor = claims.nonFault ** facts.nonFaultClaims;
  for (const yearsAgo of facts.faultClaimsYearsAgo) claimsFactor *= compiled.faultClaimByYearsAgo(yearsAgo);
  let convictionsFactor = 1;
  for (const code of facts.convictionCodes) {
    convictionsFactor *= convictions.factors[code as keyof typeof convictions.factors] ?? 1;
  }
  return {
    age: compiled.age(facts.age),
    licenceType: licenceType[driver.licenceType],
    licenceYears: compiled.licenceYears(driver.licenceYears),
    penaltyPoints: compiled.penaltyPoints(driver.penaltyPoints),
    claims: claimsFactor,
    convictions: convictionsFactor,
  };
}

/**
 * Each additional driver's own risk (the product of their driver factors) above 1, weighted by rank
 * so that the riskiest driver weighs most, plus a small loading for the extra exposure. A safe
 * additional driver never reduces the premium.
 */
function additionalDriversFactor(drivers: DriverFacts[], compiled: CompiledTable): number {
  if (drivers.length === 0) return 1;
  const { weightsByRisk, perDriverLoading } = compiled.table.factors.additionalDrivers;
  const risks = drivers
    .map((facts) => {
      const factors = driverFactors(facts, compiled);
      return (
        factors.age *
        factors.licenceType *
        factors.licenceYears *
        factors.penaltyPoints *
        factors.claims *
        factors.convictions
      );
    })
    .sort((a, b) => b - a);
  let loading = 0;
  risks.forEach((risk, rank) => {
    loading += weightsByRisk[Math.min(rank, weightsByRisk.length - 1)] * (risk - 1) + perDriverLoading;
  });
  return Math.max(1, 1 + loading);
}
