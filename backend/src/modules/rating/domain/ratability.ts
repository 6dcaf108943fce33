import { CompiledTable } from './compile-table';
import { CalendarDate, daysBetween, parseIsoDate } from '#src/common/time/dates';
import { CALL_US, Finding, refer } from './findings';
import { COVER_TYPE_LABELS, formatEuro, plural } from './labels';
import { Risk } from './risk';
import { RiskFacts } from './risk-facts';

/**
 * Whether this table can price the risk at all: readable dates, options it has prices for, and a
 * start date inside the quoting window. The API validates input first, so these mostly catch an
 * option the admin has withdrawn from a newer table, or a stale client; each is a referral.
 */
const MAX_VEHICLE_GROUP = 50;

export function checkRatable(
  risk: Risk,
  facts: RiskFacts,
  compiled: CompiledTable,
  today: CalendarDate,
): Finding[] {
  const findings: Finding[] = [];
  if (facts.unreadableDates.length > 0) {
    findings.push(refer('UNREADABLE_DATE', `We couldn't read some of the dates you gave. ${CALL_US}`));
  }
  const unsupported = unsupportedFields(risk, compiled);
  if (unsupported.length > 0) {
    findings.push(
      refer(
        'UNSUPPORTED_DETAILS',
        `We can't price some of your details online (${unsupported.join(', ')}). ${CALL_US}`,
      ),
    );
  }
  findings.push(...coverFindings(risk, compiled));
  const start = parseIsoDate(risk.startDate);
  const daysAhead = start ? daysBetween(today, start) : 0;
  const { maxStartDaysAhead } = compiled.table.underwriting;
  if (daysAhead < 0 || daysAhead > maxStartDaysAhead) {
    findings.push(
      refer(
        'START_DATE_OUT_OF_RANGE',
        `Your cover can start any day from today up to ${plural(maxStartDaysAhead, 'day')} ahead. Please choose another start date.`,
      ),
    );
  }
  return findings;
}

function unsupportedFields(risk: Risk, compiled: CompiledTable): string[] {
  const { factors } = compiled.table;
  const drivers = [risk.proposer, ...risk.additionalDrivers];
  const isCount = (value: number): boolean => Number.isInteger(value) && value >= 0;
  const priced = (prices: object, option: string | number): boolean => Object.hasOwn(prices, String(option));
  const checks: [field: string, supported: boolean][] = [
    ['area', priced(factors.area, risk.area)],
    ['usage', priced(factors.usage, risk.usage)],
    ['overnight location', priced(factors.overnightLocation, risk.overnightLocation)],
    ['occupation', priced(factors.occupationClass, risk.proposer.occupationClass)],
    ['licence type', drivers.every((driver) => priced(factors.licenceType, driver.licenceType))],
    ['years licence held', drivers.every((driver) => isCount(driver.licenceYears))],
    ['penalty points', drivers.every((driver) => isCount(driver.penaltyPoints))],
    ['no-claims bonus', isCount(risk.proposer.ncbYears)],
    ['annual mileage', isCount(risk.annualMileageKm)],
    ['vehicle value', isCount(risk.vehicle.valueCents)],
    [
      'vehicle group',
      isCount(risk.vehicle.group) && risk.vehicle.group >= 1 && risk.vehicle.group <= MAX_VEHICLE_GROUP,
    ],
    ['vehicle year', Number.isInteger(risk.vehicle.year)],
    ['cover type', priced(compiled.table.basePremiumCents, risk.cover.type)],
    ['add-ons', risk.cover.addOns.every((addOn) => priced(compiled.table.addOns, addOn))],
  ];
  return checks.filter(([, supported]) => !supported).map(([field]) => field);
}

function coverFindings(risk: Risk, compiled: CompiledTable): Finding[] {
  const findings: Finding[] = [];
  const { voluntaryExcessCents, type, addOns } = risk.cover;
  if (!compiled.voluntaryExcess.has(voluntaryExcessCents)) {
    const offered = [...compiled.voluntaryExcess.keys()].sort((a, b) => a - b).map(formatEuro);
    findings.push(
      refer('VOLUNTARY_EXCESS_NOT_OFFERED', `Please choose a voluntary excess of ${offered.join(', ')}.`),
    );
  }
  for (const addOn of new Set(addOns)) {
    if (!Object.hasOwn(compiled.table.addOns, addOn)) continue;
    const price = compiled.table.addOns[addOn];
    if (price.coverTypes && !price.coverTypes.includes(type)) {
      const cover = COVER_TYPE_LABELS[type]?.toLowerCase() ?? type;
      findings.push(refer('ADD_ON_UNAVAILABLE', `${price.label} isn't available with ${cover} cover.`));
    }
    if (price.minNcbYears !== undefined && !(risk.proposer.ncbYears >= price.minNcbYears)) {
      findings.push(
        refer(
          'ADD_ON_UNAVAILABLE',
          `${price.label} needs at least ${plural(price.minNcbYears, "year's", "years'")} no-claims bonus.`,
        ),
      );
    }
  }
  return findings;
}
