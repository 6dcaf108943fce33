import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR from 'swr';
import { api } from './client';
import { apiPath } from './paths';

export type CmsPage = components['schemas']['CmsPageDto'];

const CMS_PAGE = '/api/v1/cms/pages/{page}';

/** A CMS page's sections in page order (getCmsPage); `null` fetches nothing, for content not due yet. */
export function useCmsPage(page: string | null) {
  const key = page === null ? null : apiPath(CMS_PAGE, { page });
  // SWR calls the fetcher only while there is a key, so only with a page.
  return useSWR<CmsPage, ApiFailure>(key, () =>
    unwrap(api.GET(CMS_PAGE, { params: { path: { page: page ?? '' } } })),
  );
}
