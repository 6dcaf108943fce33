import { sheetKind, SheetKind } from '../domain/file-kind';
import { readEndRecord, sumEntries, ZIP_TAIL_BYTES, ZipTotals } from '../domain/zip-directory';

/** An XLSX workbook is refused past these: a zip bomb inflates far beyond its file size. */
export const XLSX_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 1_000;

export type Inspection = { ok: true; kind: SheetKind } | { ok: false; status: 413 | 415; message: string };

const NOT_A_SHEET = 'This is not a CSV or Excel (.xlsx) file. Please download the template and use that.';

/** What the uploaded file is by its bytes, and for a workbook whether its zip is safe to open. */
export function inspectUpload(bytes: Buffer): Inspection {
  const kind = sheetKind(bytes.subarray(0, 4096));
  if (!kind) return { ok: false, status: 415, message: NOT_A_SHEET };
  if (kind === 'csv') return { ok: true, kind };
  const totals = zipTotals(bytes);
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
}

function zipTotals(bytes: Buffer): ZipTotals | undefined {
  const size = bytes.length;
  const directory = readEndRecord(bytes.subarray(size - Math.min(size, ZIP_TAIL_BYTES)));
  if (!directory || directory.offset + directory.size > size) return undefined;
  if (directory.entries > XLSX_MAX_ENTRIES) return { entries: directory.entries, uncompressedBytes: 0 };
  return sumEntries(bytes.subarray(directory.offset, directory.offset + directory.size), directory.entries);
}
