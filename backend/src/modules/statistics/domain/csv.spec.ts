import { csvCell, pivotGrid, toCsv } from './csv';
import { PivotResult } from './pivot';

describe('CSV export', () => {
  it('escapes text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+353 1 234')).toBe("'+353 1 234");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('comprehensive')).toBe('comprehensive');
  });

  it('quotes commas, quotes and line breaks, and keeps numbers as numbers', () => {
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('a,1\r\nb,\r\n');
  });

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
