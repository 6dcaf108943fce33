import { CompiledTable } from './compile-table';
import { CALL_US, Finding, decline, refer } from './findings';
import { CONVICTION_LABELS, formatEuro, formatNumber } from './labels';
import { ConvictionCode, Risk } from './risk';
import { DriverFacts, RiskFacts } from './risk-facts';

/**
 * The insurer's appetite, applied before any price: what it declines outright and what it wants a
 * person to look at. Every limit comes from the table; messages are written for the customer.
 * A reason found for several drivers is reported once.
 */
export function underwrite(risk: Risk, facts: RiskFacts, compiled: CompiledTable): Finding[] {
  const findings = [
    ...[facts.proposer, ...facts.additionalDrivers].flatMap((driver) => driverFindings(driver, compiled)),
    ...vehicleFindings(risk, facts, compiled),
    ...policyFindings(risk, facts, compiled),
  ];
  return findings.filter(
    (finding, index) => findings.findIndex((other) => other.message === finding.message) === index,
  );
}

function driverFindings(facts: DriverFacts, compiled: CompiledTable): Finding[] {
  const limits = compiled.table.underwriting;
  const { lookbackYears } = compiled.table.factors.claims;
  const points = facts.driver.penaltyPoints;
  const faultClaims = facts.faultClaimsYearsAgo.length;
  const findings: Finding[] = [];

  if (facts.age < limits.minAge) {
    findings.push(
      decline(
        'DRIVER_TOO_YOUNG',
        `Every driver must be at least ${limits.minAge} on the day the policy starts.`,
      ),
    );
  } else if (facts.age >= limits.referFromAge) {
    findings.push(
      refer('DRIVER_AGE', `Drivers aged ${limits.referFromAge} or over are quoted by our team. ${CALL_US}`),
    );
  }

  if (points >= limits.penaltyPoints.declineFrom) {
    findings.push(
      decline(
        'PENALTY_POINTS',
        `We can't offer cover where a driver has ${limits.penaltyPoints.declineFrom} or more penalty points.`,
      ),
    );
  } else if (points >= limits.penaltyPoints.referFrom) {
    findings.push(
      refer(
        'PENALTY_POINTS',
        `Drivers with ${limits.penaltyPoints.referFrom} or more penalty points are quoted by our team. ${CALL_US}`,
      ),
    );
  }

  const window = `in the last ${lookbackYears} years`;
  if (faultClaims >= limits.faultClaims.declineFrom) {
    findings.push(
      decline(
        'FAULT_CLAIMS',
        `We can't offer cover where a driver has had ${limits.faultClaims.declineFrom} or more at-fault claims ${window}.`,
      ),
    );
  } else if (faultClaims >= limits.faultClaims.referFrom) {
    findings.push(
      refer(
        'FAULT_CLAIMS',
        `Drivers with ${limits.faultClaims.referFrom} or more at-fault claims ${window} are quoted by our team. ${CALL_US}`,
      ),
    );
  }
  if (facts.largestFaultClaimCents > limits.largeClaimCents) {
    findings.push(
      refer(
        'LARGE_CLAIM',
        `Claims costing more than ${formatEuro(limits.largeClaimCents)} are reviewed by our team. ${CALL_US}`,
      ),
    );
  }
  return [...findings, ...convictionFindings(facts, compiled)];
}

function convictionFindings(facts: DriverFacts, compiled: CompiledTable): Finding[] {
  const { lookbackYears, factors } = compiled.table.factors.convictions;
  const describe = (codes: string[]): string =>
    [...new Set(codes)].map((code) => CONVICTION_LABELS[code as ConvictionCode] ?? code).join(' or ');
  const declined = facts.convictionCodes.filter((code) => compiled.declineConvictions.has(code));
  const referred = facts.convictionCodes.filter((code) => compiled.referConvictions.has(code));
  const unknown = facts.convictionCodes.filter(
    (code) =>
      !compiled.declineConvictions.has(code) &&
      !compiled.referConvictions.has(code) &&
      !Object.hasOwn(factors, code),
  );
  const findings: Finding[] = [];
  if (declined.length > 0) {
    findings.push(
      decline(
        'CONVICTION',
        `We can't offer cover where a driver has been convicted of ${describe(declined)} in the last ${lookbackYears} years.`,
      ),
    );
  }
  if (referred.length > 0) {
    findings.push(
      refer('CONVICTION', `Drivers convicted of ${describe(referred)} are quoted by our team. ${CALL_US}`),
    );
  }
  if (unknown.length > 0) {
    findings.push(refer('CONVICTION', `We need to ask you about a conviction. ${CALL_US}`));
  }
  return findings;
}

