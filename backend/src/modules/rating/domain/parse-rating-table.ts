import { RATING_AREAS } from '../../reference-data';
import { impliedAprPercent } from './apr';
import { parseIsoDate } from '#src/common/time/dates';
import { JsonChecker, TableError, child, element } from './json-checks';
import { RatingTable } from './rating-table';
import { ADD_ONS, CONVICTION_CODES, COVER_TYPES, LICENCE_TYPES, OVERNIGHT_LOCATIONS, USAGES } from './risk';

/**
 * Checks an uploaded rating table before it can price anything: its shape, that every option the
 * quote form offers has a price, that thresholds are consistent, and that factors move the way
 * customers are promised (more penalty points never cheaper, more no-claims years never dearer).
 */
export type ParsedRatingTable = { ok: true; table: RatingTable } | { ok: false; errors: TableError[] };

const OCCUPATION_CLASSES = ['1', '2', '3', '4', '5', '6'];
const APR_TOLERANCE = 0.1;
const MAX_INSTALMENTS = 12;
const MAX_LEVY_RATE = 0.2;
const TOP_LEVEL = [
  'version',
  'effectiveFrom',
  'underwriter',
  'quoteValidityDays',
  'governmentLevyRate',
  'minimumPremiumCents',
  'basePremiumCents',
  'excess',
  'factors',
  'addOns',
  'instalments',
  'underwriting',
];
const FACTORS = [
  'age',
  'licenceType',
  'licenceYears',
  'occupationClass',
  'penaltyPoints',
  'claims',
  'convictions',
  'vehicleGroup',
  'vehicleValueCents',
  'vehicleAgeYears',
  'cosmeticModification',
  'area',
  'usage',
  'annualMileageKm',
  'overnightLocation',
  'additionalDrivers',
  'ncbYears',
  'voluntaryExcessCents',
];
const UNDERWRITING = [
  'minAge',
  'referFromAge',
  'penaltyPoints',
  'faultClaims',
  'largeClaimCents',
  'vehicleValueCents',
  'youngDriver',
  'performanceModification',
  'maxAdditionalDrivers',
  'maxAnnualMileageKm',
  'maxStartDaysAhead',
  'convictions',
  'learner',
];

export function parseRatingTable(input: unknown): ParsedRatingTable {
  const errors = validateRatingTable(input);
  return errors.length === 0 ? { ok: true, table: input as RatingTable } : { ok: false, errors };
}

export function validateRatingTable(input: unknown): TableError[] {
  const check = new JsonChecker();
  const table = check.object(input, '', TOP_LEVEL);
  if (!table) return check.errors;
  check.string(table.version, 'version');
  if (!parseIsoDate(table.effectiveFrom)) check.fail('effectiveFrom', 'must be a date written YYYY-MM-DD');
  check.string(table.underwriter, 'underwriter');
  check.number(table.quoteValidityDays, 'quoteValidityDays', { integer: true, min: 1 });
  check.number(table.governmentLevyRate, 'governmentLevyRate', { min: 0, max: MAX_LEVY_RATE });
  check.cents(table.minimumPremiumCents, 'minimumPremiumCents');
  checkPerCoverType(check, table.basePremiumCents, 'basePremiumCents', true);
  checkExcess(check, table.excess);
  const pricedConvictions = checkFactors(check, table.factors);
  checkAddOns(check, table.addOns);
  checkInstalments(check, table.instalments);
  checkUnderwriting(check, table.underwriting, pricedConvictions);
  return check.errors;
}

function checkPerCoverType(check: JsonChecker, value: unknown, path: string, positive: boolean): void {
  const record = check.object(value, path, COVER_TYPES);
  if (!record) return;
  for (const cover of COVER_TYPES) {
    if (cover in record)
      check.number(record[cover], child(path, cover), { integer: true, min: positive ? 1 : 0 });
  }
}

