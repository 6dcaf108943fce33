import { csvCell, csvLine, escapeFormula, toCsv } from './csv';

describe('the CSV writer', () => {
  it.each(['=1+1', '+353 87', '-2', '@SUM(A1)', '\r=x'])(
    'escapes %j so a spreadsheet shows it, not runs it',
    (text) => {
      expect(escapeFormula(text)).toBe(`'${text}`);
    },
  );

  it.each([
    ['x;=1+1', '"x;\'=1+1"'],
    ['x,=1+1', '"x,\'=1+1"'],
    ['x\t=1+1', '"x\t\'=1+1"'],
    ['a;b;@cmd', '"a;b;\'@cmd"'],
    ['\t=x', '"\'\t=x"'],
    ['x; -2', '"x; -2"'],
  ])('neutralises %j after every separator a spreadsheet may split on, and quotes it', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('leaves ordinary text and numbers alone, and quotes quotes and line breaks', () => {
    expect(csvCell('Renewal date')).toBe('Renewal date');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvLine([3, 'Email', 'line\nbreak'])).toBe('3,Email,"line\nbreak"\r\n');
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('a,1\r\nb,\r\n');
  });
});
