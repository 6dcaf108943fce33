import { foldText, words } from './text';

/**
 * Ranked type-ahead search: names that start with the query first, then names where every query
 * word starts a word of the name, then names containing the query anywhere. Within a rank, shorter
 * names first (the closer match), then alphabetical so that results are stable.
 */
export const DEFAULT_SEARCH_LIMIT = 10;

enum Rank {
  Prefix,
  WordPrefix,
  Substring,
}

interface Entry<T> {
  item: T;
  name: string;
  folded: string;
  words: string[];
}

export type Search<T> = (text: string, limit?: number) => T[];

/** Prepares the items once so that each keystroke only compares strings. */
export function createSearch<T>(items: readonly T[], nameOf: (item: T) => string): Search<T> {
  const entries: Entry<T>[] = items.map((item) => ({
    item,
    name: nameOf(item),
    folded: foldText(nameOf(item)),
    words: words(nameOf(item)),
  }));
  return (text, limit = DEFAULT_SEARCH_LIMIT) => {
    const query = foldText(text).trim().replace(/\s+/g, ' ');
    if (query === '') return [];
    const queryWords = words(query);
    return entries
      .map((entry) => ({ entry, rank: rankOf(entry, query, queryWords) }))
      .filter((ranked): ranked is { entry: Entry<T>; rank: Rank } => ranked.rank !== undefined)
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          a.entry.name.length - b.entry.name.length ||
          a.entry.name.localeCompare(b.entry.name, 'en'),
      )
      .slice(0, Math.max(0, limit))
      .map(({ entry }) => entry.item);
  };
}

function rankOf<T>(entry: Entry<T>, query: string, queryWords: string[]): Rank | undefined {
  if (entry.folded.startsWith(query)) return Rank.Prefix;
  const everyWordStarts =
    queryWords.length > 0 && queryWords.every((word) => entry.words.some((own) => own.startsWith(word)));
  if (everyWordStarts) return Rank.WordPrefix;
  if (entry.folded.includes(query)) return Rank.Substring;
  return undefined;
}
