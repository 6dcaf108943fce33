import { text } from 'node:stream/consumers';
import type { Download } from 'playwright-core';

/** A download's contents as text. The browser is shared over a connection, so the file has no local path. */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}
