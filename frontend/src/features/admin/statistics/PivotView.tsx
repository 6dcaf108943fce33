import { useId } from 'react';
import type { ChartKind, Pivot } from '#src/api/statistics';
import { DataTable, type Column } from '../shared/DataTable';
import { PivotChart } from './PivotChart';
import {
  hasColumnFields,
  pivotLines,
  TOTAL,
  valueColumns,
  type PivotLine,
  type ValueUnit,
} from './pivotView';

export const CHART_KINDS: { value: ChartKind; label: string }[] = [
  { value: 'table', label: 'Table' },
  { value: 'bar', label: 'Bar chart' },
  { value: 'line', label: 'Line chart' },
  { value: 'pie', label: 'Pie chart' },
];

interface PivotViewProps {
  caption: string;
  pivot: Pivot;
  rowLabels: string[];
  valueLabel: string;
  unit: ValueUnit;
  chart: ChartKind;
  onChartChange: (chart: ChartKind) => void;
  format: (value: number | null, unit: ValueUnit) => string;
}

/** A pivot as a table (the default) or a chart, with a switch between them. */
export function PivotView({
  caption,
  pivot,
  rowLabels,
  valueLabel,
  unit,
  chart,
  onChartChange,
  format,
}: PivotViewProps) {
  const name = useId();
  const labels = rowLabels.length > 0 ? rowLabels : [''];
  const columns: Column<PivotLine>[] = [
    ...labels.map((label, index) => ({
      header: label || ' ',
      cell: (line: PivotLine) => (line.labels[0] === TOTAL && index > 0 ? '' : (line.labels[index] ?? '')),
    })),
    ...valueColumns(pivot).map((header, index) => ({
      header,
      cell: (line: PivotLine) => format(line.values[index], unit),
    })),
    ...(hasColumnFields(pivot)
      ? [{ header: TOTAL, cell: (line: PivotLine) => format(line.total, unit) }]
      : []),
  ];
  const table = (
    <DataTable
      caption={caption}
      columns={columns}
      rows={pivotLines(pivot)}
      rowKey={(line) => line.key}
      emptyText="Nothing matches: try a wider date range or fewer filters."
    />
  );
  return (
    <div className="pivot-view">
      <fieldset className="chart-switch">
        <legend>Show as</legend>
        {CHART_KINDS.map((kind) => (
          <label key={kind.value} className="chart-switch__option">
            <input
              type="radio"
              name={name}
              value={kind.value}
              checked={chart === kind.value}
              onChange={() => onChartChange(kind.value)}
            />
            {kind.label}
          </label>
        ))}
      </fieldset>
      {chart === 'table' || pivot.rows.length === 0 ? (
        table
      ) : (
        <>
          <PivotChart
            pivot={pivot}
            kind={chart}
            valueLabel={valueLabel}
            description={`${CHART_KINDS.find((kind) => kind.value === chart)?.label ?? ''} of ${caption}: ${valueLabel}.`}
          />
          <details className="pivot-view__figures">
            <summary>Show the figures as a table</summary>
            {table}
          </details>
        </>
      )}
    </div>
  );
}
