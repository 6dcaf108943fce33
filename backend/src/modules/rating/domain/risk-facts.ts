import { CompiledTable } from './compile-table';
import { parseIsoDate, wholeYearsBetween } from '#src/common/time/dates';
import { Driver, Risk } from './risk';

/**
 * The dates in a risk, read once and turned into what rating and underwriting both need: ages on
 * the start date and the claims and convictions inside the table's look-back windows. A date that
 * can't be read gives NaN and is listed, so the quote is referred before NaN could reach a price.
 */
export interface DriverFacts {
  driver: Driver;
  age: number;
  /** Completed years before the start date, one entry per fault claim in the look-back window. */
  faultClaimsYearsAgo: number[];
  nonFaultClaims: number;
  largestFaultClaimCents: number;
  convictionCodes: string[];
}

export interface RiskFacts {
  proposer: DriverFacts;
  additionalDrivers: DriverFacts[];
  vehicleAgeYears: number;
  unreadableDates: string[];
}

export function deriveFacts(risk: Risk, compiled: CompiledTable): RiskFacts {
  const unreadableDates: string[] = [];
  const start = parseIsoDate(risk.startDate);
  if (!start) unreadableDates.push('startDate');
  const { claims, convictions } = compiled.table.factors;

  const yearsBefore = (date: string, path: string): number => {
    const parsed = parseIsoDate(date);
    if (!parsed) unreadableDates.push(path);
    return parsed && start ? Math.max(0, wholeYearsBetween(parsed, start)) : NaN;
  };

  const driverFacts = (driver: Driver, path: string): DriverFacts => {
    const facts: DriverFacts = {
      driver,
      age: yearsBefore(driver.dateOfBirth, `${path}.dateOfBirth`),
      faultClaimsYearsAgo: [],
      nonFaultClaims: 0,
      largestFaultClaimCents: 0,
      convictionCodes: [],
    };
    driver.claims.forEach((claim, index) => {
      const yearsAgo = yearsBefore(claim.date, `${path}.claims[${index}].date`);
      if (!(yearsAgo < claims.lookbackYears)) return;
      if (!claim.fault) {
        facts.nonFaultClaims++;
        return;
      }
      facts.faultClaimsYearsAgo.push(yearsAgo);
      facts.largestFaultClaimCents = Math.max(facts.largestFaultClaimCents, claim.amountCents ?? 0);
    });
    driver.convictions.forEach((conviction, index) => {
      const yearsAgo = yearsBefore(conviction.date, `${path}.convictions[${index}].date`);
      if (yearsAgo < convictions.lookbackYears) facts.convictionCodes.push(conviction.code);
    });
    return facts;
  };

  return {
    proposer: driverFacts(risk.proposer, 'proposer'),
    additionalDrivers: risk.additionalDrivers.map((driver, index) =>
      driverFacts(driver, `additionalDrivers[${index}]`),
    ),
    vehicleAgeYears: start ? Math.max(0, start.year - risk.vehicle.year) : NaN,
    unreadableDates,
  };
}