function checkExcess(check: JsonChecker, value: unknown): void {
  const excess = check.object(value, 'excess', [
    'compulsoryCents',
    'youngOrLearnerExtraCents',
    'youngDriverUnderAge',
  ]);
  if (!excess) return;
  checkPerCoverType(check, excess.compulsoryCents, 'excess.compulsoryCents', false);
  check.cents(excess.youngOrLearnerExtraCents, 'excess.youngOrLearnerExtraCents');
  check.number(excess.youngDriverUnderAge, 'excess.youngDriverUnderAge', { integer: true, min: 17 });
}

/** Returns the conviction codes that have a price, for the underwriting cross-check. */
function checkFactors(check: JsonChecker, value: unknown): string[] {
  const factors = check.object(value, 'factors', FACTORS);
  if (!factors) return [];
  check.bands(factors.age, 'factors.age');
  check.factorMap(factors.licenceType, 'factors.licenceType', LICENCE_TYPES);
  check.bands(factors.licenceYears, 'factors.licenceYears', {
    direction: 'down',
    because: 'a longer-held licence never costs more',
  });
  check.factorMap(factors.occupationClass, 'factors.occupationClass', OCCUPATION_CLASSES);
  check.bands(factors.penaltyPoints, 'factors.penaltyPoints', {
    direction: 'up',
    because: 'more penalty points never cost less',
  });
  checkClaims(check, factors.claims);
  const priced = checkConvictionFactors(check, factors.convictions);
  check.bands(factors.vehicleGroup, 'factors.vehicleGroup', {
    direction: 'up',
    because: 'a higher vehicle group never costs less',
  });
  check.bands(factors.vehicleValueCents, 'factors.vehicleValueCents', {
    direction: 'up',
    because: 'a dearer car never costs less to insure',
  });
  check.bands(factors.vehicleAgeYears, 'factors.vehicleAgeYears');
  check.factor(factors.cosmeticModification, 'factors.cosmeticModification');
  check.factorMap(factors.area, 'factors.area', RATING_AREAS);
  check.factorMap(factors.usage, 'factors.usage', USAGES);
  check.bands(factors.annualMileageKm, 'factors.annualMileageKm', {
    direction: 'up',
    because: 'more driving never costs less',
  });
  check.factorMap(factors.overnightLocation, 'factors.overnightLocation', OVERNIGHT_LOCATIONS);
  checkAdditionalDrivers(check, factors.additionalDrivers);
  check.bands(factors.ncbYears, 'factors.ncbYears', {
    direction: 'down',
    because: 'more no-claims years never cost more',
  });
  checkVoluntaryExcess(check, factors.voluntaryExcessCents);
  return priced;
}

function checkClaims(check: JsonChecker, value: unknown): void {
  const claims = check.object(value, 'factors.claims', ['lookbackYears', 'faultByYearsAgo', 'nonFault']);
  if (!claims) return;
  check.number(claims.lookbackYears, 'factors.claims.lookbackYears', { integer: true, min: 1 });
  check.bands(claims.faultByYearsAgo, 'factors.claims.faultByYearsAgo', {
    direction: 'down',
    because: 'an older claim never weighs more than a recent one',
  });
  check.factor(claims.nonFault, 'factors.claims.nonFault');
}

function checkConvictionFactors(check: JsonChecker, value: unknown): string[] {
  const path = 'factors.convictions';
  const convictions = check.object(value, path, ['lookbackYears', 'factors']);
  if (!convictions) return [];
  check.number(convictions.lookbackYears, child(path, 'lookbackYears'), { integer: true, min: 1 });
  const factors = check.object(convictions.factors, child(path, 'factors'), [], CONVICTION_CODES);
  if (!factors) return [];
  for (const [code, factor] of Object.entries(factors))
    check.factor(factor, child(child(path, 'factors'), code));
  return Object.keys(factors);
}

