import { loadBrand } from '../../../test/harness/brand.fixture';
import { termsOfBusinessSections } from '../../modules/cms/seed/pages/terms-of-business';
import type { CmsSectionView } from '../../modules/cms/cms.service';
import { parsePdf } from './pdf.fixture';
import { termsOfBusinessPdf } from './terms-of-business';

const brand = loadBrand();
const sections: CmsSectionView[] = termsOfBusinessSections(brand).map((seed, index) => ({
  ...seed,
  _id: `section${index}`,
  order: index + 1,
  items: [],
  version: 1,
  updatedAt: new Date('2026-11-02T10:00:00Z'),
}));
const options = {
  brandName: brand.name,
  siteUrl: 'https://www.ivycarinsurance.ie',
  documentPath: '/documents/terms-of-business.pdf',
};

describe('termsOfBusinessPdf', () => {
  const parsed = parsePdf(termsOfBusinessPdf(sections, options));
  const lines = parsed.pages.flat();
  const text = lines.join(' ');

  it('heads the document with the page title, the brand and the date of the last change', () => {
    expect(parsed.title).toBe(`Terms of business | ${brand.name}`);
    expect(lines.slice(0, 2)).toEqual(['Terms of business', `${brand.name}. Last updated 2 November 2026.`]);
  });

  it('holds every section title, on numbered pages', () => {
    for (const section of sections.slice(1)) expect(lines).toContain(section.title);
    expect(parsed.pages.length).toBeGreaterThan(1);
    parsed.pages.forEach((page, index) =>
      expect(page.at(-1)).toBe(
        `${brand.name} · Terms of business · Page ${index + 1} of ${parsed.pages.length}`,
      ),
    );
  });

  it('keeps the regulatory wording and links, and drops the line that links to itself', () => {
    expect(text).toContain('Financial Services and Pensions Ombudsman');
    expect(text).toContain('D02 VH29, www.fspo.ie.');
    expect(text).toContain('privacy policy (https://www.ivycarinsurance.ie/privacy-policy)');
    expect(text).not.toContain('download these terms of business');
  });
});
