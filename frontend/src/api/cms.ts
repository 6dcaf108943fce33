import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { useApiList } from './list';
import { apiPath } from './paths';

export type CmsPage = components['schemas']['CmsPageDto'];
export type CmsSectionRecord = components['schemas']['CmsSectionDto'];
export type CmsSectionsPage = components['schemas']['CmsSectionsPageDto'];
export type CmsSectionsQuery = NonNullable<operations['listCmsSections']['parameters']['query']>;
export type CmsSectionChanges = components['schemas']['UpdateCmsSectionDto'];
export type CmsVersion = components['schemas']['CmsVersionDto'];
export type CmsVersionsPage = components['schemas']['CmsVersionsPageDto'];
type SectionAnswer = components['schemas']['CmsSectionAnswerDto'];

const CMS_PAGE = '/api/v1/cms/pages/{page}';
const SECTIONS = '/api/v1/cms/sections';
const SECTION = '/api/v1/cms/sections/{id}';
const VERSIONS = '/api/v1/cms/sections/{id}/versions';

const fetchCmsPage = (page: string) => unwrap(api.GET(CMS_PAGE, { params: { path: { page } } }));

/** A CMS page's sections in page order (getCmsPage); `null` fetches nothing, for content not due yet. */
export function useCmsPage(page: string | null) {
  const key = page === null ? null : apiPath(CMS_PAGE, { page });
  // SWR calls the fetcher only while there is a key, so only with a page.
  return useSWR<CmsPage, ApiFailure>(key, () => fetchCmsPage(page ?? ''));
}

/** Sections for staff, by page, with the page filter and search (listCmsSections). */
export function useCmsSections(filter: CmsSectionsQuery) {
  return useApiList(SECTIONS, filter, (query) => unwrap(api.GET(SECTIONS, { params: { query } })));
}

/** One section, for the editor (getCmsSection). */
export function useCmsSection(id: string) {
  return useSWR<CmsSectionRecord, ApiFailure>(apiPath(SECTION, { id }), async () => {
    const answer = await unwrap(api.GET(SECTION, { params: { path: { id } } }));
    return answer.section;
  });
}

/** A section's saved versions, newest first (listCmsVersions). */
export function useCmsVersions(id: string, page: number) {
  return useApiList(apiPath(VERSIONS, { id }), { page }, (query) =>
    unwrap(api.GET(VERSIONS, { params: { path: { id }, query } })),
  );
}

/**
 * After a save: the staff lists and this section's versions reload, and the public page's answer is
 * fetched afresh into the cache, because a page the server preloaded is never revalidated on mount
 * and would otherwise show the old text when staff open the site in this tab.
 */
async function afterSave(section: CmsSectionRecord): Promise<void> {
  await Promise.all([
    mutate((key) => typeof key === 'string' && key.startsWith(SECTIONS)),
    mutate(apiPath(CMS_PAGE, { page: section.page }), fetchCmsPage(section.page), { revalidate: false }),
  ]);
}

/** updateCmsSection: saves over `changes.version`; a newer version on the server refuses with 409. */
export async function saveCmsSection(id: string, changes: CmsSectionChanges): Promise<SectionAnswer> {
  const answer = await unwrap(api.PUT(SECTION, { params: { path: { id } }, body: changes }));
  await afterSave(answer.section);
  return answer;
}

/** restoreCmsVersion: brings `version` back as a new version, over `currentVersion`. */
export async function restoreCmsVersion(
  id: string,
  version: number,
  currentVersion: number,
): Promise<SectionAnswer> {
  const answer = await unwrap(
    api.POST('/api/v1/cms/sections/{id}/versions/{version}/restore', {
      params: { path: { id, version } },
      body: { version: currentVersion },
    }),
  );
  await afterSave(answer.section);
  return answer;
}
