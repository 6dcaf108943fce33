import { hardCodedBrandValues, loadBrand, relativeLinks } from '#test/harness/brand.fixture';
import { telHref } from './brand-content';
import { htmlViolations } from '#src/common/html/html-allowlist';
import { LICENCE_TYPE_LABELS } from '../../rating';
import { cmsSections, COMPETITION_HEADLINE } from './index';
import { ROUTES, whyPath } from './routes';
import type { CmsItem, CmsSectionSeed } from './types';

const brand = loadBrand();
const sections = cmsSections(brand);

const PAGES = [
  'home',
  'why',
  'learner-driver-insurance',
  'help-centre',
  'making-a-claim',
  'breakdown-assistance',
  'driver-number-requirements',
  'assumptions',
  'policy-change',
  'contact-us',
  'customer-feedback',
  'competition',
  'disclaimer',
  'cookies-policy',
  'privacy-policy',
  'social-media-terms',
  'terms-of-business',
  'about-cfm',
  'careers',
  'basketball-ireland-exclusive-offers',
];

const onPage = (page: string) => sections.filter((section) => section.page === page);
const section = (page: string, key: string) => {
  const found = sections.find((candidate) => candidate.page === page && candidate.key === key);
  if (!found) throw new Error(`no section ${page}/${key}`);
  return found;
};
const itemsOf = <K extends CmsItem['kind']>(kind: K) =>
  sections
    .flatMap((s) => s.items ?? [])
    .filter((item): item is Extract<CmsItem, { kind: K }> => item.kind === kind);
const pageText = (page: string) => JSON.stringify(onPage(page));