function checkAdditionalDrivers(check: JsonChecker, value: unknown): void {
  const path = 'factors.additionalDrivers';
  const drivers = check.object(value, path, ['weightsByRisk', 'perDriverLoading']);
  if (!drivers) return;
  check.rate(drivers.perDriverLoading, child(path, 'perDriverLoading'));
  const weightsPath = child(path, 'weightsByRisk');
  if (!Array.isArray(drivers.weightsByRisk) || drivers.weightsByRisk.length === 0) {
    check.fail(weightsPath, 'must be a non-empty list of weights, riskiest driver first');
    return;
  }
  drivers.weightsByRisk.forEach((weight: unknown, index, weights: unknown[]) => {
    if (!check.rate(weight, element(weightsPath, index)) || index === 0) return;
    const before = weights[index - 1];
    if (typeof before === 'number' && (weight as number) > before) {
      check.fail(
        element(weightsPath, index),
        `must not exceed the weight before (${before}): the riskiest weighs most`,
      );
    }
  });
}

function checkVoluntaryExcess(check: JsonChecker, value: unknown): void {
  const path = 'factors.voluntaryExcessCents';
  const excess = check.object(value, path, ['0'], 'any');
  if (!excess) return;
  const amounts: [number, number][] = [];
  for (const [key, factor] of Object.entries(excess)) {
    if (key !== '0' && !/^[1-9]\d*$/.test(key)) {
      check.fail(child(path, key), 'keys must be whole amounts in cents, such as "25000"');
    } else if (check.factor(factor, child(path, key))) {
      amounts.push([Number(key), factor]);
    }
  }
  amounts.sort(([a], [b]) => a - b);
  amounts.forEach(([amount, factor], index) => {
    const previous = amounts[index - 1];
    if (previous && factor > previous[1]) {
      check.fail(
        child(path, String(amount)),
        `must not be higher than the factor for ${previous[0]} (${previous[1]}): a higher excess never costs more`,
      );
    }
  });
}

function checkAddOns(check: JsonChecker, value: unknown): void {
  const addOns = check.object(value, 'addOns', ADD_ONS);
  if (!addOns) return;
  for (const addOn of ADD_ONS) {
    const path = child('addOns', addOn);
    const price =
      addOn in addOns &&
      check.object(addOns[addOn], path, ['label'], ['priceCents', 'rate', 'coverTypes', 'minNcbYears']);
    if (!price) continue;
    check.string(price.label, child(path, 'label'));
    if ('priceCents' in price === 'rate' in price)
      check.fail(path, 'needs exactly one of priceCents or rate');
    if ('priceCents' in price) check.cents(price.priceCents, child(path, 'priceCents'));
    if ('rate' in price) check.rate(price.rate, child(path, 'rate'));
    if ('coverTypes' in price) check.codeList(price.coverTypes, child(path, 'coverTypes'), COVER_TYPES);
    if ('minNcbYears' in price)
      check.number(price.minNcbYears, child(path, 'minNcbYears'), { integer: true, min: 0 });
  }
}

function checkInstalments(check: JsonChecker, value: unknown): void {
  const terms = check.object(value, 'instalments', [
    'depositRate',
    'count',
    'creditChargeRate',
    'aprPercent',
  ]);
  if (!terms) return;
  check.number(terms.depositRate, 'instalments.depositRate', { min: 0, max: 0.99 });
  const countOk = check.number(terms.count, 'instalments.count', {
    integer: true,
    min: 1,
    max: MAX_INSTALMENTS,
  });
  const chargeOk = check.rate(terms.creditChargeRate, 'instalments.creditChargeRate');
  const aprOk = check.number(terms.aprPercent, 'instalments.aprPercent', { min: 0 });
  if (!countOk || !chargeOk || !aprOk) return;
  const implied = impliedAprPercent(terms.creditChargeRate as number, terms.count as number);
  if (Math.abs(implied - (terms.aprPercent as number)) > APR_TOLERANCE) {
    check.fail(
      'instalments.aprPercent',
      `must match the APR that the credit charge and instalment count give (${implied}%)`,
    );
  }
}

