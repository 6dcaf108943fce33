import type { CmsSectionRecord, CmsSectionsPage, CmsVersion, CmsVersionsPage } from '#src/api/cms';

const envelope = { ok: true, message: 'OK', errors: {} };

/** Test fixtures: sections, versions and list answers as the API sends them. */
export function cmsSection(changes: Partial<CmsSectionRecord> = {}): CmsSectionRecord {
  return {
    _id: '65f0c0ffee00000000000c01',
    page: 'home',
    key: 'hero',
    order: 1,
    title: 'Car insurance made for you',
    body: '<p>Straightforward cover.</p>',
    items: [],
    version: 3,
    updatedBy: 'aoife.byrne@example.ie',
    updatedAt: '2026-01-15T10:30:00.000Z',
    ...changes,
  };
}

export function sectionsPage(sections: CmsSectionRecord[], changes: Partial<CmsSectionsPage> = {}) {
  return {
    ...envelope,
    sections,
    pages: [
      { page: 'about-cfm', sections: 2 },
      { page: 'home', sections: 6 },
    ],
    page: 0,
    page_size: 50,
    total_pages: 1,
    total_items: sections.length,
    ...changes,
  } satisfies CmsSectionsPage;
}

export function cmsVersion(version: number, changes: Partial<CmsVersion> = {}): CmsVersion {
  return {
    version,
    title: `Title at version ${version}`,
    body: '<p>Text</p>',
    items: [],
    savedBy: 'aoife.byrne@example.ie',
    savedAt: '2026-01-15T10:30:00.000Z',
    ...changes,
  };
}

export function versionsPage(versions: CmsVersion[]): CmsVersionsPage {
  return { ...envelope, versions, page: 0, page_size: 20, total_pages: 1, total_items: versions.length };
}

export const TESTIMONIALS = [
  { kind: 'testimonial', content: 'Great service', name: 'Aoife', rating: 5 },
  { kind: 'testimonial', content: 'Easy to deal with', name: 'Niamh', rating: 4.5 },
] as unknown as CmsSectionRecord['items'];
