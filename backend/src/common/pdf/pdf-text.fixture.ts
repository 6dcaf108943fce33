import { execFile } from 'node:child_process';

export interface PdfText {
  /** The text of each page, lines joined by newlines. */
  pages: string[];
  /** All pages' text, joined by spaces with line breaks folded, for "contains" checks. */
  text: string;
  title: string;
  lang: string;
  version: string;
}

/**
 * pdf.js (inside pdf-parse) loads its worker with a dynamic import, which jest's CommonJS sandbox
 * refuses; so the PDF is read by pdf-parse in a plain Node process, the way any reader would.
 */
const READER = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c)).on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const { pages } = await parser.getText();
  const { info } = await parser.getInfo();
  await parser.destroy();
  process.stdout.write(JSON.stringify({ pages: pages.map((p) => p.text), info }));
});`;

/** For specs: the text a reader would copy out of a PDF, and its properties. */
export function readPdf(pdf: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', READER],
      { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
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
      },
    );
    child.stdin?.end(pdf);
  });
}
