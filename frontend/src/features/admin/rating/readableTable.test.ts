import { bandRanges, humanise, readableTable } from './readableTable';

describe('bandRanges', () => {
  it('reads whole-number bands as ages and counts are said', () => {
    expect(
      bandRanges(
        [{ upTo: 0, factor: 1 }, { upTo: 2, factor: 1.1 }, { upTo: 3, factor: 1.2 }, { factor: 1.9 }],
        false,
      ),
    ).toEqual(['0', '1 to 2', '3', '4 and over']);
    expect(bandRanges([{ upTo: 17, factor: 2 }, { factor: 1 }], false)).toEqual(['Up to 17', '18 and over']);
    expect(bandRanges([{ factor: 1 }], false)).toEqual(['Any']);
  });

  it('reads money bands in euro', () => {
    expect(
      bandRanges([{ upTo: 500_000, factor: 0.9 }, { upTo: 1_000_000, factor: 0.95 }, { factor: 1 }], true),
    ).toEqual(['Up to €5,000.00', 'Over €5,000.00 up to €10,000.00', 'Over €10,000.00']);
  });
});

describe('readableTable', () => {
  it('puts particulars first and turns every part into facts and two-column grids', () => {
    const sections = readableTable({
      version: '2026.1',
      minimumPremiumCents: 35_000,
      basePremiumCents: { comprehensive: 140_000 },
      factors: {
        age: [{ upTo: 24, factor: 1.3 }, { factor: 1 }],
        claims: { lookbackYears: 5, nonFault: 1.05 },
        voluntaryExcessCents: { '0': 1, '25000': 0.95 },
      },
      underwriting: { convictions: { refer: ['SPEEDING'], decline: [] } },
    });
    expect(sections.map((section) => section.title)).toEqual(['General', 'Factors', 'Underwriting']);
    expect(sections[0].facts).toEqual([
      { label: 'Version', value: '2026.1' },
      { label: 'Minimum premium', value: '€350.00' },
    ]);
    expect(sections[0].grids).toEqual([
      { caption: 'Base premium', headers: ['Item', 'Amount'], rows: [['Comprehensive', '€1,400.00']] },
    ]);
    expect(sections[1].grids).toEqual([
      {
        caption: 'Age',
        headers: ['Band', 'Factor'],
        rows: [
          ['Up to 24', '1.3'],
          ['25 and over', '1'],
        ],
      },
      {
        caption: 'Claims',
        headers: ['Item', 'Value'],
        rows: [
          ['Lookback years', '5'],
          ['Non fault', '1.05'],
        ],
      },
      {
        caption: 'Voluntary excess',
        headers: ['Amount', 'Factor'],
        rows: [
          ['€0.00', '1'],
          ['€250.00', '0.95'],
        ],
      },
    ]);
    expect(sections[2].facts).toEqual([
      { label: 'Convictions › Refer', value: 'SPEEDING' },
      { label: 'Convictions › Decline', value: 'None' },
    ]);
  });

  it('humanises keys', () => {
    expect(humanise('vehicleValueCents')).toBe('Vehicle value');
    expect(humanise('full_irish')).toBe('Full irish');
  });
});
