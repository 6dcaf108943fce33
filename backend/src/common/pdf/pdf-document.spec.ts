import { inflateSync } from 'node:zlib';
import { readPdf } from './pdf-text.fixture';
import { PdfBlock, renderPdf } from './pdf-document';

/** The PDF's objects as text, with every compressed stream inflated. */
function pdfSource(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return [raw, ...streams].join('\n');
}

const blocks: PdfBlock[] = [
  { kind: 'title', text: 'Policy schedule' },
  { kind: 'paragraph', text: 'Gráinne’s policy: €512.30 – including the levy.' },
  { kind: 'item', marker: '•', text: 'First point' },
  { kind: 'item', marker: '•', text: 'Second point' },
  { kind: 'table', rows: [['Policy number', 'IVY-123456']], rowHeaders: true },
  {
    kind: 'cutout',
    heading: 'Insurance disc',
    rows: [['Registration', '241-D-12345']],
    qr: { data: 'https://x.ie/v', alt: 'QR code' },
    note: 'Cut along the line.',
  },
];

describe('renderPdf', () => {
  it('writes a tagged PDF/UA with its title, language and embedded fonts', async () => {
    const pdf = await renderPdf({ title: 'Policy schedule | Ivy', author: 'Ivy', blocks });
    const source = pdfSource(pdf);
    expect(source).toContain('/StructTreeRoot');
    expect(source).toContain('/Marked true');
    expect(source).toContain('/DisplayDocTitle true');
    expect(source).toContain('pdfuaid:part');
    for (const tag of ['/H1', '/P', '/L', '/LI', '/Lbl', '/LBody', '/Table', '/TR', '/TH', '/TD', '/Figure'])
      expect(source).toContain(`/S ${tag}`);
    expect(source).toContain('/Alt (QR code)');
    expect(source.match(/\/FontFile2/g)).toHaveLength(2);
    const read = await readPdf(pdf);
    expect(read).toMatchObject({ title: 'Policy schedule | Ivy', lang: 'en-IE', version: '1.7' });
    for (const text of [
      'Policy schedule',
      'Gráinne’s policy: €512.30 – including the levy.',
      'First point',
      'IVY-123456',
      'Registration: 241-D-12345',
    ])
      expect(read.text).toContain(text);
  });

  it('flows long text onto numbered pages, never leaving a heading at the foot of one', async () => {
    const paragraph = 'Cover starts only when your payment has been received. '.repeat(12);
    const long: PdfBlock[] = Array.from({ length: 30 }, (_, i) => [
      { kind: 'heading', text: `Heading ${i + 1}` } as PdfBlock,
      { kind: 'paragraph', text: paragraph } as PdfBlock,
    ]).flat();
    const read = await readPdf(
      await renderPdf({
        title: 'Long',
        author: 'Ivy',
        blocks: long,
        footer: (page, pages) => `Page ${page} of ${pages}`,
      }),
    );
    expect(read.pages.length).toBeGreaterThan(3);
    read.pages.forEach((page, index) => {
      const lines = page.split('\n');
      expect(lines.at(-1)).toBe(`Page ${index + 1} of ${read.pages.length}`);
      expect(lines.at(-2)).not.toMatch(/^Heading/);
    });
    expect(read.text.split('received.').length - 1).toBe(30 * 12);
  });
});
