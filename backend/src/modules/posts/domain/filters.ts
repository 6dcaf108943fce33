import { containsPattern } from '#src/common/validation/escape-regexp';

type Filter = Record<string, unknown>;

/** Every one of the filters (each may use `$or` without clashing with another's). */
export function allOf(...filters: (Filter | undefined)[]): Filter {
  const given = filters.filter((f): f is Filter => f !== undefined && Object.keys(f).length > 0);
  if (given.length === 0) return {};
  return given.length === 1 ? given[0] : { $and: given };
}

/** The search box (title or excerpt, literally) and the tag filter of post lists. */
export function matching(query: { search?: string; tag?: string }): Filter | undefined {
  const parts: Filter[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    parts.push({ $or: [{ title: pattern }, { excerpt: pattern }] });
  }
  if (query.tag) parts.push({ tags: query.tag });
  return parts.length > 0 ? allOf(...parts) : undefined;
}
