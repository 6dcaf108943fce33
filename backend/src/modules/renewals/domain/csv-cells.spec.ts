import { csvCell, csvLine, escapeFormula, sniffDelimiter } from './csv-cells';

describe('CSV cells of the error report', () => {
  it.each(['=1+1', '+353 87', '-2', '@SUM(A1)', '\t=x', '\r=x'])(
    'escapes %j so Excel shows it, not runs it',
    (text) => {
      expect(escapeFormula(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(escapeFormula('Renewal date')).toBe('Renewal date');
    expect(csvCell(12)).toBe('12');
  });

  it('quotes commas, quotes and line breaks, after escaping', () => {
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvLine([3, 'Email', 'line\nbreak'])).toBe('3,Email,"line\nbreak"\r\n');
  });
});

describe('sniffing the delimiter', () => {
  it('picks semicolons when the header has more of them, ignoring quoted text', () => {
    expect(sniffDelimiter('Policy number;Customer name;Email')).toBe(';');
    expect(sniffDelimiter('Policy number,Customer name,Email')).toBe(',');
    expect(sniffDelimiter('"a;b;c;d",Email,Phone')).toBe(',');
  });
});
