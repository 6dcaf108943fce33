import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PdfBlock, PdfDocumentModel } from './pdf-document';

const FONTS_DIR = path.resolve(__dirname, '../../../assets/fonts');

/** The parts of fontkit (the font parser pdfkit embeds fonts with) this module uses. */
interface Fontkit {
  create(buffer: Uint8Array): object;
  registerFormat(format: unknown): void;
}
/** pdfkit's own fontkit: a format registered elsewhere would never be asked. */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as Fontkit;

/**
 * Parsing a TrueType font costs more than laying out a whole document, and pdfkit parses the font
 * again for every document it makes. So each font is parsed once per process, and a document registers a
 * short token instead of the font file: fontkit asks its registered formats which one reads a buffer,
 * and this one, the only one that recognises a token, answers the font parsed already. What a document
 * writes (the subset of glyphs it embeds, its layout cache) pdfkit still keeps per document.
 */
const TOKEN_PREFIX = Buffer.from('ivy-parsed-font:');
const parsedFonts: object[] = [];

class ParsedFont {
  static probe(buffer: Uint8Array): boolean {
    return (
      buffer.length === TOKEN_PREFIX.length + 1 &&
      TOKEN_PREFIX.equals(buffer.subarray(0, TOKEN_PREFIX.length)) &&
      buffer[TOKEN_PREFIX.length] < parsedFonts.length
    );
  }

  /** A constructor that answers an object makes `new` answer it: fontkit.create() then gets the font. */
  constructor(stream: { buffer: Uint8Array }) {
    return parsedFonts[stream.buffer[TOKEN_PREFIX.length]];
  }
}
fontkit.registerFormat(ParsedFont);

function parsedFontToken(file: string): Buffer {
  parsedFonts.push(fontkit.create(readFileSync(path.join(FONTS_DIR, file))));
  return Buffer.concat([TOKEN_PREFIX, Buffer.from([parsedFonts.length - 1])]);
}

let fontTokens: { regular: Buffer; bold: Buffer } | undefined;
/** Liberation Sans (metrics of Helvetica), parsed once; see assets/fonts/LICENSE-LiberationSans.txt. */
function fonts() {
  fontTokens ??= {
    regular: parsedFontToken('LiberationSans-Regular.ttf'),
    bold: parsedFontToken('LiberationSans-Bold.ttf'),
  };
  return fontTokens;
}

const MARGIN = 56;
const FOOTER_SIZE = 8;
const MARKER_WIDTH = 14;
const LEADING = 0.35;
const BODY = 10.5;
const MIN_LINES_TOGETHER = 3;
const CELL_PAD = 4;
const QR_SIZE = 96;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const STYLE = {
  title: { size: 20, bold: true, before: 0 },
  2: { size: 13, bold: true, before: 16 },
  3: { size: 11.5, bold: true, before: 10 },
} as const;

const lineHeight = (size: number) => size * (1 + LEADING);
const width = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
const atTop = (doc: Doc) => doc.y <= doc.page.margins.top;

/**
 * pdfkit keeps the shaping of each word (fontkit's layout) in a cache per font and per document. A
 * shaping depends only on the font and the word, and the parsed fonts are shared, so the caches are too:
 * a document reuses the words earlier ones shaped. They start afresh every LAYOUT_CACHE_DOCUMENTS
 * documents, so that names and addresses do not pile up in a long-running process.
 */
const LAYOUT_CACHE_DOCUMENTS = 200;
type FontName = 'regular' | 'bold';
const newLayoutCaches = (): Record<FontName, object> => ({
  regular: Object.create(null) as object,
  bold: Object.create(null) as object,
});
let layoutCaches = newLayoutCaches();
let documentsOnLayoutCaches = 0;

function font(doc: Doc, size: number, bold = false) {
  const name: FontName = bold ? 'bold' : 'regular';
  doc.font(name).fontSize(size);
  // pdfkit's embedded font, which its type definitions do not show; left alone if a version lacks it.
  const current = (doc as unknown as { _font?: { layoutCache?: object } })._font;
  if (current?.layoutCache) current.layoutCache = layoutCaches[name];
  return doc;
}

/**
 * Space above a block, then a new page unless `needed` points fit: a short block moves whole, a long
 * one starts here if a few of its lines fit, and a heading keeps the first lines of what follows.
 */
function makeRoom(doc: Doc, before: number, needed: number) {
  if (atTop(doc)) return;
  doc.y += before;
  if (doc.y + needed > bottom(doc)) doc.addPage();
}

