import { loadBrand } from '#test/harness/brand.fixture';
import { termsOfBusinessSections } from '../../modules/cms/seed/pages/terms-of-business';
import type { CmsSectionView } from '../../modules/cms/cms.service';
import { PdfText, readPdf } from '../../common/pdf/pdf-text.fixture';
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
  let pdf: PdfText;
  let lines: string[];
  beforeAll(async () => {
    pdf = await readPdf(await termsOfBusinessPdf(sections, options));
    lines = pdf.pages.flatMap((page) => page.split('\n'));
  });

  it('heads the document with the page title, the brand and the date of the last change', () => {
    expect(pdf.title).toBe(`Terms of business | ${brand.name}`);
    expect(pdf.lang).toBe('en-IE');
    expect(lines.slice(0, 2)).toEqual(['Terms of business', `${brand.name}. Last updated 2 November 2026.`]);
  });

  it('holds every section title, on numbered pages', () => {
    for (const section of sections.slice(1)) expect(lines).toContain(section.title);
    expect(pdf.pages.length).toBeGreaterThan(1);
    pdf.pages.forEach((page, index) =>
      expect(page.split('\n').at(-1)).toBe(
        `${brand.name} · Terms of business · Page ${index + 1} of ${pdf.pages.length}`,
      ),
    );
  });

  it('keeps the regulatory wording and links, and drops the line that links to itself', () => {
    // A long address may wrap after a slash, where a reader sees no space.
    const squash = (text: string) => text.replace(/\s+/g, '');
    expect(pdf.text).toContain('Financial Services and Pensions Ombudsman');
    expect(pdf.text).toContain('D02 VH29, www.fspo.ie.');
    expect(squash(pdf.text)).toContain(
      squash('privacy policy (https://www.ivycarinsurance.ie/privacy-policy)'),
    );
    expect(pdf.text).not.toContain('download these terms of business');
  });

  it('keeps every word of every section, in order', () => {
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    const expected = sections.slice(1).flatMap((section) => words(section.title));
    const found = words(pdf.text);
    let at = 0;
    for (const word of expected) {
      at = found.indexOf(word, at);
      expect(at).toBeGreaterThanOrEqual(0);
    }
  });
});
