/** What an uploaded file is by its own bytes, whatever its name says. */
export type SheetKind = 'csv' | 'xlsx';

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * XLSX is a zip (its first local file header); CSV is text: no NUL bytes and valid UTF-8 in the
 * first bytes (a cut-off character at the end of the sample is allowed). Anything else (old .xls,
 * PDF, images, UTF-16 text) is undefined.
 */
export function sheetKind(head: Buffer): SheetKind | undefined {
  if (head.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return 'xlsx';
  const text = head.subarray(0, 3).equals(UTF8_BOM) ? head.subarray(3) : head;
  if (text.length === 0 || text.includes(0)) return undefined;
  return isUtf8Prefix(text) ? 'csv' : undefined;
}

function isUtf8Prefix(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, completeLength(bytes)));
    return true;
  } catch {
    return false;
  }
}

/** The length without a multi-byte character cut off at the end of the sample. */
function completeLength(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}
