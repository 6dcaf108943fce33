/**
 * The site's PDFs (terms of business, policy documents) as data: a document is a list of blocks, and
 * renderPdf lays them out with pdfkit on A4 pages as a tagged PDF (PDF/UA): every block is a structure
 * element, fonts are embedded, text is real text, and page furniture (footers, rules) is marked as
 * artifact so that screen readers skip it.
 */
export type PdfBlock =
  /** The document's one H1. */
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string; level?: 2 | 3 }
  | { kind: 'paragraph'; text: string; size?: number; bold?: boolean }
  /** A list item; consecutive items form one list. */
  | { kind: 'item'; text: string; marker: string; depth?: number }
  /**
   * Rows of cells. With `rowHeaders` the first cell of each row is its header (label and value pairs);
   * `widths` are fractions of the line.
   */
  | { kind: 'table'; head?: string[]; rows: string[][]; rowHeaders?: boolean; widths?: number[] }
  /** A QR code, drawn as vector squares, with its alternative text. */
  | { kind: 'qr'; data: string; alt: string; caption?: string }
  /** A dashed box to cut out (the windscreen disc): a heading, label and value rows, a QR code. */
  | { kind: 'cutout'; heading: string; rows: string[][]; qr: { data: string; alt: string }; note: string };

export interface PdfDocumentModel {
  title: string;
  /** Who made it (the brand), for the document's properties. */
  author: string;
  subject?: string;
  /** BCP 47; the site writes Irish English. */
  lang?: string;
  blocks: PdfBlock[];
  /** A line at the foot of each page. */
  footer?: (page: number, pages: number) => string;
}

/**
 * Lays the blocks out on A4 pages and returns the finished PDF. pdfkit and its font parser, a fifth of what
 * the app would load, load with the first document rather than at every start of the app or a test.
 */
export async function renderPdf(model: PdfDocumentModel): Promise<Buffer> {
  const { layOutPdf } = await import('./pdf-layout');
  return layOutPdf(model);
}
