import type { CsvCell } from '../../../common/text/csv';
import { PivotResult } from './pivot';

/** A pivot as the grid the screen shows: row labels, one column per column key, and totals. */
export function pivotGrid(
  pivot: PivotResult,
  rowLabels: readonly string[],
  totalLabel = 'Total',
): CsvCell[][] {
  const columnNames = pivot.columns.map((key) => (key.length > 0 ? key.join(' · ') : totalLabel));
  const hasColumns = pivot.columns.some((key) => key.length > 0);
  const header = [
    ...(rowLabels.length > 0 ? rowLabels : ['']),
    ...columnNames,
    ...(hasColumns ? [totalLabel] : []),
  ];
  const body = pivot.rows.map((key, index) => [
    ...(key.length > 0 ? key : [totalLabel]),
    ...pivot.cells[index],
    ...(hasColumns ? [pivot.rowTotals[index]] : []),
  ]);
  const footer =
    pivot.rows.some((key) => key.length > 0) && rowLabels.length > 0
      ? [
          [
            totalLabel,
            ...rowLabels.slice(1).map(() => ''),
            ...pivot.columnTotals,
            ...(hasColumns ? [pivot.total] : []),
          ],
        ]
      : [];
  return [header, ...body, ...footer];
}
