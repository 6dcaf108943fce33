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
  /**
   * The codes a category or tag takes, in the words the screens show them ('purchased' is 'Bought'):
   * filters take either, exports and pick-lists show the words.
   */
  words?: Readonly<Record<string, string>>;
}

export type { FactRow, FactValue } from '#src/common/statistics/facts';

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

/** The code a typed filter value stands for: a code as it is, or the word for one in any case. */
export function codeOf(field: FieldDef, typed: string): string {
  const words = field.words ?? {};
  if (Object.hasOwn(words, typed)) return typed;
  const wanted = typed.trim().toLowerCase();
  return Object.keys(words).find((code) => words[code].toLowerCase() === wanted) ?? typed;
}

/** A value as the screens say it (the code itself when the field has no word for it). */
export function wordOf(field: FieldDef, value: string): string {
  return field.words && Object.hasOwn(field.words, value) ? field.words[value] : value;
}
