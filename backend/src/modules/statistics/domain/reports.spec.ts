import { FactRow, SourceDef } from './fields';
import { foldPivot } from './pivot';
import { FactBlocksOf, foldSources, specFor } from './reports';

const source = (key: string): SourceDef => ({
  key,
  label: key,
  defaultDate: 'day',
  fields: [
    { key: 'day', label: 'Day', kind: 'date' },
    { key: 'status', label: 'Status', kind: 'category' },
    { key: 'amount', label: 'Amount', kind: 'number', unit: 'eur' },
  ],
});
const PAID = source('paid');
const OTHER = source('other');
const RANGE = { from: '2026-03-01', to: '2026-03-31' };

const BLOCKS: Record<string, FactRow[][]> = {
  paid: [
    [
      { day: '2026-03-02', status: 'succeeded', amount: 100 },
      { day: '2026-03-02', status: 'failed', amount: 50 },
    ],
    [{ day: '2026-03-09', status: 'succeeded', amount: 25 }],
    [{ day: '2026-04-01', status: 'succeeded', amount: 999 }],
  ],
  other: [[{ day: '2026-03-03', status: 'new', amount: null }]],
};

/** The blocks of each source, counting how often a source is read and how many blocks are held at once. */
function reader() {
  const reads: string[] = [];
  let held = 0;
  let mostHeld = 0;
  const blocksOf: FactBlocksOf = async function* (of) {
    reads.push(of.key);
    for (const block of BLOCKS[of.key]) {
      held += 1;
      mostHeld = Math.max(mostHeld, held);
      yield block;
      held -= 1;
    }
  };
  return { blocksOf, reads, mostHeld: () => mostHeld };
}

describe('foldSources', () => {
  it('folds every pivot in one read of each source, a block at a time, as foldPivot over all its facts', async () => {
    const { blocksOf, reads, mostHeld } = reader();
    const byStatus = specFor(PAID, RANGE, { columns: ['status'] });
    const taken = specFor(PAID, RANGE, { op: 'sum', value: 'amount', values: { status: ['succeeded'] } });
    const pivots = await foldSources(
      { byStatus: { sources: [PAID], spec: byStatus }, taken: { sources: [PAID], spec: taken } },
      blocksOf,
    );
    expect(reads).toEqual(['paid']);
    expect(mostHeld()).toBe(1);
    expect(pivots.byStatus).toEqual(foldPivot(BLOCKS.paid.flat(), byStatus));
    expect(pivots.byStatus.matched).toBe(3);
    expect(pivots.taken.total).toBe(125);
  });

  it('folds several sources into one pivot through their mapped rows', async () => {
    const { blocksOf, reads } = reader();
    const form = specFor(source('forms'), RANGE, { columns: ['status'] });
    const { all } = await foldSources(
      {
        all: {
          sources: [PAID, OTHER],
          spec: form,
          row: (fact, from) => ({ ...fact, status: from.key }),
        },
      },
      blocksOf,
    );
    expect(reads).toEqual(['paid', 'other']);
    expect(all.columns).toEqual([['other'], ['paid']]);
    expect(all.columnTotals).toEqual([1, 3]);
  });

  it('reads nothing for a dashboard without pivots', async () => {
    const { blocksOf, reads } = reader();
    expect(await foldSources({}, blocksOf)).toEqual({});
    expect(reads).toEqual([]);
  });
});
