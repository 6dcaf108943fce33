import type { Brand } from '#src/config/brand.types';

/** Public routes (SPEC §2) that seeded content links to; a mistyped link fails the seed tests. */
export const ROUTES = {
  home: '/',
  getAQuote: '/get-a-quote',
  retrieveAQuote: '/retrieve-a-quote',
  renewals: '/renewals',
  learnerDrivers: '/learner-driver-insurance',
  helpCentre: '/help-contact/help-centre',
  makingAClaim: '/help-contact/making-a-claim',
  breakdown: '/help-contact/breakdown-assistance',
  policyChange: '/help-contact/policy-change',
  customerFeedback: '/help-contact/customer-feedback',
  contactUs: '/help-contact/contact-us',
  jargonBuster: '/help-contact/jargon-buster',
  faq: '/help-contact/faq',
  driverNumber: '/driver-number-requirements',
  myPolicy: '/my-policy',
  verifyDocument: '/verify-document',
  blog: '/blog',
  assumptions: '/assumptions',
  disclaimer: '/disclaimer',
  cookiesPolicy: '/cookies-policy',
  privacyPolicy: '/privacy-policy',
  socialMediaTerms: '/social-media-terms',
  termsOfBusiness: '/terms-of-business',
  aboutUs: '/about/cfm',
  careers: '/about/careers',
} as const;

export function whyPath(brand: Brand): string {
  return `/why-${brand.productSlug}`;
}
