import type { FactRow, FactValue, SourceDef } from '../domain/fields';

/** A block's rows as JSON text: each row the values of the source's fields, in the fields' order. */
export function packRows(source: SourceDef, rows: readonly FactRow[]): string {
  const keys = source.fields.map((field) => field.key);
  return JSON.stringify(rows.map((row) => keys.map((key) => row[key] ?? null)));
}

/** A block's rows one by one: a dashboard folds a year of them, so each costs one object and nothing else. */
export function* unpackRows(source: SourceDef, packed: string): Generator<FactRow> {
  const keys = source.fields.map((field) => field.key);
  for (const values of JSON.parse(packed) as FactValue[][]) {
    const row: Record<string, FactValue> = {};
    keys.forEach((key, index) => (row[key] = values[index] ?? null));
    yield row;
  }
}
