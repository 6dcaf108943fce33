import type { Readable } from 'node:stream';

/** What the store knows about one stored file. */
export interface StoredFileInfo {
  key: string;
  size: number;
  /** Changes whenever the bytes change; quoted as an HTTP entity tag by whoever serves the file. */
  etag: string;
  lastModified: Date;
  contentType?: string;
}

/** An inclusive byte range, as HTTP `Range: bytes=start-end` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType?: string;
}

/**
 * The port every kept file goes through (uploaded images and their variants, renewal import files and
 * their error reports, generated documents), so an instance keeps nothing on its own disk that another
 * instance needs. Keys are slash-separated paths such as `uploads/<hash>.webp`; each area owns a prefix.
 * Writes are whole-object and atomic: a reader sees the old bytes, the new bytes or nothing, never half.
 *
 * Adapters: `LocalFileStore` (a directory, the default for one instance) and the S3-compatible store.
 * The abstract class is also the Nest injection token.
 */
export abstract class FileStore {
  abstract put(key: string, data: Buffer | Readable, options?: PutOptions): Promise<void>;

  /** The whole file, or null when there is none. */
  abstract read(key: string): Promise<Buffer | null>;

  /** A stream of the file (or of one byte range of it), or null when there is none. */
  abstract open(key: string, range?: ByteRange): Promise<{ info: StoredFileInfo; body: Readable } | null>;

  abstract stat(key: string): Promise<StoredFileInfo | null>;

  /** Removes each key; a key that is already gone is not an error. */
  abstract remove(keys: string[]): Promise<void>;

  /** Every key under a prefix, in key order, without reading the files. */
  abstract list(prefix: string): AsyncIterable<StoredFileInfo>;

  /** Whether the store answers (for readiness checks). */
  abstract ping(): Promise<void>;

  /** Closes what the store holds open (a client's connections) at shutdown; most hold nothing. */
  destroy(): void {}
}

/** Keys are paths inside the store: no empty, dot or dot-dot segments, no backslashes, no leading slash. */
export function assertFileKey(key: string): void {
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 512 ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new Error(`Not a file-store key: ${JSON.stringify(key)}`);
}
