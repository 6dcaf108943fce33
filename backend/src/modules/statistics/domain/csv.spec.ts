import { pivotGrid } from './csv';
import { PivotResult } from './pivot';

describe('CSV export', () => {
  it('lays a pivot out as the screen shows it, with totals', () => {
    const pivot: PivotResult = {
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
    expect(pivotGrid(pivot, ['Month'])).toEqual([
      ['Month', 'quoted', 'declined', 'Total'],
      ['2026-03', 2, 1, 3],
      ['2026-04', 1, 0, 1],
      ['Total', 3, 1, 4],
    ]);
    const single: PivotResult = {
      rows: [[]],
      columns: [[]],
      cells: [[7]],
      rowTotals: [7],
      columnTotals: [7],
      total: 7,
      matched: 7,
    };
    expect(pivotGrid(single, [])).toEqual([
      ['', 'Total'],
      ['Total', 7],
    ]);
  });
});
