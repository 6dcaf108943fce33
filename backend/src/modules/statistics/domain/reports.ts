import { daysBetween, DateGrain } from './buckets';
import { fieldOf, FactRow, SourceDef } from './fields';
import { PivotFold, PivotResult, PivotSpec, round2, ValueOp } from './pivot';

/**
 * The ready-made dashboards staff open first. Each is a pivot over one or more sources plus a few
 * headline figures, computed from the same fact rows the explorer folds.
 */

export type FigureUnit = 'count' | 'eur' | 'percent';
export const CHART_KINDS = ['table', 'bar', 'line', 'pie'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export interface Figure {
  label: string;
  value: number | null;
  unit: FigureUnit;
}

export interface ReportBody {
  rowLabels: string[];
  unit: 'count' | 'eur';
  pivot: PivotResult;
  figures: Figure[];
}

export interface DayRange {
  from: string;
  to: string;
}

/** A pivot a dashboard needs: over one source's facts, or several sources' (each fact mapped first). */
export interface FoldDef {
  sources: readonly SourceDef[];
  spec: PivotSpec;
  /** What the spec sees of a source's fact; the fact itself when absent. */
  row?: (fact: FactRow, source: SourceDef) => FactRow;
}

export interface ReportDef {
  key: string;
  title: string;
  description: string;
  chart: ChartKind;
  sources: readonly SourceDef[];
  /** The range shown unless staff choose one: this many days back from today, and forward. */
  defaultRange: { back: number; ahead?: number };
  /** The pivots the dashboard is made of, by name, all folded in one read of each source. */
  folds(range: DayRange): Record<string, FoldDef>;
  /** The dashboard from those pivots. */
  finish(pivots: Record<string, PivotResult>, range: DayRange): ReportBody;
}

/** A source's facts a block at a time, as read from the database. */
export type FactBlocksOf = (source: SourceDef) => AsyncIterable<Iterable<FactRow>>;

/**
 * Folds every pivot over one read of each source's blocks: no block is kept once its facts are
 * counted, so a year of quotes is never held at once, and a dashboard of several pivots reads it once.
 */
export async function foldSources(
  folds: Record<string, FoldDef>,
  blocksOf: FactBlocksOf,
): Promise<Record<string, PivotResult>> {
  const entries = Object.entries(folds).map(([name, def]) => ({ name, def, fold: new PivotFold(def.spec) }));
  const sources = [...new Set(entries.flatMap(({ def }) => def.sources))];
  for (const source of sources) {
    const using = entries.filter(({ def }) => def.sources.includes(source));
    for await (const facts of blocksOf(source)) {
      for (const fact of facts) {
        for (const { def, fold } of using) fold.add(def.row ? def.row(fact, source) : fact);
      }
    }
  }
  return Object.fromEntries(entries.map(({ name, fold }) => [name, fold.result()]));
}

interface SpecInput {
  rows?: string[];
  columns?: string[];
  op?: ValueOp;
  value?: string;
  grain?: DateGrain;
  date?: string;
  values?: Record<string, string[]>;
}

/** A pivot spec from field keys the reports below name (a wrong key is our bug, not the user's). */
export function specFor(source: SourceDef, range: DayRange, input: SpecInput): PivotSpec {
  const field = (key: string) => {
    const found = fieldOf(source, key);
    if (!found) throw new Error(`${source.key} has no field ${key}`);
    return found;
  };
  return {
    rows: (input.rows ?? []).map(field),
    columns: (input.columns ?? []).map(field),
    op: input.op ?? 'count',
    valueField: input.value ? field(input.value) : undefined,
    grain: input.grain ?? 'day',
    dateField: field(input.date ?? source.defaultDate),
    from: range.from,
    to: range.to,
    values: new Map(Object.entries(input.values ?? {}).map(([key, wanted]) => [key, new Set(wanted)])),
  };
}

export function percent(part: number | null, whole: number | null): number | null {
  return part === null || !whole ? null : round2((part / whole) * 100);
}

/** The cell of a one-row-field pivot for a column key, over all rows (the column's total). */
export function columnTotal(pivot: PivotResult, column: string): number {
  const index = pivot.columns.findIndex((key) => key.join(' · ') === column);
  return index < 0 ? 0 : (pivot.columnTotals[index] ?? 0);
}

/** Adds the quiet days (all zero) so a daily chart has no gaps. */
export function withEveryDay(pivot: PivotResult, range: DayRange): PivotResult {
  const known = new Map(pivot.rows.map((key, index) => [key[0], index]));
  const days = daysBetween(range.from, range.to);
  return {
    ...pivot,
    rows: days.map((day) => [day]),
    cells: days.map((day) => {
      const index = known.get(day);
      return index === undefined ? pivot.columns.map(() => 0) : pivot.cells[index];
    }),
    rowTotals: days.map((day) => {
      const index = known.get(day);
      return index === undefined ? 0 : pivot.rowTotals[index];
    }),
  };
}

/** A pivot whose columns are exactly `columns` (in that order), missing ones as zero. */
export function withColumns(pivot: PivotResult, columns: readonly string[]): PivotResult {
  const indexes = columns.map((column) => pivot.columns.findIndex((key) => key.join(' · ') === column));
  return {
    ...pivot,
    columns: columns.map((column) => [column]),
    cells: pivot.cells.map((line) => indexes.map((index) => (index < 0 ? 0 : line[index]))),
    columnTotals: indexes.map((index) => (index < 0 ? 0 : pivot.columnTotals[index])),
  };
}
