import { open } from 'node:fs/promises';
import { sheetKind, SheetKind } from '../domain/file-kind';
import { readEndRecord, sumEntries, ZIP_TAIL_BYTES, ZipTotals } from '../domain/zip-directory';

/** An XLSX workbook is refused past these: a zip bomb inflates far beyond its file size. */
export const XLSX_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 1_000;

export type Inspection = { ok: true; kind: SheetKind } | { ok: false; status: 413 | 415; message: string };

const NOT_A_SHEET = 'This is not a CSV or Excel (.xlsx) file. Please download the template and use that.';

/** What the uploaded file is by its bytes, and for a workbook whether its zip is safe to open. */
export async function inspectUpload(file: string, size: number): Promise<Inspection> {
  const handle = await open(file, 'r');
  try {
    const { buffer: head, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const kind = sheetKind(head.subarray(0, bytesRead));
    if (!kind) return { ok: false, status: 415, message: NOT_A_SHEET };
    if (kind === 'csv') return { ok: true, kind };
    const totals = await zipTotals(handle, size);
    if (!totals) return { ok: false, status: 415, message: 'This Excel file is damaged and cannot be read.' };
    if (totals.entries > XLSX_MAX_ENTRIES || totals.uncompressedBytes > XLSX_MAX_UNCOMPRESSED_BYTES) {
      return {
        ok: false,
        status: 413,
        message:
          'This Excel file unpacks to more than 100 MB (or 1,000 parts). Please split it, or save it as CSV.',
      };
    }
    return { ok: true, kind };
  } finally {
    await handle.close();
  }
}

async function zipTotals(
  handle: Awaited<ReturnType<typeof open>>,
  size: number,
): Promise<ZipTotals | undefined> {
  const tailBytes = Math.min(size, ZIP_TAIL_BYTES);
  const { buffer: tail } = await handle.read(Buffer.alloc(tailBytes), 0, tailBytes, size - tailBytes);
  const directory = readEndRecord(tail);
  if (!directory || directory.offset + directory.size > size) return undefined;
  if (directory.entries > XLSX_MAX_ENTRIES) return { entries: directory.entries, uncompressedBytes: 0 };
  const { buffer } = await handle.read(Buffer.alloc(directory.size), 0, directory.size, directory.offset);
  return sumEntries(buffer, directory.entries);
}
