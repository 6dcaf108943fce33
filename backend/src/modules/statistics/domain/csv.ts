import { PivotResult } from './pivot';

export type CsvCell = string | number | null;

/**
 * A text cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return that some
 * spreadsheets strip first) is prefixed with an apostrophe; numbers stay numbers, they cannot hold one.
 */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(lines: readonly (readonly CsvCell[])[]): string {
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

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
