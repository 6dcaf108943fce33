import { bucketDay, DateGrain } from './buckets';
import { FactRow, FactValue, FieldDef } from './fields';

export const VALUE_OPS = ['count', 'sum', 'avg'] as const;
export type ValueOp = (typeof VALUE_OPS)[number];

/** Shown for a fact with no value in a grouped field. */
export const NONE = '(none)';

export interface PivotSpec {
  rows: readonly FieldDef[];
  columns: readonly FieldDef[];
  op: ValueOp;
  /** The number summed or averaged; unused for a count. */
  valueField?: FieldDef;
  grain: DateGrain;
  dateField: FieldDef;
  /** Inclusive Irish calendar days. */
  from?: string;
  to?: string;
  /** field key -> the values a fact must have (any of them). */
  values: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface PivotResult {
  rows: string[][];
  columns: string[][];
  /** cells[row][column]; null where an average has nothing to average. */
  cells: (number | null)[][];
  rowTotals: (number | null)[];
  columnTotals: (number | null)[];
  total: number | null;
  /** Facts counted: those passing the filters (for a sum or average, those that have the number). */
  matched: number;
}

interface Tally {
  sum: number;
  count: number;
}

const SEPARATOR = '\u0000';

/** The group keys one value of a field gives: one per tag, a bucket for a date, text for the rest. */
export function groupKeys(field: FieldDef, value: FactValue | undefined, grain: DateGrain): string[] {
  if (Array.isArray(value)) return value.length > 1 ? [...new Set(value)] : value.length > 0 ? value : [NONE];
  if (field.kind === 'date' && typeof value === 'string' && value !== '') return [bucketDay(value, grain)];
  return [valueKey(value)];
}

/** A single value as the text filters and group keys use. */
export function valueKey(value: FactValue | undefined): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

const ONE_GROUP = [''];

/** Every combination of the keys of several fields (a fact with two tags lands in two rows). */
function combinations(fields: readonly FieldDef[], fact: FactRow, grain: DateGrain): string[] {
  if (fields.length === 0) return ONE_GROUP;
  const first = groupKeys(fields[0], fact[fields[0].key], grain);
  if (fields.length === 1) return first;
  const keys = fields
    .slice(1)
    .reduce(
      (prefixes, field) =>
        prefixes.flatMap((prefix) =>
          groupKeys(field, fact[field.key], grain).map((key) => prefix + SEPARATOR + key),
        ),
      first,
    );
  return [...new Set(keys)];
}

function passes(fact: FactRow, spec: PivotSpec): boolean {
  if (spec.from !== undefined || spec.to !== undefined) {
    const day = fact[spec.dateField.key];
    if (typeof day !== 'string') return false;
    if (spec.from !== undefined && day < spec.from) return false;
    if (spec.to !== undefined && day > spec.to) return false;
  }
  for (const [key, wanted] of spec.values) {
    const value = fact[key];
    const found = Array.isArray(value) ? value.some((item) => wanted.has(item)) : wanted.has(valueKey(value));
    if (!found) return false;
  }
  return true;
}

/** With no fields to group by, everything is one group with an empty key. */
function splitKey(key: string, fields: readonly FieldDef[]): string[] {
  return fields.length === 0 ? [] : key.split(SEPARATOR);
}

const byKey = (a: string, b: string): number =>
  a === NONE ? 1 : b === NONE ? -1 : a.localeCompare(b, 'en', { numeric: true });

function add(tallies: Map<string, Tally>, key: string, amount: number): void {
  const tally = tallies.get(key);
  if (tally) {
    tally.sum += amount;
    tally.count += 1;
  } else tallies.set(key, { sum: amount, count: 1 });
}

function result(tally: Tally | undefined, op: ValueOp): number | null {
  if (op === 'count') return tally?.count ?? 0;
  if (op === 'sum') return round2(tally?.sum ?? 0);
  return tally && tally.count > 0 ? round2(tally.sum / tally.count) : null;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Folds fact rows into a pivot table: each fact passing the filters is counted (or its number
 * summed or averaged) in every cell its group keys name, once per cell; totals count each fact once.
 */
export function foldPivot(facts: Iterable<FactRow>, spec: PivotSpec): PivotResult {
  const fold = new PivotFold(spec);
  for (const fact of facts) fold.add(fact);
  return fold.result();
}

/** A pivot folded one fact at a time, so that facts read a block at a time need not be held. */
export class PivotFold {
  private readonly cells = new Map<string, Tally>();
  private readonly rowTallies = new Map<string, Tally>();
  private readonly columnTallies = new Map<string, Tally>();
  private readonly grand: Tally = { sum: 0, count: 0 };
  private matched = 0;

  constructor(private readonly spec: PivotSpec) {}

  add(fact: FactRow): void {
    const spec = this.spec;
    if (!passes(fact, spec)) return;
    let amount = 1;
    if (spec.op !== 'count') {
      const value = spec.valueField ? fact[spec.valueField.key] : null;
      if (typeof value !== 'number' || !Number.isFinite(value)) return;
      amount = value;
    }
    this.matched += 1;
    const rowKeys = combinations(spec.rows, fact, spec.grain);
    const columnKeys = combinations(spec.columns, fact, spec.grain);
    for (const row of rowKeys) {
      add(this.rowTallies, row, amount);
      for (const column of columnKeys) add(this.cells, row + SEPARATOR + SEPARATOR + column, amount);
    }
    for (const column of columnKeys) add(this.columnTallies, column, amount);
    this.grand.sum += amount;
    this.grand.count += 1;
  }

  result(): PivotResult {
    const spec = this.spec;
    const rowKeys = [...this.rowTallies.keys()].sort(byKey);
    const columnKeys = [...this.columnTallies.keys()].sort(byKey);
    return {
      rows: rowKeys.map((key) => splitKey(key, spec.rows)),
      columns: columnKeys.map((key) => splitKey(key, spec.columns)),
      cells: rowKeys.map((row) =>
        columnKeys.map((column) => result(this.cells.get(row + SEPARATOR + SEPARATOR + column), spec.op)),
      ),
      rowTotals: rowKeys.map((row) => result(this.rowTallies.get(row), spec.op)),
      columnTotals: columnKeys.map((column) => result(this.columnTallies.get(column), spec.op)),
      total: result(this.grand.count > 0 ? this.grand : undefined, spec.op),
      matched: this.matched,
    };
  }
}