function vehicleFindings(risk: Risk, facts: RiskFacts, compiled: CompiledTable): Finding[] {
  const limits = compiled.table.underwriting;
  const { valueCents, group, modified } = risk.vehicle;
  const findings: Finding[] = [];
  if (valueCents > limits.vehicleValueCents.declineAbove) {
    findings.push(
      decline(
        'VEHICLE_VALUE',
        `We can't insure cars worth more than ${formatEuro(limits.vehicleValueCents.declineAbove)}.`,
      ),
    );
  } else if (valueCents > limits.vehicleValueCents.referAbove) {
    findings.push(
      refer(
        'VEHICLE_VALUE',
        `Cars worth more than ${formatEuro(limits.vehicleValueCents.referAbove)} are quoted by our team. ${CALL_US}`,
      ),
    );
  }
  if (modified.performance) {
    findings.push(
      limits.performanceModification === 'decline'
        ? decline('PERFORMANCE_MODIFICATION', "We can't insure cars with performance modifications.")
        : refer(
            'PERFORMANCE_MODIFICATION',
            `Cars with performance modifications are quoted by our team. ${CALL_US}`,
          ),
    );
  }
  const { underAge, maxVehicleGroup } = limits.youngDriver;
  const youngDriver = [facts.proposer, ...facts.additionalDrivers].some((driver) => driver.age < underAge);
  if (youngDriver && group > maxVehicleGroup) {
    findings.push(
      refer(
        'YOUNG_DRIVER_VEHICLE_GROUP',
        `Drivers under ${underAge} are quoted by our team for cars above insurance group ${maxVehicleGroup}. ${CALL_US}`,
      ),
    );
  }
  return findings;
}

function policyFindings(risk: Risk, facts: RiskFacts, compiled: CompiledTable): Finding[] {
  const limits = compiled.table.underwriting;
  const findings: Finding[] = [];
  if (risk.additionalDrivers.length > limits.maxAdditionalDrivers) {
    findings.push(
      refer(
        'TOO_MANY_DRIVERS',
        `Policies with more than ${limits.maxAdditionalDrivers} named drivers are quoted by our team. ${CALL_US}`,
      ),
    );
  }
  if (risk.annualMileageKm > limits.maxAnnualMileageKm) {
    findings.push(
      refer(
        'MILEAGE',
        `Annual mileage over ${formatNumber(limits.maxAnnualMileageKm)} km is quoted by our team. ${CALL_US}`,
      ),
    );
  }
  if (risk.usage === 'business' && risk.proposer.businessTypeKnown === false) {
    findings.push(
      refer(
        'BUSINESS_TYPE_UNKNOWN',
        `For business use we need to know your employer's type of business. ${CALL_US}`,
      ),
    );
  }
  if (risk.proposer.licenceType === 'learner_permit' && !hasAccompanyingDriver(facts, compiled)) {
    const years = limits.learner.minAccompanyingLicenceYears;
    findings.push(
      decline(
        'LEARNER_UNACCOMPANIED',
        `Learner drivers must be accompanied by someone who has held a full licence for at least ${years} years. ` +
          'Please add them to the policy as a named driver.',
      ),
    );
  }
  return findings;
}

function hasAccompanyingDriver(facts: RiskFacts, compiled: CompiledTable): boolean {
  const { minAccompanyingLicenceYears } = compiled.table.underwriting.learner;
  return facts.additionalDrivers.some(
    ({ driver }) =>
      compiled.accompanyingLicenceTypes.has(driver.licenceType) &&
      driver.licenceYears >= minAccompanyingLicenceYears,
  );
}
