import type { CmsSectionSeed } from './types';

export type SectionContent = Omit<CmsSectionSeed, 'page'>;

/** Stamps one page key on each of a page's sections, so a page module names its page once. */
export function pageSections(page: string, sections: SectionContent[]): CmsSectionSeed[] {
  return sections.map((section) => ({ page, ...section }));
}