function artifact(doc: Doc, draw: () => void) {
  doc.markContent('Artifact');
  draw();
  doc.endMarkedContent();
}

function writeText(doc: Doc, text: string, size: number, bold: boolean, x: number, w: number) {
  font(doc, size, bold).text(text, x, doc.y, { width: w, lineGap: size * LEADING });
}

function heading(
  doc: Doc,
  parent: Struct,
  text: string,
  style: (typeof STYLE)[keyof typeof STYLE],
  tag: string,
) {
  const keep = 2 * lineHeight(BODY);
  font(doc, style.size, style.bold);
  makeRoom(doc, style.before, doc.heightOfString(text, { width: width(doc) }) + keep);
  parent.add(doc.struct(tag, {}, () => writeText(doc, text, style.size, style.bold, MARGIN, width(doc))));
}

function paragraph(doc: Doc, parent: Struct, block: Extract<PdfBlock, { kind: 'paragraph' }>) {
  const size = block.size ?? BODY;
  font(doc, size, block.bold);
  const height = doc.heightOfString(block.text, { width: width(doc), lineGap: size * LEADING });
  makeRoom(doc, size * 0.6, Math.min(height, MIN_LINES_TOGETHER * lineHeight(size)));
  parent.add(doc.struct('P', {}, () => writeText(doc, block.text, size, !!block.bold, MARGIN, width(doc))));
}

function list(doc: Doc, parent: Struct, items: Extract<PdfBlock, { kind: 'item' }>[]) {
  const element = doc.struct('L');
  parent.add(element);
  for (const item of items) {
    const x = MARGIN + 14 * ((item.depth ?? 1) - 1) + MARKER_WIDTH;
    const w = doc.page.width - doc.page.margins.right - x;
    font(doc, BODY);
    const height = doc.heightOfString(item.text, { width: w, lineGap: BODY * LEADING });
    makeRoom(doc, 3, Math.min(height, MIN_LINES_TOGETHER * lineHeight(BODY)));
    const top = doc.y;
    const li = doc.struct('LI');
    element.add(li);
    li.add(
      doc.struct('Lbl', {}, () => writeText(doc, item.marker, BODY, false, x - MARKER_WIDTH, MARKER_WIDTH)),
    );
    doc.y = top;
    li.add(doc.struct('LBody', {}, () => writeText(doc, item.text, BODY, false, x, w)));
  }
}

function table(doc: Doc, parent: Struct, block: Extract<PdfBlock, { kind: 'table' }>) {
  const columns = block.head?.length ?? block.rows[0]?.length ?? 0;
  const fractions = block.widths ?? Array.from({ length: columns }, () => 1 / columns);
  const widths = fractions.map((f) => f * width(doc));
  const size = BODY - 1;
  const element = doc.struct('Table');
  parent.add(element);

  const row = (cells: string[], header: (index: number) => boolean) => {
    const heights = cells.map((cell, i) => {
      font(doc, size, header(i));
      return doc.heightOfString(cell || ' ', { width: widths[i] - 2 * CELL_PAD, lineGap: size * LEADING });
    });
    const height = Math.max(...heights) + 2 * CELL_PAD;
    makeRoom(doc, 0, height);
    if (doc.y + height > bottom(doc)) doc.addPage();
    const top = doc.y;
    const tr = doc.struct('TR');
    element.add(tr);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.y = top + CELL_PAD;
      const cellX = x;
      tr.add(
        doc.struct(header(i) ? 'TH' : 'TD', {}, () =>
          writeText(doc, cell, size, header(i), cellX + CELL_PAD, widths[i] - 2 * CELL_PAD),
        ),
      );
      x += widths[i];
    });
    artifact(doc, () =>
      doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + width(doc), top + height)
        .lineWidth(0.5)
        .strokeColor('#b8b8b8')
        .stroke(),
    );
    doc.x = MARGIN;
    doc.y = top + height;
  };

  doc.y += BODY * 0.6;
  if (block.head) row(block.head, () => true);
  for (const cells of block.rows) row(cells, (i) => !!block.rowHeaders && i === 0);
}

/** The QR code's dark modules as filled squares, `size` points wide, top left at (x, y). */
function drawQr(doc: Doc, data: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c)) doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell, cell);
  doc.fillColor('#000000').fill();
}

