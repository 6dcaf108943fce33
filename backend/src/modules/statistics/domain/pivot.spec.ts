import { DateGrain } from './buckets';
import { FactRow, FieldDef } from './fields';
import { foldPivot, NONE, PivotSpec, ValueOp } from './pivot';

const DAY: FieldDef = { key: 'day', label: 'Day', kind: 'date' };
const STATUS: FieldDef = { key: 'status', label: 'Status', kind: 'category' };
const COVER: FieldDef = { key: 'cover', label: 'Cover', kind: 'category' };
const REASONS: FieldDef = { key: 'reasons', label: 'Reasons', kind: 'tags' };
const PREMIUM: FieldDef = { key: 'premium', label: 'Premium', kind: 'number', unit: 'eur' };
const FLAG: FieldDef = { key: 'flag', label: 'Flag', kind: 'category' };

const FACTS: FactRow[] = [
  { day: '2026-03-02', status: 'quoted', cover: 'comprehensive', reasons: [], premium: 600, flag: true },
  { day: '2026-03-02', status: 'purchased', cover: 'tpft', reasons: [], premium: 400, flag: false },
  {
    day: '2026-03-09',
    status: 'declined',
    cover: 'comprehensive',
    reasons: ['AGE', 'POINTS'],
    premium: null,
    flag: false,
  },
  { day: '2026-03-31', status: 'referred', cover: null, reasons: ['POINTS'], premium: null, flag: true },
  { day: '2026-04-01', status: 'quoted', cover: 'comprehensive', reasons: [], premium: 900, flag: false },
];

function spec(overrides: Partial<PivotSpec> & { op?: ValueOp; grain?: DateGrain } = {}): PivotSpec {
  return {
    rows: [],
    columns: [],
    op: 'count',
    grain: 'day',
    dateField: DAY,
    values: new Map(),
    ...overrides,
  };
}

describe('foldPivot', () => {
  it('counts by row and column with totals', () => {
    const pivot = foldPivot(FACTS, spec({ rows: [DAY], columns: [STATUS], grain: 'month' }));
    expect(pivot.rows).toEqual([['2026-03'], ['2026-04']]);
    expect(pivot.columns).toEqual([['declined'], ['purchased'], ['quoted'], ['referred']]);
    expect(pivot.cells).toEqual([
      [1, 1, 1, 1],
      [0, 0, 1, 0],
    ]);
    expect(pivot.rowTotals).toEqual([4, 1]);
    expect(pivot.columnTotals).toEqual([1, 1, 2, 1]);
    expect(pivot.total).toBe(5);
    expect(pivot.matched).toBe(5);
  });

  it('groups days into ISO weeks and months', () => {
    expect(foldPivot(FACTS, spec({ rows: [DAY], grain: 'week' })).rows).toEqual([
      ['2026-W10'],
      ['2026-W11'],
      ['2026-W14'],
    ]);
  });

  it('averages and sums only facts that have the number, leaving empty averages null', () => {
    const average = foldPivot(FACTS, spec({ rows: [COVER], op: 'avg', valueField: PREMIUM }));
    expect(average.rows).toEqual([['comprehensive'], ['tpft']]);
    expect(average.cells).toEqual([[750], [400]]);
    expect(average.total).toBe(633.33);
    const sum = foldPivot(FACTS, spec({ columns: [STATUS], op: 'sum', valueField: PREMIUM }));
    expect(sum.cells).toEqual([[400, 1500]]);
    expect(sum.total).toBe(1900);
    const averageByStatus = foldPivot(
      FACTS,
      spec({
        rows: [STATUS, COVER],
        op: 'avg',
        valueField: PREMIUM,
        values: new Map([['status', new Set(['declined'])]]),
      }),
    );
    expect(averageByStatus.total).toBeNull();
    expect(averageByStatus.rows).toEqual([]);
  });

  it('counts a fact once under each of its tags, and once in the total', () => {
    const pivot = foldPivot(FACTS, spec({ rows: [REASONS] }));
    expect(pivot.rows).toEqual([['AGE'], ['POINTS'], [NONE]]);
    expect(pivot.rowTotals).toEqual([1, 2, 3]);
    expect(pivot.total).toBe(5);
  });

  it('shows missing values and booleans as text, the missing last', () => {
    expect(foldPivot(FACTS, spec({ rows: [COVER] })).rows).toEqual([['comprehensive'], ['tpft'], [NONE]]);
    expect(foldPivot(FACTS, spec({ rows: [FLAG] })).cells).toEqual([[3], [2]]);
  });

  it('filters by an inclusive date range and by field values', () => {
    const march = foldPivot(FACTS, spec({ from: '2026-03-02', to: '2026-03-31' }));
    expect(march.total).toBe(4);
    const filtered = foldPivot(
      FACTS,
      spec({
        values: new Map([
          ['reasons', new Set(['AGE'])],
          ['flag', new Set(['no'])],
        ]),
      }),
    );
    expect(filtered.total).toBe(1);
    const none = foldPivot(FACTS, spec({ values: new Map([['cover', new Set([NONE])]]) }));
    expect(none.total).toBe(1);
  });

  it('combines two row fields', () => {
    const pivot = foldPivot(
      FACTS,
      spec({ rows: [COVER, STATUS], values: new Map([['cover', new Set(['comprehensive'])]]) }),
    );
    expect(pivot.rows).toEqual([
      ['comprehensive', 'declined'],
      ['comprehensive', 'quoted'],
    ]);
    expect(pivot.rowTotals).toEqual([1, 2]);
  });

  it('answers an empty table for no facts', () => {
    const pivot = foldPivot([], spec({ rows: [STATUS] }));
    expect(pivot).toMatchObject({ rows: [], cells: [], total: 0, matched: 0 });
  });
});