function checkUnderwriting(check: JsonChecker, value: unknown, pricedConvictions: string[]): void {
  const limits = check.object(value, 'underwriting', UNDERWRITING);
  if (!limits) return;
  const path = (key: string): string => child('underwriting', key);
  check.number(limits.minAge, path('minAge'), { integer: true, min: 17 });
  check.number(limits.referFromAge, path('referFromAge'), { integer: true, min: 18 });
  checkThresholds(check, limits.penaltyPoints, path('penaltyPoints'), 'referFrom', 'declineFrom');
  checkThresholds(check, limits.faultClaims, path('faultClaims'), 'referFrom', 'declineFrom');
  check.cents(limits.largeClaimCents, path('largeClaimCents'));
  checkThresholds(check, limits.vehicleValueCents, path('vehicleValueCents'), 'referAbove', 'declineAbove');
  const young = check.object(limits.youngDriver, path('youngDriver'), ['underAge', 'maxVehicleGroup']);
  if (young) {
    check.number(young.underAge, child(path('youngDriver'), 'underAge'), { integer: true, min: 17 });
    check.number(young.maxVehicleGroup, child(path('youngDriver'), 'maxVehicleGroup'), {
      integer: true,
      min: 1,
      max: 50,
    });
  }
  if (limits.performanceModification !== 'refer' && limits.performanceModification !== 'decline') {
    check.fail(path('performanceModification'), 'must be "refer" or "decline"');
  }
  check.number(limits.maxAdditionalDrivers, path('maxAdditionalDrivers'), { integer: true, min: 0 });
  check.number(limits.maxAnnualMileageKm, path('maxAnnualMileageKm'), { integer: true, min: 1 });
  check.number(limits.maxStartDaysAhead, path('maxStartDaysAhead'), { integer: true, min: 0 });
  checkConvictionRules(check, limits.convictions, pricedConvictions);
  const learner = check.object(limits.learner, path('learner'), [
    'accompanyingLicenceTypes',
    'minAccompanyingLicenceYears',
  ]);
  if (learner) {
    const learnerPath = path('learner');
    check.codeList(
      learner.accompanyingLicenceTypes,
      child(learnerPath, 'accompanyingLicenceTypes'),
      LICENCE_TYPES,
    );
    check.number(learner.minAccompanyingLicenceYears, child(learnerPath, 'minAccompanyingLicenceYears'), {
      integer: true,
      min: 0,
    });
  }
}

/** A refer threshold at or below its decline threshold, both whole non-negative numbers. */
function checkThresholds(
  check: JsonChecker,
  value: unknown,
  path: string,
  refer: string,
  decline: string,
): void {
  const thresholds = check.object(value, path, [refer, decline]);
  if (!thresholds) return;
  const referOk = check.number(thresholds[refer], child(path, refer), { integer: true, min: 0 });
  const declineOk = check.number(thresholds[decline], child(path, decline), { integer: true, min: 0 });
  if (referOk && declineOk && (thresholds[decline] as number) < (thresholds[refer] as number)) {
    check.fail(child(path, decline), `must be at least ${refer} (${thresholds[refer] as number})`);
  }
}

/** Every conviction code must be priced, referred or declined, and only one of those. */
function checkConvictionRules(check: JsonChecker, value: unknown, priced: string[]): void {
  const path = 'underwriting.convictions';
  const rules = check.object(value, path, ['refer', 'decline']);
  if (!rules) return;
  const referred = check.codeList(rules.refer, child(path, 'refer'), CONVICTION_CODES);
  const declined = check.codeList(rules.decline, child(path, 'decline'), CONVICTION_CODES);
  for (const code of CONVICTION_CODES) {
    const places = [priced.includes(code), referred.includes(code), declined.includes(code)].filter(
      Boolean,
    ).length;
    if (places === 0) {
      check.fail(path, `${code} needs a price in factors.convictions.factors or a place in refer or decline`);
    } else if (places > 1) {
      check.fail(path, `${code} must be in only one of factors.convictions.factors, refer and decline`);
    }
  }
}
