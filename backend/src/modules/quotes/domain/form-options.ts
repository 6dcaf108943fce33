import {
  ADD_ONS,
  CLAIM_TYPES,
  CONVICTION_LABELS,
  COVER_TYPE_LABELS,
  CoverType,
  LICENCE_TYPE_LABELS,
  OVERNIGHT_LOCATION_LABELS,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS,
  USAGE_LABELS,
} from '../../rating';
import type { RatingTable } from '../../rating';
import { EMPLOYMENT_STATUSES, GENDERS, MARITAL_STATUSES, TITLES } from '../dto/quote-pages.dto';
import { PAYMENT_OPTIONS } from './pages';

/**
 * Every choice the quote form offers, with its words, so that the form never hard-codes a list:
 * the excess amounts, add-ons and start window come from the active rating table.
 */
export interface Option {
  value: string;
  label: string;
}

export interface AddOnOption extends Option {
  coverTypes?: CoverType[];
  minNcbYears?: number;
  priceCents?: number;
  rate?: number;
}

const GENDER_LABELS: Record<string, string> = { F: 'Female', M: 'Male', X: 'Non-binary or not given' };
const PAYMENT_LABELS: Record<string, string> = { annual: 'Pay in full', monthly: 'Pay monthly' };

/** 'spouse_or_partner' → 'Spouse or partner'. */
export function humanise(code: string): string {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const options = (values: readonly string[], labels: Partial<Record<string, string>> = {}): Option[] =>
  values.map((value) => ({ value, label: labels[value] ?? humanise(value) }));

export function formOptions(table: RatingTable) {
  return {
    tableVersion: table.version,
    titles: options(TITLES, Object.fromEntries(TITLES.map((title) => [title, title]))),
    genders: options(GENDERS, GENDER_LABELS),
    maritalStatuses: options(MARITAL_STATUSES),
    employmentStatuses: options(EMPLOYMENT_STATUSES),
    licenceTypes: options(Object.keys(LICENCE_TYPE_LABELS), LICENCE_TYPE_LABELS),
    coverTypes: options(Object.keys(COVER_TYPE_LABELS), COVER_TYPE_LABELS),
    usages: options(Object.keys(USAGE_LABELS), USAGE_LABELS),
    overnightLocations: options(Object.keys(OVERNIGHT_LOCATION_LABELS), OVERNIGHT_LOCATION_LABELS),
    relationships: options(RELATIONSHIPS, RELATIONSHIP_LABELS),
    convictions: options(Object.keys(CONVICTION_LABELS), CONVICTION_LABELS).map(({ value, label }) => ({
      value,
      label: humanise(label),
    })),
    claimTypes: options(CLAIM_TYPES),
    addOns: ADD_ONS.map((value): AddOnOption => ({ value, ...table.addOns[value] })),
    voluntaryExcessCents: Object.keys(table.factors.voluntaryExcessCents)
      .map(Number)
      .sort((a, b) => a - b),
    maxStartDaysAhead: table.underwriting.maxStartDaysAhead,
    learner: table.underwriting.learner,
    paymentOptions: options(PAYMENT_OPTIONS, PAYMENT_LABELS),
    monthly: {
      depositRate: table.instalments.depositRate,
      instalments: table.instalments.count,
      aprPercent: table.instalments.aprPercent,
    },
  };
}
