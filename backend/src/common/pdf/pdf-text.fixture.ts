import { execFile } from 'node:child_process';
import path from 'node:path';

export interface PdfText {
  /** The text of each page, lines joined by newlines. */
  pages: string[];
  /** All pages' text, joined by spaces with line breaks folded, for "contains" checks. */
  text: string;
  title: string;
  lang: string;
  version: string;
}

const READER = path.resolve(__dirname, '../../../../scripts/lib/pdf-text.mjs');

/** For specs: the text a reader would copy out of a PDF, and its properties (pdf-parse, in its own process). */
export function readPdf(pdf: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [READER], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const { pages, info } = JSON.parse(stdout) as {
        pages: string[];
        info: { Title?: string; Language?: string; PDFFormatVersion?: string };
      };
      resolve({
        pages,
        text: pages.join(' ').replace(/\s+/g, ' '),
        title: info.Title ?? '',
        lang: info.Language ?? '',
        version: info.PDFFormatVersion ?? '',
      });
    });
    child.stdin?.end(pdf);
  });
}
