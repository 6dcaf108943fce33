import { useSearchParams } from 'react-router-dom';

/**
 * An admin list's page and filters, kept in the address (?page=2&search=…) so that Back, a reload or a
 * shared link shows the same page. The address counts pages from 1; `page` here is 0-based as in the API.
 */
export function useListParams<N extends string>(filterNames: readonly N[]) {
  const [params, setParams] = useSearchParams();
  const typedPage = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isNaN(typedPage) ? 0 : Math.max(typedPage - 1, 0);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
    N,
    string
  >;

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 0) updated.set('page', String(next + 1));
      else updated.delete('page');
      return updated;
    });

  /** New filters start again from the first page. */
  const setFilters = (next: Partial<Record<N, string>>) =>
    setParams(() => {
      const updated = new URLSearchParams();
      for (const name of filterNames) {
        const value = next[name]?.trim();
        if (value) updated.set(name, value);
      }
      return updated;
    });

  return { page, filters, setPage, setFilters };
}
