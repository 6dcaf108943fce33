import type { FactRow, FactValue, SourceDef } from '../domain/fields';

/** A block's rows as JSON text: each row the values of the source's fields, in the fields' order. */
export function packRows(source: SourceDef, rows: readonly FactRow[]): string {
  const keys = source.fields.map((field) => field.key);
  return JSON.stringify(rows.map((row) => keys.map((key) => row[key] ?? null)));
}

export function unpackRows(source: SourceDef, packed: string): FactRow[] {
  const keys = source.fields.map((field) => field.key);
  return (JSON.parse(packed) as FactValue[][]).map((values) =>
    Object.fromEntries(keys.map((key, index) => [key, values[index] ?? null])),
  );
}

/**
 * A source's rows over its packed blocks, unpacked one block at a time on each pass: a year of quotes
 * is held as a few hundred strings while a dashboard folds it, not as a few hundred thousand objects.
 */
export function packedRows(source: SourceDef, blocks: readonly string[]): Iterable<FactRow> {
  return {
    *[Symbol.iterator]() {
      for (const packed of blocks) yield* unpackRows(source, packed);
    },
  };
}
