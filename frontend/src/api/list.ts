import type { ApiFailure } from '@ivy/api-client';
import useSWR from 'swr';
import { apiPath, type QueryValue } from './paths';

type Query = Record<string, QueryValue>;

/** The query without its blank values: an empty filter box means no filter, not "equals ''". */
export function compactQuery<Q extends Query>(query: Q): Q {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Q;
}

/**
 * A page of a list resource, keyed by the path and query as requested, blank filters left out of both.
 * The last page stays on screen while the next loads, so paging does not flash an empty table.
 */
export function useApiList<Q extends Query, T>(path: string, filter: Q, fetchPage: (query: Q) => Promise<T>) {
  const query = compactQuery(filter);
  return useSWR<T, ApiFailure>(apiPath(path, {}, query), () => fetchPage(query), { keepPreviousData: true });
}
