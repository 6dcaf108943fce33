import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Download } from 'playwright-core';

const READER = fileURLToPath(new URL('../../../scripts/lib/pdf-text.mjs', import.meta.url));

/** A downloaded PDF's text, read by pdf-parse (scripts/lib/pdf-text.mjs), line breaks folded to spaces. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = execFile(process.execPath, [READER], { maxBuffer: 16 * 1024 * 1024 }, (error, out) =>
      error ? reject(error) : resolve(out),
    );
    child.stdin?.end(pdf);
  });
  const { pages } = JSON.parse(stdout) as { pages: string[] };
  return pages.join(' ').replace(/\s+/g, ' ');
}