describe('cmsSections', () => {
  it('seeds every page of the public site, and no other', () => {
    expect([...new Set(sections.map((s) => s.page))].sort()).toEqual([...PAGES].sort());
  });

  it('has one section per page and key', () => {
    const keys = sections.map((s) => `${s.page}/${s.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every section a key, a title and a body', () => {
    for (const s of sections) {
      expect(s.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.title.trim()).not.toBe('');
      expect(s.body.trim()).not.toBe('');
    }
  });

  it.each(sections.map((s): [string, CmsSectionSeed] => [`${s.page}/${s.key}`, s]))(
    '%s body uses only allow-listed HTML',
    (_key, s) => {
      expect(htmlViolations(s.body)).toEqual([]);
    },
  );

  it('keeps titles and item fields as plain text', () => {
    const texts = sections.flatMap((s) => [
      s.title,
      ...(s.items ?? []).flatMap((item) => Object.values(item).filter((v) => typeof v === 'string')),
    ]);
    for (const text of texts) expect(text).not.toMatch(/[<>]|&[a-z#0-9]+;/);
  });

  it('links only to public routes and brand documents', () => {
    const known = new Set<string>([
      ...Object.values(ROUTES),
      whyPath(brand),
      brand.association.offerPath,
      brand.documents.termsOfBusiness,
    ]);
    const links = sections.flatMap((s) => relativeLinks(s.body));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !known.has(link))).toEqual([]);
    expect([...itemsOf('team')].map((team) => team.buttonUrl).filter((url) => !known.has(url))).toEqual([]);
  });

  it('reads every brand value from the brand', () => {
    expect(hardCodedBrandValues(cmsSections)).toEqual([]);
  });
});

describe('home page', () => {
  it('has the sections the home screen lays out', () => {
    expect(onPage('home').map((s) => s.key)).toEqual([
      'hero',
      'why-choose-us',
      'learner-driver-cover',
      'breakdown-assistance',
      'testimonials',
      'team',
      'competition',
    ]);
    expect(section('home', 'hero').body).toContain(`<a href="${ROUTES.getAQuote}">Get A Quote</a>`);
  });

  it('mentions 100+ years of combined experience and help Monday to Saturday', () => {
    expect(pageText('home')).toMatch(/100 years of combined experience/);
    expect(pageText('home')).toMatch(/Monday to Saturday/);
    expect(section('home', 'breakdown-assistance').body).toMatch(/24 hours/);
  });

  it('has at least three testimonials, rated 4, 4.5 and 5', () => {
    const testimonials = itemsOf('testimonial');
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(new Set(testimonials.map((t) => t.rating))).toEqual(new Set([4, 4.5, 5]));
    for (const t of testimonials) {
      expect(t.content.trim()).not.toBe('');
      expect(t.name.trim()).not.toBe('');
    }
  });

  it('has at least three complete team blocks with images under /images/team/', () => {
    const team = itemsOf('team');
    expect(team.length).toBeGreaterThanOrEqual(3);
    for (const block of team) {
      for (const field of ['header', 'image', 'imageAlt', 'content', 'buttonText', 'buttonUrl'] as const) {
        expect(block[field].trim()).not.toBe('');
      }
      expect(block.image).toMatch(/^\/images\/team\/[a-z0-9-]+\.(jpg|png|webp)$/);
    }
  });
});

describe('competition', () => {
  it('uses the SPEC wording exactly on the competition page and the home teaser', () => {
    expect(COMPETITION_HEADLINE).toBe(
      'We have a 100 euro gift card up for grabs when you get a quote with us!',
    );
    expect(section('competition', 'intro').body).toContain(COMPETITION_HEADLINE);
    expect(section('home', 'competition').body).toContain(COMPETITION_HEADLINE);
  });

  it('lists the three ways to enter under How to Enter', () => {
    const howTo = section('competition', 'how-to-enter');
    expect(howTo.title).toBe('How to Enter');
    const steps = [...howTo.body.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/Get a quote/);
    expect(steps[1]).toContain(`href="${brand.instagramCompetitionPost}"`);
    expect(steps[2]).toMatch(/heart-eyes emoji .* Competition Highlight/);
  });
});

describe('brand contact details', () => {
  it.each(['contact-us', 'breakdown-assistance', 'assumptions', 'help-centre', 'making-a-claim'])(
    'shows the phone numbers on %s',
    (page) => {
      const expected =
        page === 'breakdown-assistance'
          ? [brand.phone.breakdown]
          : page === 'assumptions'
            ? [brand.phone.dublin, brand.phone.loCall]
            : [brand.phone.dublin, brand.phone.loCall, brand.phone.breakdown];
      for (const phone of expected) expect(pageText(page)).toContain(phone);
    },
  );

  it('makes phone numbers dialable', () => {
    expect(telHref('01 555 0142')).toBe('tel:015550142');
    expect(telHref('+353 1 555 0142')).toBe('tel:+35315550142');
    const contacts = itemsOf('contact').filter((c) => c.href?.startsWith('tel:'));
    expect(contacts.length).toBeGreaterThan(0);
    for (const c of contacts) expect(c.href).toBe(telHref(c.value));
  });

  it('tells a declined visitor to call', () => {
    const decline = section('assumptions', 'decline');
    expect(decline.body).toContain(brand.phone.dublin);
    expect(decline.body).toContain(brand.phone.loCall);
  });
});

describe('assumptions', () => {
  it('accepts every licence the quote offers, named as the quote names it', () => {
    const statements = section('assumptions', 'statements').body;
    for (const label of Object.values(LICENCE_TYPE_LABELS)) expect(statements).toContain(label.slice(1));
    expect(statements).toContain(
      'of one of the kinds the quote asks about: full Irish licence, full EU licence, full UK licence, other full licence or learner permit.',
    );
  });
});

describe('legal pages', () => {
  it('names the data controller and the Data Protection Commission in the privacy policy', () => {
    expect(section('privacy-policy', 'intro').body).toContain(`${brand.legalName}`);
    expect(section('privacy-policy', 'intro').body).toMatch(/data controller/);
    expect(pageText('privacy-policy')).toContain('https://www.dataprotection.ie');
  });

  it('covers what the Consumer Protection Code asks of terms of business', () => {
    const text = pageText('terms-of-business');
    for (const phrase of [
      brand.regulatorStatement,
      'single agency',
      'commission',
      '40 business days',
      'Financial Services and Pensions Ombudsman',
      'Investor Compensation',
      'Conflicts of interest',
      '14 days',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});
