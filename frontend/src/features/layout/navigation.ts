import { brand } from '../../brand';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** A link that leaves the app (a document or another site). */
export interface ExternalLinkItem {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  links: readonly NavLinkItem[];
}

export type MenuItem = NavLinkItem | NavGroup;

export const isNavGroup = (item: MenuItem): item is NavGroup => 'links' in item;

/** The main menu, in the SPEC §2 order. */
export const mainMenu: readonly MenuItem[] = [
  { label: `Why ${brand.shortName}`, to: `/why-${brand.productSlug}` },
  { label: 'Learner Drivers', to: '/learner-driver-insurance' },
  { label: 'Renew Your Policy', to: '/renewals' },
  // Not in SPEC's list: a policyholder's documents must be findable from every page (issue 37).
  { label: 'My policy', to: '/my-policy' },
  {
    label: 'Help & Contact',
    links: [
      { label: 'Help Centre', to: '/help-contact/help-centre' },
      { label: 'Making A Claim', to: '/help-contact/making-a-claim' },
      { label: 'Breakdown Assistance', to: '/help-contact/breakdown-assistance' },
      { label: 'Policy Change', to: '/help-contact/policy-change' },
      { label: 'FAQs', to: '/help-contact/faq' },
      { label: 'Jargon Buster', to: '/help-contact/jargon-buster' },
      { label: 'Customer Feedback', to: '/help-contact/customer-feedback' },
      { label: 'Contact Form', to: '/help-contact/contact-us' },
    ],
  },
  { label: 'Blog', to: '/blog' },
  {
    label: 'About',
    links: [
      { label: 'About CFM', to: '/about/cfm' },
      { label: 'Careers', to: '/about/careers' },
    ],
  },
];

export const quickLinks: readonly NavLinkItem[] = [
  { label: 'Get A Quote', to: '/get-a-quote' },
  { label: 'Retrieve a quote', to: '/retrieve-a-quote' },
  { label: 'Renew Your Policy', to: '/renewals' },
  { label: 'My policy documents', to: '/my-policy' },
  { label: 'Check a certificate of insurance', to: '/verify-document' },
  { label: 'Learner driver insurance', to: '/learner-driver-insurance' },
  { label: 'Breakdown Assistance', to: '/help-contact/breakdown-assistance' },
  { label: 'Making A Claim', to: '/help-contact/making-a-claim' },
  { label: 'Driver Number Requirements', to: '/driver-number-requirements' },
  { label: `${brand.association.name} Offers`, to: brand.association.offerPath },
  { label: 'Blog', to: '/blog' },
];

export const legalLinks: readonly NavLinkItem[] = [
  { label: 'Disclaimer', to: '/disclaimer' },
  { label: 'Cookies Policy', to: '/cookies-policy' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Social Media Terms', to: '/social-media-terms' },
  { label: 'Terms of Business', to: '/terms-of-business' },
];

/** External documents (PDFs) from the brand configuration. */
export const documentLinks: readonly ExternalLinkItem[] = [
  { label: 'Terms of Business (PDF)', href: brand.documents.termsOfBusiness },
  { label: 'Remuneration Policy (PDF)', href: brand.documents.remunerationPolicy },
  { label: 'Complaints Procedure (PDF)', href: brand.documents.complaintsProcedure },
  { label: 'Privacy Notice (PDF)', href: brand.documents.privacyNotice },
  { label: 'Data Protection Policy (PDF)', href: brand.documents.dataProtectionPolicy },
  { label: 'Policy Booklet (PDF)', href: brand.documents.policyBooklet },
  { label: 'Insurance Product Information Document (PDF)', href: brand.documents.ipid },
];
