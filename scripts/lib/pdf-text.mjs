// Reads a PDF from stdin with pdf-parse (pdf.js) and writes its text and properties as JSON:
// { pages: string[], info: { Title, Language, PDFFormatVersion, ... } }. Tests call it in a plain Node
// process because pdf.js loads its worker with a dynamic import that test sandboxes (jest) refuse.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const { pages } = await parser.getText();
  const { info } = await parser.getInfo();
  process.stdout.write(JSON.stringify({ pages: pages.map((page) => page.text), info }));
} finally {
  await parser.destroy();
}
