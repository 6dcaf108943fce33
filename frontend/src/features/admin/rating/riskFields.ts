import type { components } from '@ivy/api-client';
import { parseJsonObject } from './ratingTables';

type Schemas = components['schemas'];

/**
 * Every value of an API enum as select options. Keyed by the enum, so the compiler says when the API
 * gains a value (these lists cannot be imported from the backend).
 */
const choices = <T extends string>(values: Record<T, true>) =>
  Object.keys(values).map((value) => ({ value, label: value }));

/** The risk's fields staff change most, each at its path in the risk JSON. */
export const RISK_FIELDS = [
  { path: 'proposer.dateOfBirth', label: 'Date of birth', kind: 'date' },
  {
    path: 'proposer.licenceType',
    label: 'Licence',
    kind: 'choice',
    options: choices<Schemas['LicenceType']>({
      full_irish: true,
      full_eu: true,
      full_uk: true,
      full_other: true,
      learner_permit: true,
    }),
  },
  { path: 'proposer.licenceYears', label: 'Years licence held', kind: 'number' },
  { path: 'proposer.ncbYears', label: 'No-claims years', kind: 'number' },
  { path: 'proposer.penaltyPoints', label: 'Penalty points', kind: 'number' },
  { path: 'vehicle.group', label: 'Vehicle group', kind: 'number' },
  { path: 'vehicle.valueCents', label: 'Vehicle value (€)', kind: 'euro' },
  {
    path: 'area',
    label: 'Rating area',
    kind: 'choice',
    options: choices<Schemas['RatingArea']>({
      'Dublin City': true,
      'Dublin County': true,
      'Cork City': true,
      'Other City': true,
      'Commuter Belt': true,
      'Urban Other': true,
      Rural: true,
    }),
  },
  {
    path: 'cover.type',
    label: 'Cover',
    kind: 'choice',
    options: choices<Schemas['CoverType']>({
      comprehensive: true,
      third_party_fire_theft: true,
      third_party_only: true,
    }),
  },
  { path: 'cover.voluntaryExcessCents', label: 'Voluntary excess (€)', kind: 'euro' },
] as const;

export type RiskField = (typeof RISK_FIELDS)[number];

function parseObject(json: string): Record<string, unknown> | undefined {
  const parsed = parseJsonObject(json, 'a risk');
  return parsed.ok ? parsed.value : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field's value as its input shows it ('' when the risk lacks it); undefined while the JSON is broken. */
export function readRiskField(json: string, field: RiskField): string | undefined {
  const risk = parseObject(json);
  if (!risk) return undefined;
  let value: unknown = risk;
  for (const key of field.path.split('.')) value = isObject(value) ? value[key] : undefined;
  if (value === undefined || value === null) return '';
  if (field.kind === 'euro' && typeof value === 'number') return String(value / 100);
  return String(value);
}

/**
 * The risk JSON with the field set as typed: numbers stay numbers (euro become cents), a blank number is
 * left blank for the server to name. Undefined while the JSON is broken, so nothing overwrites it.
 */
export function writeRiskField(json: string, field: RiskField, typed: string): string | undefined {
  const risk = parseObject(json);
  if (!risk) return undefined;
  const keys = field.path.split('.');
  const last = keys.pop() ?? '';
  let parent = risk;
  for (const key of keys) {
    if (!isObject(parent[key])) parent[key] = {};
    parent = parent[key] as Record<string, unknown>;
  }
  const number = typed.trim() === '' ? undefined : Number(typed);
  if (field.kind === 'number') parent[last] = number;
  else if (field.kind === 'euro') parent[last] = number === undefined ? undefined : Math.round(number * 100);
  else parent[last] = typed;
  return JSON.stringify(risk, null, 2);
}
