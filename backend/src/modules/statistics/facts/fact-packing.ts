import type { FactRecord } from '#src/common/statistics/facts';
import type { FactRow, FactValue, SourceDef } from '../domain/fields';

/** A block's records as JSON texts: `ids[i]` is the record whose values are `rows[i]`. */
export interface PackedBlock {
  ids: string;
  rows: string;
  count: number;
}

const valuesOf = (source: SourceDef, row: FactRow): FactValue[] =>
  source.fields.map((field) => row[field.key] ?? null);

/** A block's rows as JSON text: each row the values of the source's fields, in the fields' order. */
export function packRows(source: SourceDef, rows: readonly FactRow[]): string {
  return JSON.stringify(rows.map((row) => valuesOf(source, row)));
}

/** A partition's records as one block. */
export function packBlock(source: SourceDef, records: readonly FactRecord[]): PackedBlock {
  return {
    ids: JSON.stringify(records.map((record) => record.id)),
    rows: packRows(
      source,
      records.map((record) => record.row),
    ),
    count: records.length,
  };
}

/**
 * The block with the changed records' rows in place of their old ones and the new records' added, so
 * that a change costs its own records rather than a rebuild of its partition (hundreds of records
 * over a year of data). `added` names the records the block did not hold; `changed` is false when every
 * row is as it was (a record written without a change to its facts, or seen again by the next sync).
 */
export function patchBlock(
  source: SourceDef,
  block: Omit<PackedBlock, 'count'>,
  records: readonly FactRecord[],
): { block: PackedBlock; added: FactRecord[]; changed: boolean } {
  const ids = JSON.parse(block.ids) as string[];
  const rows = JSON.parse(block.rows) as FactValue[][];
  const at = new Map(ids.map((id, index) => [id, index]));
  const added: FactRecord[] = [];
  let changed = false;
  for (const record of records) {
    const values = valuesOf(source, record.row);
    const index = at.get(record.id);
    if (index !== undefined) {
      changed ||= JSON.stringify(rows[index]) !== JSON.stringify(values);
      rows[index] = values;
      continue;
    }
    at.set(record.id, ids.length);
    ids.push(record.id);
    rows.push(values);
    added.push(record);
    changed = true;
  }
  return {
    block: { ids: JSON.stringify(ids), rows: JSON.stringify(rows), count: ids.length },
    added,
    changed,
  };
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
