import type { Page } from 'playwright-core';

export const BRAND = 'Ivy Car Insurance';

/** A public page of this area: its path, the title its route sets and, for content pages, its CMS page. */
export interface PublicPage {
  path: string;
  title: string;
  cms?: string;
}

/** The public pages whose content is the CMS's or the help lists (SPEC §2), with their route titles. */
export const CONTENT_PAGES: readonly PublicPage[] = [
  { path: '/', title: "Women's car insurance", cms: 'home' },
  { path: '/why-ivy', title: 'Why choose Ivy', cms: 'why' },
  { path: '/learner-driver-insurance', title: 'Learner Drivers', cms: 'learner-driver-insurance' },
  { path: '/help-contact/help-centre', title: 'Help Centre', cms: 'help-centre' },
  { path: '/help-contact/making-a-claim', title: 'Making A Claim', cms: 'making-a-claim' },
  { path: '/help-contact/breakdown-assistance', title: 'Breakdown Assistance', cms: 'breakdown-assistance' },
  { path: '/help-contact/policy-change', title: 'Policy Change', cms: 'policy-change' },
  { path: '/help-contact/customer-feedback', title: 'Customer Feedback', cms: 'customer-feedback' },
  { path: '/help-contact/contact-us', title: 'Contact Form', cms: 'contact-us' },
  { path: '/help-contact/jargon-buster', title: 'Jargon Buster' },
  { path: '/help-contact/faq', title: 'FAQs' },
  {
    path: '/driver-number-requirements',
    title: 'Driver Number Requirements',
    cms: 'driver-number-requirements',
  },
  { path: '/disclaimer', title: 'Disclaimer', cms: 'disclaimer' },
  { path: '/cookies-policy', title: 'Cookies Policy', cms: 'cookies-policy' },
  { path: '/privacy-policy', title: 'Privacy Policy', cms: 'privacy-policy' },
  { path: '/social-media-terms', title: 'Social Media Terms', cms: 'social-media-terms' },
  { path: '/terms-of-business', title: 'Terms of Business', cms: 'terms-of-business' },
  { path: '/about/cfm', title: 'About CFM', cms: 'about-cfm' },
  { path: '/about/careers', title: 'Careers', cms: 'careers' },
  {
    path: '/basketball-ireland-exclusive-offers',
    title: 'Basketball Ireland exclusive offers',
    cms: 'basketball-ireland-exclusive-offers',
  },
];

interface CmsSection {
  key: string;
  title: string;
}

/** The section titles of a CMS page as the API serves it. */
export async function cmsTitles(page: Page, cms: string): Promise<string[]> {
  const answer = await page.request.get(`/api/v1/cms/pages/${cms}`);
  const body = (await answer.json()) as { sections: CmsSection[] };
  return body.sections.map((section) => section.title);
}

export async function metas(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    metaTitle: document.querySelector('meta[name="title"]')?.getAttribute('content'),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  }));
}

/** Every in-site link of the main menu and the footer, dropdown links included. */
export async function menuAndFooterPaths(page: Page): Promise<string[]> {
  // The app renders once it has its page's chunk, which may be after the load event: wait for it.
  await page.locator('footer a').first().waitFor();
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('nav[aria-label="Main"] a, footer a'))
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('/documents/')),
  );
}

/** Types into each field found by its label. */
export async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
}

/** The error line a field points at (its accessible description). */
export function errorOf(page: Page, label: string): Promise<string | null> {
  return page.getByLabel(label, { exact: true }).evaluate((field) => {
    const id = field.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

/** A date this many days from today, as a date input takes it. */
export function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}
