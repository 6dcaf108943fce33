import type { ByteRange } from './file-store';

/**
 * The one byte range a `Range` header asks of a file of `size` bytes: `undefined` to send the whole file
 * (no header, a unit other than bytes, several ranges, or nonsense, as RFC 9110 lets a server ignore),
 * `'unsatisfiable'` for a range that starts past the end (416).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Whether an `If-None-Match` header names this entity tag (weak comparison, as for GET). */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
