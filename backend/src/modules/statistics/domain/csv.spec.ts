import { pivotGrid } from './csv';
import { FieldDef } from './fields';
import { PivotResult } from './pivot';

const MONTH: FieldDef = { key: 'createdDay', label: 'Month', kind: 'date' };
const STATUS: FieldDef = {
  key: 'status',
  label: 'Status',
  kind: 'category',
  words: { quoted: 'Quoted', declined: 'Declined', purchased: 'Bought' },
};

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
    expect(pivotGrid(pivot, [MONTH], [STATUS])).toEqual([
      ['Month', 'Quoted', 'Declined', 'Total'],
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
    expect(pivotGrid(single, [], [])).toEqual([
      ['', 'Total'],
      ['Total', 7],
    ]);
  });

  it('says codes in words, with the code beside a row value for integrators', () => {
    const pivot: PivotResult = {
      rows: [
        ['purchased', '2026-03'],
        ['(none)', '2026-03'],
      ],
      columns: [[]],
      cells: [[2], [1]],
      rowTotals: [2, 1],
      columnTotals: [3],
      total: 3,
      matched: 3,
    };
    expect(pivotGrid(pivot, [STATUS, MONTH], [])).toEqual([
      ['Status', 'Status (code)', 'Month', 'Total'],
      ['Bought', 'purchased', '2026-03', 2],
      ['(none)', '(none)', '2026-03', 1],
      ['Total', '', '', 3],
    ]);
  });
});
