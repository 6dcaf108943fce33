import { describe, expect, it } from 'vitest';
import type { Pivot, StatisticsModel } from '#src/api/statistics';
import {
  chartSeries,
  explorerFormValues,
  explorerQuery,
  formatValue,
  pivotLines,
  seriesColour,
  valueColumns,
} from './pivotView';

const PIVOT: Pivot = {
  rows: [['2026-03'], ['2026-04']],
  columns: [['quoted'], ['declined']],
  cells: [
    [2, 1],
    [1, 0],
  ],
  rowTotals: [3, 1],
  columnTotals: [3, 1],
  total: 4,
  matched: 4,
};

const QUOTES: StatisticsModel = {
  key: 'quotes',
  label: 'Quotes',
  defaultDate: 'createdDay',
  fields: [
    { key: 'createdDay', label: 'Created', kind: 'date' },
    { key: 'status', label: 'Status', kind: 'category' },
    { key: 'premium', label: 'Premium', kind: 'number', unit: 'eur' },
  ],
};

describe('pivot view', () => {
  it('lays out lines with a totals line, and names the value columns', () => {
    expect(valueColumns(PIVOT)).toEqual(['Quoted', 'Declined']);
    expect(pivotLines(PIVOT)).toEqual([
      { key: 'March 2026', labels: ['March 2026'], values: [2, 1], total: 3 },
      { key: 'April 2026', labels: ['April 2026'], values: [1, 0], total: 1 },
      { key: '\u0000Total', labels: ['Total'], values: [3, 1], total: 4 },
    ]);
    const single: Pivot = {
      rows: [[]],
      columns: [[]],
      cells: [[7]],
      rowTotals: [7],
      columnTotals: [7],
      total: 7,
      matched: 7,
    };
    expect(valueColumns(single)).toEqual(['Total']);
    expect(pivotLines(single)).toEqual([{ key: 'Total', labels: ['Total'], values: [7], total: 7 }]);
  });

  it('gives a series per column for bars and lines, the row totals for a pie', () => {
    expect(chartSeries(PIVOT, 'bar', 'Count')).toEqual({
      labels: ['March 2026', 'April 2026'],
      datasets: [
        { label: 'Quoted', data: [2, 1] },
        { label: 'Declined', data: [1, 0] },
      ],
    });
    expect(chartSeries(PIVOT, 'pie', 'Count')).toEqual({
      labels: ['March 2026', 'April 2026'],
      datasets: [{ label: 'Count', data: [3, 1] }],
    });
  });

  it('names codes in words, as the cards do', () => {
    const reasons: Pivot = {
      ...PIVOT,
      rows: [['DRIVER_AGE'], ['YOUNG_DRIVER_VEHICLE_GROUP']],
      columns: [['purchased']],
    };
    expect(chartSeries(reasons, 'bar', 'Count').labels).toEqual([
      "Driver's age",
      'Young driver in a powerful car',
    ]);
    expect(valueColumns(reasons)).toEqual(['Bought']);
  });

  it('never repeats a colour, however many slices', () => {
    const colours = Array.from({ length: 40 }, (_, index) => seriesColour(index));
    expect(new Set(colours).size).toBe(40);
  });

  it('formats counts, euros and percentages', () => {
    expect(formatValue(1234, 'count')).toBe('1,234');
    expect(formatValue(633.333, 'eur')).toBe('€633.33');
    expect(formatValue(33.33, 'percent')).toBe('33.33%');
    expect(formatValue(null, 'eur')).toBe('–');
  });

  it('turns the form into a query of the chosen model only, and back', () => {
    const query = explorerQuery(
      {
        model: 'quotes',
        row1: 'status',
        row2: 'area',
        column: 'createdDay',
        op: 'avg',
        valueField: 'premium',
        grain: 'week',
        from: '2026-01-01',
        filterField: 'status',
        filterValues: ' quoted, Bought ,Dublin City',
      },
      QUOTES,
    );
    expect(query).toEqual({
      model: 'quotes',
      rows: ['status'],
      columns: ['createdDay'],
      value: { op: 'avg', field: 'premium' },
      grain: 'week',
      from: '2026-01-01',
      filters: [{ field: 'status', values: ['quoted', 'Bought', 'Dublin City'] }],
    });
    expect(
      explorerQuery({ model: 'quotes', op: 'sum', valueField: 'status', grain: 'day' }, QUOTES).value,
    ).toEqual({
      op: 'count',
    });
    expect(explorerFormValues(query)).toMatchObject({
      row1: 'status',
      column: 'createdDay',
      op: 'avg',
      valueField: 'premium',
      filterValues: 'Quoted, Bought, Dublin City',
    });
  });
});
