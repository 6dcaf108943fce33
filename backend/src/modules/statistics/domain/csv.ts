import type { CsvCell } from '#src/common/text/csv';
import { FieldDef, wordOf } from './fields';
import { PivotResult } from './pivot';

/**
 * A pivot as the grid the screen shows: a column per row field with its values in words, one column per
 * column key, and totals. A row field with words also gets a column of its codes, for integrators who
 * match on them ('Bought' beside 'purchased').
 */
export function pivotGrid(
  pivot: PivotResult,
  rowFields: readonly FieldDef[],
  columnFields: readonly FieldDef[],
  totalLabel = 'Total',
): CsvCell[][] {
  const columnNames = pivot.columns.map((key) =>
    key.length > 0 ? key.map((part, index) => wordOf(columnFields[index], part)).join(' · ') : totalLabel,
  );
  const hasColumns = pivot.columns.some((key) => key.length > 0);
  const rowHeader = rowFields.flatMap((field) =>
    field.words ? [field.label, `${field.label} (code)`] : [field.label],
  );
  const rowCells = (key: readonly string[]) =>
    key.length > 0
      ? key.flatMap((part, index) => {
          const field = rowFields[index];
          return field.words ? [wordOf(field, part), part] : [part];
        })
      : [totalLabel];
  const header = [
    ...(rowHeader.length > 0 ? rowHeader : ['']),
    ...columnNames,
    ...(hasColumns ? [totalLabel] : []),
  ];
  const body = pivot.rows.map((key, index) => [
    ...rowCells(key),
    ...pivot.cells[index],
    ...(hasColumns ? [pivot.rowTotals[index]] : []),
  ]);
  const footer =
    pivot.rows.some((key) => key.length > 0) && rowHeader.length > 0
      ? [
          [
            totalLabel,
            ...rowHeader.slice(1).map(() => ''),
            ...pivot.columnTotals,
            ...(hasColumns ? [pivot.total] : []),
          ],
        ]
      : [];
  return [header, ...body, ...footer];
}
