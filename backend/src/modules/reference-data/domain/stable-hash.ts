/**
 * FNV-1a (32 bit): tiny, fast and identical on every platform and Node version, which is what the
 * built-in adapters need so that the same registration or address always resolves the same way.
 * Not for security.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
