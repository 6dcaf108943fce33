/** The blog list's place, as the address holds it: the page counts from 1 there, from 0 here. */
export interface BlogParams {
  page?: number;
  tag?: string;
  search?: string;
}

export function readBlogParams(params: URLSearchParams): BlogParams {
  const typed = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isNaN(typed) || typed < 2 ? undefined : typed - 1,
    tag: params.get('tag') || undefined,
    search: params.get('search')?.trim() || undefined,
  };
}

/** The address query for a place; the first page and blank filters are left out. */
export function blogParams({ page, tag, search }: BlogParams): URLSearchParams {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (search?.trim()) params.set('search', search.trim());
  if (page) params.set('page', String(page + 1));
  return params;
}
