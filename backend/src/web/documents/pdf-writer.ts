import { deflateSync } from 'node:zlib';
import { FontWeight, textWidth } from './helvetica-metrics';

/** One block of running text: wrapped to the page width, moved whole to the next page if need be. */
export interface PdfBlock {
  text: string;
  weight?: FontWeight;
  size?: number;
  /** Points from the left margin. */
  indent?: number;
  /** A bullet or number hung to the left of the text. */
  marker?: string;
  /** Points of space above the block. */
  spaceBefore?: number;
  /** Keep this many lines of the next block on the same page (headings). */
  keepWithNext?: number;
}

export interface PdfDocument {
  title: string;
  blocks: PdfBlock[];
  /** A line at the foot of each page. */
  footer?: (page: number, pages: number) => string;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const FOOTER_SIZE = 8;
const MARKER_WIDTH = 14;
const LEADING = 1.35;
const DEFAULT_SIZE = 10.5;
const MIN_LINES_TOGETHER = 3;

interface PlacedLine {
  text: string;
  weight: FontWeight;
  size: number;
  x: number;
  y: number;
}

/** Unicode to the WinAnsi bytes of the standard fonts; what they cannot show becomes `?`. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '\u20ac': 0x80,
  '\u2026': 0x85,
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2022': 0x95,
  '\u2013': 0x96,
  '\u2014': 0x97,
  '\u2122': 0x99,
};

function winAnsi(text: string): number[] {
  return [...text].map((character) => {
    const code = character.codePointAt(0) ?? 63;
    if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return code;
    return WIN_ANSI_EXTRA[character] ?? 63;
  });
}

/** A PDF literal string, ASCII only: ( ) \ escaped, other bytes as octal escapes. */
export function pdfString(text: string): string {
  const body = winAnsi(text)
    .map((byte) => {
      if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
      return byte >= 32 && byte <= 126 ? String.fromCharCode(byte) : `\\${byte.toString(8).padStart(3, '0')}`;
    })
    .join('');
  return `(${body})`;
}

/** Greedy word wrap; a word wider than the line is broken where it must be. Newlines force a break. */
export function wrap(text: string, width: number, weight: FontWeight, size: number): string[] {
  const fits = (line: string) => textWidth(line, weight, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

const lineHeight = (block: PdfBlock) => (block.size ?? DEFAULT_SIZE) * LEADING;

/** Places every line on a page, top to bottom; each inner array is one page. */
function layout(blocks: PdfBlock[]): PlacedLine[][] {
  const top = PAGE.height - MARGIN;
  const bottom = MARGIN + FOOTER_SIZE * 3;
  const pages: PlacedLine[][] = [[]];
  let y = top;
  blocks.forEach((block, index) => {
    const size = block.size ?? DEFAULT_SIZE;
    const weight = block.weight ?? 'regular';
    const x = MARGIN + (block.indent ?? 0) + (block.marker ? MARKER_WIDTH : 0);
    const lines = wrap(block.text, PAGE.width - MARGIN - x, weight, size);
    const next = blocks[index + 1];
    const kept = next && block.keepWithNext ? block.keepWithNext * lineHeight(next) : 0;
    const atTop = y === top;
    if (!atTop) y -= block.spaceBefore ?? size * 0.6;
    // A short block moves whole; a long one starts here if a few of its lines fit.
    if (!atTop && y - Math.min(lines.length, MIN_LINES_TOGETHER) * lineHeight(block) - kept < bottom) {
      pages.push([]);
      y = top;
    }
    lines.forEach((text, lineIndex) => {
      if (y - lineHeight(block) < bottom) {
        pages.push([]);
        y = top;
      }
      y -= lineHeight(block);
      const page = pages[pages.length - 1];
      if (lineIndex === 0 && block.marker)
        page.push({ text: block.marker, weight, size, x: x - MARKER_WIDTH, y });
      page.push({ text, weight, size, x, y });
    });
  });
  return pages;
}

const num = (n: number) => n.toFixed(2).replace(/\.?0+$/, '');
const FONT_NAMES: Record<FontWeight, string> = { regular: 'F1', bold: 'F2' };

function contentStream(lines: PlacedLine[], footer: string | undefined): string {
  const shown = footer
    ? [...lines, { text: footer, weight: 'regular' as const, size: FOOTER_SIZE, x: MARGIN, y: MARGIN }]
    : lines;
  return shown
    .map(
      (l) =>
        `BT /${FONT_NAMES[l.weight]} ${num(l.size)} Tf ${num(l.x)} ${num(l.y)} Td ${pdfString(l.text)} Tj ET`,
    )
    .join('\n');
}

/**
 * A minimal PDF 1.4 of A4 pages of Helvetica text: catalog, page tree, the two standard fonts, one
 * compressed content stream per page, document info, and a cross-reference table of byte offsets.
 */
export function writePdf(doc: PdfDocument): Buffer {
  const pages = layout(doc.blocks);
  const fixed = 5; // catalog, pages, two fonts, info
  const pageId = (index: number) => fixed + 1 + index * 2;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(
      `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.from(`<< /Title ${pdfString(doc.title)} >>`),
  ];
  pages.forEach((lines, index) => {
    const stream = deflateSync(
      Buffer.from(contentStream(lines, doc.footer?.(index + 1, pages.length)), 'latin1'),
    );
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE.width)} ${num(PAGE.height)}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(index) + 1} 0 R >>`,
      ),
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    );
  });

  // The second line's high bytes tell transfer tools that the file is binary.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = objects.map((body, index) => {
    const at = offset;
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    offset += chunk.length;
    return at;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f \n' + offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join(''),
  ].join('\n');
  chunks.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}
