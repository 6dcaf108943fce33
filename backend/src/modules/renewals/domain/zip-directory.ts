/**
 * The totals a zip's central directory declares, read before any entry is inflated, so a zip bomb
 * (a small file that inflates to gigabytes, or holds a million entries) is refused up front.
 */
export interface ZipTotals {
  entries: number;
  uncompressedBytes: number;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_RECORD_BYTES = 22;
const ENTRY_HEADER_BYTES = 46;
/** The end record sits in the last 22 bytes plus a comment of up to 65,535. */
export const ZIP_TAIL_BYTES = END_RECORD_BYTES + 0xffff;

export interface CentralDirectory {
  entries: number;
  offset: number;
  size: number;
}

/** Finds the end record in the file's tail; undefined when there is none, or it is zip64 (refused). */
export function readEndRecord(tail: Buffer): CentralDirectory | undefined {
  for (let at = tail.length - END_RECORD_BYTES; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== END_SIGNATURE) continue;
    const entries = tail.readUInt16LE(at + 10);
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return undefined;
    return { entries, offset, size };
  }
  return undefined;
}

/** Sums the declared sizes; undefined when the directory is damaged. */
export function sumEntries(directory: Buffer, entries: number): ZipTotals | undefined {
  let at = 0;
  let uncompressedBytes = 0;
  for (let i = 0; i < entries; i++) {
    if (at + ENTRY_HEADER_BYTES > directory.length || directory.readUInt32LE(at) !== ENTRY_SIGNATURE) {
      return undefined;
    }
    const size = directory.readUInt32LE(at + 24);
    if (size === 0xffffffff) return undefined;
    uncompressedBytes += size;
    at +=
      ENTRY_HEADER_BYTES +
      directory.readUInt16LE(at + 28) +
      directory.readUInt16LE(at + 30) +
      directory.readUInt16LE(at + 32);
  }
  return { entries, uncompressedBytes };
}
