import type { ChartKind, ExplorerQuery, Pivot, StatisticsModel } from '#src/api/statistics';
import { formatPeriod } from '#src/language/dates';
import { wordFor } from '#src/language/glossary';

/** Pure helpers of the statistics screens: pivot → table lines and chart series, form ↔ query. */

export const TOTAL = 'Total';
export type ValueUnit = 'count' | 'eur' | 'number' | 'percent';

export interface PivotLine {
  key: string;
  /** One label per row field (['Total'] for the totals line). */
  labels: string[];
  values: (number | null)[];
  total: number | null;
}

// Keys are the facts' values, codes ('purchased', 'DRIVER_AGE') and periods ('2026-03-01') among them:
// staff read them in words and dates.
const keyWord = (value: string): string => formatPeriod(value) ?? wordFor(value);
const keyText = (key: string[]): string => (key.length > 0 ? key.map(keyWord).join(' · ') : TOTAL);

/** The column headings of the values, e.g. ['started', 'priced'] or ['Total'] with no column field. */
export function valueColumns(pivot: Pivot): string[] {
  return pivot.columns.map(keyText);
}

/** Whether a Total column follows the value columns (only when there are column fields). */
export function hasColumnFields(pivot: Pivot): boolean {
  return pivot.columns.some((key) => key.length > 0);
}

/** The table's lines: one per row key, then the totals line when there are row fields. */
export function pivotLines(pivot: Pivot): PivotLine[] {
  const lines = pivot.rows.map((key, index) => ({
    key: keyText(key),
    labels: key.length > 0 ? key.map(keyWord) : [TOTAL],
    values: pivot.cells[index],
    total: pivot.rowTotals[index],
  }));
  const hasRows = pivot.rows.some((key) => key.length > 0);
  if (!hasRows || lines.length === 0) return lines;
  return [
    ...lines,
    { key: `\u0000${TOTAL}`, labels: [TOTAL], values: pivot.columnTotals, total: pivot.total },
  ];
}

export interface ChartSeries {
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
}

/** What a chart draws: a series per column (bar, line), or the row totals as slices (pie). */
export function chartSeries(
  pivot: Pivot,
  kind: Exclude<ChartKind, 'table'>,
  valueLabel: string,
): ChartSeries {
  const labels = pivot.rows.map(keyText);
  if (kind === 'pie' || !hasColumnFields(pivot)) {
    return {
      labels,
      datasets: [
        { label: valueLabel, data: kind === 'pie' ? pivot.rowTotals : pivot.cells.map((line) => line[0]) },
      ],
    };
  }
  return {
    labels,
    datasets: pivot.columns.map((key, column) => ({
      label: keyText(key),
      data: pivot.cells.map((line) => line[column]),
    })),
  };
}

const PALETTE = ['#0b6e4f', '#e07a1f', '#3a6ea5', '#b23a48', '#7a5c99', '#2a9d8f', '#c9a227', '#5c677d'];

/**
 * The colour of a chart's nth series or slice: the palette, then hues a golden angle apart, so a pie
 * of more slices than the palette has colours never repeats one.
 */
export function seriesColour(index: number): string {
  if (index < PALETTE.length) return PALETTE[index];
  const hue = Math.round((index * 137.508) % 360);
  return `hsl(${hue} 55% ${index % 2 === 0 ? 38 : 52}%)`;
}

const COUNT = new Intl.NumberFormat('en-IE');
const NUMBER = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 2 });
const EURO = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** A figure as staff read it: 1,234 · €1,234.50 · 33.33% · – for nothing to show. */
export function formatValue(value: number | null | undefined, unit: ValueUnit): string {
  if (value === null || value === undefined) return '–';
  if (unit === 'eur') return EURO.format(value);
  if (unit === 'percent') return `${NUMBER.format(value)}%`;
  return unit === 'count' ? COUNT.format(value) : NUMBER.format(value);
}

/** The explorer's form: one or two row fields, one column field, one value filter. */
export interface ExplorerFormValues {
  model: string;
  row1?: string;
  row2?: string;
  column?: string;
  op: ExplorerQuery['value']['op'];
  valueField?: string;
  grain: ExplorerQuery['grain'];
  dateField?: string;
  from?: string;
  to?: string;
  filterField?: string;
  /** Comma-separated. */
  filterValues?: string;
}

export const EXPLORER_DEFAULTS: ExplorerFormValues = {
  model: 'quotes',
  row1: 'createdDay',
  column: 'status',
  op: 'count',
  grain: 'month',
};

/**
 * The query the form describes, against the chosen model: a field left over from another model is
 * dropped (the pickers only offer the chosen model's fields), so changing model never sends it.
 */
export function explorerQuery(values: ExplorerFormValues, model: StatisticsModel | undefined): ExplorerQuery {
  const kindOf = (key: string | undefined) => model?.fields.find((field) => field.key === key)?.kind;
  const known = (key: string | undefined): key is string => kindOf(key) !== undefined;
  const rows = [values.row1, values.row2].filter(known);
  const filterValues = (values.filterValues ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const filterable = kindOf(values.filterField) === 'category' || kindOf(values.filterField) === 'tags';
  return {
    model: values.model,
    rows: [...new Set(rows)],
    columns: known(values.column) ? [values.column] : [],
    value:
      values.op === 'count' || kindOf(values.valueField) !== 'number'
        ? { op: 'count' }
        : { op: values.op, field: values.valueField },
    grain: values.grain,
    ...(kindOf(values.dateField) === 'date' ? { dateField: values.dateField } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(filterable && values.filterField && filterValues.length > 0
      ? { filters: [{ field: values.filterField, values: filterValues }] }
      : {}),
  };
}

/** A saved query back in the form. */
export function explorerFormValues(query: ExplorerQuery): ExplorerFormValues {
  const filter = query.filters?.[0];
  return {
    model: query.model,
    row1: query.rows[0],
    row2: query.rows[1],
    column: query.columns[0],
    op: query.value.op,
    valueField: query.value.field,
    grain: query.grain,
    dateField: query.dateField,
    from: query.from,
    to: query.to,
    filterField: filter?.field,
    filterValues: filter ? [...new Set(filter.values.map(wordFor))].join(', ') : undefined,
  };
}
