import { containsPattern } from '#src/common/validation/escape-regexp';

/** What the public listing needs of a post (a blog card has these fields). */
export interface Listed {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  tags: string[];
  featured: boolean;
  publishAt: Date | null;
}

export interface ListingQuery {
  search?: string;
  tag?: string;
}

/**
 * The public blog's rules over posts held in memory, newest first. They are the same as the
 * queries' (visible at `now`, literal search of title and excerpt, exact tag), so a page reads the
 * same whether it came from the database or from the blog index.
 */
export function visibleNow<T extends Listed>(newestFirst: T[], now: Date): T[] {
  return newestFirst.filter((post) => post.publishAt !== null && post.publishAt <= now);
}

/** The featured post first, then the newest, filtered by the search box and the tag. */
export function listing<T extends Listed>(visible: T[], query: ListingQuery): T[] {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const matching = visible.filter(
    (post) =>
      (!query.tag || post.tags.includes(query.tag)) &&
      (!pattern || pattern.test(post.title) || pattern.test(post.excerpt)),
  );
  return [...matching.filter((post) => post.featured), ...matching.filter((post) => !post.featured)];
}

/** The newest posts sharing a tag with `post`. */
export function relatedTo<T extends Listed>(
  visible: T[],
  post: Pick<Listed, '_id' | 'tags'>,
  max: number,
): T[] {
  return visible
    .filter((other) => other._id !== post._id && other.tags.some((tag) => post.tags.includes(tag)))
    .slice(0, max);
}

/** Each tag with the number of posts carrying it, most used first, then alphabetically. */
export function tagCounts(posts: Pick<Listed, 'tags'>[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
}
