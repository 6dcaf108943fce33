/** A slug: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 80;

/**
 * Makes a URL-safe slug of any text: accents dropped (Fáilte → failte), `&` said as "and", every
 * other run of symbols one hyphen, cut at a word boundary. Answers '' when nothing is left.
 */
export function slugify(text: string, maxLength = MAX_SLUG_LENGTH): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, maxLength)).replace(/-+$/, '');
}

/** The first of `base`, `base-2`, `base-3`… that is not taken. */
export function freeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Tags as the blog links them: slugs, each once, in the order given, at most `max`. */
export function normaliseTags(tags: string[], max = 10): string[] {
  const slugs = tags.map((tag) => slugify(tag, 40)).filter((tag) => tag !== '');
  return [...new Set(slugs)].slice(0, max);
}
