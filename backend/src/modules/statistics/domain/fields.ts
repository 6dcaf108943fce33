/**
 * The vocabulary of the statistics: a source is one model staff can explore (its owning module's
 * records as flat fact rows, see facts/), and its fields say how each column of those rows may be used.
 */

/**
 * - `category`: grouped by its value (statuses, cover types, yes/no);
 * - `tags`: a list of values, a row counting once under each (decline reasons);
 * - `number`: summed or averaged (premiums in euros, ratings);
 * - `date`: an Irish calendar day 'YYYY-MM-DD', grouped by day, ISO week or month.
 */
export const FIELD_KINDS = ['category', 'tags', 'number', 'date'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  /** Numbers in euros are shown as money. */
  unit?: 'eur';
}

export type { FactRow, FactValue } from '../../../common/statistics/facts';

export interface SourceDef {
  key: string;
  label: string;
  fields: readonly FieldDef[];
  /** The date the date-range filter uses unless another is named. */
  defaultDate: string;
}

export function fieldOf(source: SourceDef, key: string): FieldDef | undefined {
  return source.fields.find((field) => field.key === key);
}
