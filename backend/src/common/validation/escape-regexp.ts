/** Makes user input match literally inside a RegExp (search boxes), so `.*` or `(` cannot act as syntax. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** A case-insensitive "contains" pattern for a search box. */
export function containsPattern(text: string): RegExp {
  return new RegExp(escapeRegExp(text.trim()), 'i');
}
