import { textWidth } from './helvetica-metrics';
import { parsePdf } from './pdf.fixture';
import { pdfString, wrap, writePdf } from './pdf-writer';

describe('writePdf', () => {
  it('writes a structurally valid PDF with the text on its page', () => {
    const pdf = writePdf({
      title: 'Terms (draft)',
      blocks: [
        { text: 'Terms of business', weight: 'bold', size: 20 },
        { text: 'We are regulated by the Central Bank of Ireland.' },
      ],
      footer: (page, pages) => `Page ${page} of ${pages}`,
    });
    const parsed = parsePdf(pdf);
    expect(parsed.version).toBe('1.4');
    expect(parsed.title).toBe('Terms (draft)');
    expect(parsed.pages).toEqual([
      ['Terms of business', 'We are regulated by the Central Bank of Ireland.', 'Page 1 of 1'],
    ]);
    expect(parsed.objects.get(3)).toContain('/BaseFont /Helvetica ');
    expect(parsed.objects.get(4)).toContain('/BaseFont /Helvetica-Bold');
  });

  it('flows long text onto as many pages as it needs, numbering them', () => {
    const paragraph = 'Cover starts only when your payment has been received. '.repeat(12);
    const pdf = writePdf({
      title: 'Long',
      blocks: Array.from({ length: 30 }, (_, i) => ({ text: `${i + 1}. ${paragraph}` })),
      footer: (page, pages) => `Page ${page} of ${pages}`,
    });
    const { pages } = parsePdf(pdf);
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((lines, index) => expect(lines.at(-1)).toBe(`Page ${index + 1} of ${pages.length}`));
    const words = pages
      .flatMap((lines) => lines.slice(0, -1))
      .join(' ')
      .split(' ');
    expect(words.filter((w) => w === 'received.')).toHaveLength(30 * 12);
  });

  it('never leaves a heading alone at the foot of a page', () => {
    const endsWithHeading = (keepWithNext?: number) =>
      Array.from({ length: 20 }, (_, i) => 25 + i).some((fillerLines) => {
        const filler = Array.from({ length: fillerLines }, () => ({ text: 'Line' }));
        const blocks = [
          ...filler,
          { text: 'Heading', weight: 'bold' as const, keepWithNext },
          { text: 'Body' },
        ];
        return parsePdf(writePdf({ title: 'Keep', blocks })).pages.some((page) => page.at(-1) === 'Heading');
      });
    expect(endsWithHeading(undefined)).toBe(true);
    expect(endsWithHeading(2)).toBe(false);
  });

  it('hangs markers to the left of list items', () => {
    const { pages } = parsePdf(writePdf({ title: 'List', blocks: [{ text: 'First point', marker: '•' }] }));
    expect(pages[0]).toEqual(['\x95', 'First point']);
  });
});

describe('pdfString', () => {
  it('escapes the delimiters and writes non-ASCII as WinAnsi octal escapes', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('Gráinne’s €5 – ok')).toBe('(Gr\\341inne\\222s \\2005 \\226 ok)');
    expect(pdfString('emoji 😍')).toBe('(emoji ?)');
  });
});

describe('wrap', () => {
  it('breaks at spaces so that no line is wider than asked', () => {
    const text =
      'The Investor Compensation Act 1998 provides for a compensation scheme for eligible clients.';
    const lines = wrap(text, 150, 'regular', 10);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(150);
  });

  it('breaks a word wider than the line, and keeps forced line breaks', () => {
    expect(wrap('x'.repeat(40), 50, 'regular', 10).every((l) => textWidth(l, 'regular', 10) <= 50)).toBe(
      true,
    );
    expect(wrap('one\ntwo', 500, 'regular', 10)).toEqual(['one', 'two']);
  });
});