function qr(doc: Doc, parent: Struct, block: Extract<PdfBlock, { kind: 'qr' }>) {
  makeRoom(doc, BODY, QR_SIZE + (block.caption ? lineHeight(BODY) : 0));
  const top = doc.y;
  parent.add(doc.struct('Figure', { alt: block.alt }, () => drawQr(doc, block.data, MARGIN, top, QR_SIZE)));
  doc.y = top + QR_SIZE;
  const caption = block.caption;
  if (caption)
    parent.add(doc.struct('Caption', {}, () => writeText(doc, caption, BODY - 2, false, MARGIN, width(doc))));
}

function cutout(doc: Doc, parent: Struct, block: Extract<PdfBlock, { kind: 'cutout' }>) {
  const boxWidth = 300;
  const inner = boxWidth - QR_SIZE - 3 * CELL_PAD * 2;
  const size = BODY - 1.5;
  font(doc, size);
  const rowsHeight = block.rows.reduce(
    (sum, [label, value]) => sum + doc.heightOfString(`${label}: ${value}`, { width: inner }) + 2,
    lineHeight(STYLE[3].size),
  );
  const height = Math.max(rowsHeight, QR_SIZE) + 4 * CELL_PAD;
  makeRoom(doc, BODY, height + lineHeight(BODY) * 2);
  const top = doc.y;
  const left = MARGIN;
  const element = doc.struct('Div');
  parent.add(element);
  artifact(doc, () =>
    doc
      .rect(left, top, boxWidth, height)
      .dash(4, { space: 3 })
      .lineWidth(1)
      .strokeColor('#000000')
      .stroke()
      .undash(),
  );
  doc.y = top + 2 * CELL_PAD;
  const textX = left + 2 * CELL_PAD;
  element.add(doc.struct('H3', {}, () => writeText(doc, block.heading, STYLE[3].size, true, textX, inner)));
  for (const [label, value] of block.rows)
    element.add(doc.struct('P', {}, () => writeText(doc, `${label}: ${value}`, size, false, textX, inner)));
  const qrX = left + boxWidth - QR_SIZE - 2 * CELL_PAD;
  element.add(
    doc.struct('Figure', { alt: block.qr.alt }, () =>
      drawQr(doc, block.qr.data, qrX, top + 2 * CELL_PAD, QR_SIZE),
    ),
  );
  doc.y = top + height + 4;
  parent.add(doc.struct('P', {}, () => writeText(doc, block.note, BODY - 2, false, MARGIN, width(doc))));
}

function footers(doc: Doc, footer: (page: number, pages: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    artifact(doc, () =>
      font(doc, FOOTER_SIZE).text(footer(index + 1, count), MARGIN, doc.page.height - MARGIN, {
        width: width(doc),
        lineBreak: false,
      }),
    );
  }
}

/** Lays the blocks out on A4 pages and returns the finished PDF. */
export function layOutPdf(model: PdfDocumentModel): Promise<Buffer> {
  if (++documentsOnLayoutCaches > LAYOUT_CACHE_DOCUMENTS) {
    layoutCaches = newLayoutCaches();
    documentsOnLayoutCaches = 1;
  }
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SIZE * 3 },
    bufferPages: true,
    tagged: true,
    // pdfkit writes PDF/UA's identification since 0.16; its type definitions list only PDF/A.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    pdfVersion: '1.7',
    lang: model.lang ?? 'en-IE',
    displayTitle: true,
    // No default font: pdfkit would parse Helvetica's metrics for every document, and every text here
    // names its font (regular or bold) first.
    font: '',
    info: {
      Title: model.title,
      Author: model.author,
      Subject: model.subject ?? model.title,
      Creator: model.author,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const files = fonts();
  doc.registerFont('regular', files.regular);
  doc.registerFont('bold', files.bold);
  doc.fillColor('#000000');

  const root = doc.struct('Document');
  doc.addStructure(root);
  const { blocks } = model;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (block.kind === 'title') heading(doc, root, block.text, STYLE.title, 'H1');
    else if (block.kind === 'heading')
      heading(doc, root, block.text, STYLE[block.level ?? 2], `H${block.level ?? 2}`);
    else if (block.kind === 'paragraph') paragraph(doc, root, block);
    else if (block.kind === 'table') table(doc, root, block);
    else if (block.kind === 'qr') qr(doc, root, block);
    else if (block.kind === 'cutout') cutout(doc, root, block);
    else {
      let end = i;
      while (blocks[end + 1]?.kind === 'item') end++;
      list(doc, root, blocks.slice(i, end + 1) as Extract<PdfBlock, { kind: 'item' }>[]);
      i = end;
    }
  }
  root.end();
  if (model.footer) footers(doc, model.footer);
  doc.end();
  return finished;
}
