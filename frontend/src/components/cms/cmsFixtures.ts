import type { CmsPage } from '../../api/cms';
import { okEnvelope } from '../../test/pageHarness';
import type { CmsItem, CmsSectionData } from './items';

let nextId = 1;

/** A CMS section as the API sends it. */
export function section(key: string, title: string, body = '', items: CmsItem[] = []): CmsSectionData {
  const id = String(nextId++);
  return {
    _id: id,
    page: 'test',
    key,
    order: nextId,
    title,
    body,
    items,
    version: 1,
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

/** A CMS page answer (getCmsPage) with these sections. */
export function cmsPage(page: string, sections: CmsSectionData[]): CmsPage {
  return { ...okEnvelope, page, sections: sections as unknown as CmsPage['sections'] };
}
