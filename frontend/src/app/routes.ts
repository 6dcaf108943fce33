import type { ComponentType } from 'react';
import { brand } from '../brand';
import { FEATURED_COVER_SIZES, POST_COVER_SIZES } from '../features/blog/coverSizes';
import { HOME_HERO_IMAGE } from '../features/home/heroImage';
import { lazyWithTimeout } from './lazyWithTimeout';

/** What a page announces about itself: the document title (also the title meta) and the description meta. */
export interface RouteMeta {
  title: string;
  description: string;
}

export interface RouteEntry extends RouteMeta {
  /** A react-router path pattern; every public route is an exact match (SPEC §2). */
  path: string;
  layout: 'public' | 'admin';
  Page: ComponentType;
  /** The source module (under src/, no extension) of the page's lazy chunk, which the server preloads. */
  module?: string;
  /** The picture the page opens with (its largest paint), which the server has the browser fetch at once. */
  image?: string;
  /**
   * The page opens with a post's cover (the list's first, or the post's own) shown at these `sizes`: the
   * server finds the cover in the page's preloaded answer and has the browser fetch it at once.
   */
  coverSizes?: string;
  /** A staff sign-in screen: shown in the minimal staff shell, without the visitors' header and menu. */
  staffSignIn?: true;
}

type PageModule = Record<string, ComponentType>;

/** The chunk each page comes from, so the build can list the files a route needs (vite-plugins/). */
const pageModules = new WeakMap<ComponentType, string>();

/**
 * Each feature area is one lazily loaded chunk; this picks one page of it. `module` names the chunk's
 * source (the build fails when no chunk comes from it), so the server can have the browser fetch a
 * page's chunk alongside the app's instead of after it.
 */
function area<M extends PageModule>(module: string, load: () => Promise<M>) {
  return (name: keyof M & string): ComponentType => {
    const Page = lazyWithTimeout(async () => ({ default: (await load())[name] }));
    pageModules.set(Page, module);
    return Page;
  };
}

const home = area('features/home/pages', () => import('../features/home/pages'));
const about = area('features/about/pages', () => import('../features/about/pages'));
const help = area('features/help/pages', () => import('../features/help/pages'));
const forms = area('features/forms/pages', () => import('../features/forms/pages'));
const quote = area('features/quote/pages', () => import('../features/quote/pages'));
// The quote journey's later screens are chunks of their own (a visitor downloads the form only when she
// starts it), each named here so that the server has a page opened directly fetch its screen at once.
const quoteJourney = area(
  'features/quote/journey/JourneyPages',
  () => import('../features/quote/journey/JourneyPages'),
);
const quoteSummary = area(
  'features/quote/summary/QuoteSummaryPage',
  () => import('../features/quote/summary/QuoteSummaryPage'),
);
const quotePaymentOptions = area(
  'features/quote/payment/QuotePaymentOptionsPage',
  () => import('../features/quote/payment/QuotePaymentOptionsPage'),
);
const retrieveQuote = area(
  'features/quote/retrieve/RetrieveQuotePage',
  () => import('../features/quote/retrieve/RetrieveQuotePage'),
);
const payments = area('features/payments/pages', () => import('../features/payments/pages'));
const renewals = area('features/renewals/pages', () => import('../features/renewals/pages'));
const documents = area('features/documents/pages', () => import('../features/documents/pages'));
const blog = area('features/blog/pages', () => import('../features/blog/pages'));
// A chunk of its own: the post's sanitizer is not for the list's visitors to download.
const blogPost = area('features/blog/BlogPostPage', () => import('../features/blog/BlogPostPage'));
const legal = area('features/legal/pages', () => import('../features/legal/pages'));
const offers = area('features/offers/pages', () => import('../features/offers/pages'));
const auth = area('features/auth/pages', () => import('../features/auth/pages'));
const admin = area('features/admin/pages', () => import('../features/admin/pages'));
const adminPayments = area(
  'features/admin/payments/PaymentsAdminPage',
  () => import('../features/admin/payments/PaymentsAdminPage'),
);
const adminQuoteEngine = area(
  'features/admin/quoteEnginePages',
  () => import('../features/admin/quoteEnginePages'),
);

// Screens reached by more than one path (SPEC §2 "same screen for both outcomes").
const RetrieveQuotePage = retrieveQuote('RetrieveQuotePage');
const QuotePaymentResultPage = payments('QuotePaymentResultPage');
const RenewalPaymentResultPage = renewals('RenewalPaymentResultPage');
const AdjustmentPaymentResultPage = documents('AdjustmentPaymentResultPage');

function page(
  path: string,
  Page: ComponentType,
  title: string,
  description: string,
  { image, coverSizes }: Pick<RouteEntry, 'image' | 'coverSizes'> = {},
): RouteEntry {
  return {
    path,
    layout: 'public',
    Page,
    module: pageModules.get(Page),
    image,
    coverSizes,
    title: `${title} | ${brand.name}`,
    description,
  };
}

// Public to the server (its head, no guard), but staff's: no Get A Quote beside the password box.
const staffSignIn = (entry: RouteEntry): RouteEntry => ({ ...entry, staffSignIn: true });

// Staff screens are not for search engines, so they carry a title only.
function adminPage(path: string, Page: ComponentType, title: string): RouteEntry {
  return {
    path,
    layout: 'admin',
    Page,
    module: pageModules.get(Page),
    title: `${title} | Admin | ${brand.name}`,
    description: '',
  };
}

/** The one route table (SPEC §2): every path, its lazy page, document title and description. */
export const routes: readonly RouteEntry[] = [
  page(
    '/',
    home('HomePage'),
    "Women's car insurance",
    `${brand.strapline}. Get a car insurance quote online in minutes, with friendly help from an Irish broker.`,
    { image: HOME_HERO_IMAGE },
  ),
  page(
    `/why-${brand.productSlug}`,
    about('WhyUsPage'),
    `Why choose ${brand.shortName}`,
    `Why drivers choose ${brand.name}: cover designed around women and learner drivers, and a team with over 100 years of combined experience.`,
  ),
  page(
    '/learner-driver-insurance',
    about('LearnerDriversPage'),
    'Learner Drivers',
    'Car insurance for learner drivers in Ireland. Cover while you learn, with help getting on the road to your full licence.',
  ),

  page(
    '/help-contact/help-centre',
    help('HelpCentrePage'),
    'Help Centre',
    `Help with your ${brand.name} policy, quote or renewal. Our team is here to help Monday to Saturday.`,
  ),
  page(
    '/help-contact/making-a-claim',
    help('MakingAClaimPage'),
    'Making A Claim',
    'How to make a car insurance claim: what to do at the scene, the details to have ready and who to call.',
  ),
  page(
    '/help-contact/breakdown-assistance',
    help('BreakdownAssistancePage'),
    'Breakdown Assistance',
    'Broken down? Our breakdown assistance helpline is open 24 hours a day, 7 days a week.',
  ),
  page(
    '/help-contact/policy-change',
    forms('PolicyChangePage'),
    'Policy Change',
    'Change your car, add a driver, update your address or ask about your Direct Debit by sending us a policy change request.',
  ),
  page(
    '/help-contact/customer-feedback',
    forms('CustomerFeedbackPage'),
    'Customer Feedback',
    `Tell us how we did. Your feedback helps ${brand.name} improve the service we give every customer.`,
  ),
  page(
    '/help-contact/contact-us',
    forms('ContactUsPage'),
    'Contact Form',
    `Send ${brand.name} a message and our team will get back to you, or call us during opening hours.`,
  ),
  page(
    '/help-contact/jargon-buster',
    help('JargonBusterPage'),
    'Jargon Buster',
    'Car insurance terms explained in plain English, from excess and no claims bonus to named drivers.',
  ),
  page(
    '/help-contact/faq',
    help('FaqPage'),
    'FAQs',
    'Answers to frequently asked questions about car insurance quotes, cover, payments, renewals and claims.',
  ),
  page(
    '/driver-number-requirements',
    help('DriverNumberRequirementsPage'),
    'Driver Number Requirements',
    'Why we ask for your driver number and where to find it on your Irish driving licence or learner permit.',
  ),

  page(
    '/assumptions',
    quote('AssumptionsPage'),
    'Before you get a quote',
    'The assumptions that apply to an online car insurance quote. If any do not apply to you, call us for a quote instead.',
  ),
  page(
    '/get-a-quote',
    quote('GetAQuotePage'),
    'Get A Quote',
    'Get a car insurance quote online in minutes for women drivers and learner drivers in Ireland.',
  ),
  page(
    '/get-a-quote/:id',
    quoteJourney('QuotePage'),
    'Your quote',
    'Continue your car insurance quote: your details, your car and your driving history.',
  ),
  page(
    '/get-a-quote/payment-options',
    quotePaymentOptions('QuotePaymentOptionsPage'),
    'Payment options',
    'Choose how to pay for your car insurance: in full by card or in instalments.',
  ),
  page(
    '/get-a-quote/payment',
    payments('QuotePaymentPage'),
    'Payment',
    'Pay for your car insurance securely: by card in full, or a deposit by card and monthly Direct Debits.',
  ),
  page(
    '/get-a-quote/summary',
    quoteSummary('QuoteSummaryPage'),
    'Quote summary',
    'Check the details of your car insurance quote before you buy.',
  ),
  page(
    '/get-a-quote/payment/success',
    QuotePaymentResultPage,
    'Payment received',
    'Thank you. Your car insurance payment has been received.',
  ),
  page(
    '/get-a-quote/payment/failed',
    QuotePaymentResultPage,
    'Payment not completed',
    'Your car insurance payment was not completed. You can try again or call us for help.',
  ),
  page(
    '/retrieve-a-quote',
    RetrieveQuotePage,
    'Retrieve a quote',
    'Pick up where you left off: retrieve a saved car insurance quote with your web reference.',
  ),
  page(
    '/retrieve-a-quote/:webReference',
    RetrieveQuotePage,
    'Retrieve a quote',
    'Pick up where you left off: retrieve a saved car insurance quote with your web reference.',
  ),

  page(
    '/my-policy',
    documents('MyPolicyPage'),
    'My policy',
    `Download your ${brand.name} policy schedule, certificate of insurance, disc and statement of fact.`,
  ),
  page(
    '/my-policy/payment/success',
    AdjustmentPaymentResultPage,
    'Payment for your change received',
    'Thank you. Your payment for the change to your policy has been received.',
  ),
  page(
    '/my-policy/payment/failed',
    AdjustmentPaymentResultPage,
    'Payment for your change not completed',
    'Your payment for the change to your policy was not completed. You can try again or call us for help.',
  ),
  page(
    '/verify-document',
    documents('VerifyDocumentPage'),
    'Check a certificate of insurance',
    // Worded around the brand's name, which takes 'a' or 'an' by its first letter.
    `Check whether a certificate of motor insurance from ${brand.name} is valid today for a vehicle.`,
  ),
  page(
    '/renewals',
    renewals('RenewalsPage'),
    'Renew Your Policy',
    `Renew your ${brand.name} policy online: find your renewal, check your details and pay securely.`,
  ),
  page(
    '/renewals/:id',
    renewals('RenewalPage'),
    'Your renewal',
    'Review your car insurance renewal details before you renew.',
  ),
  page(
    '/renewals/:id/payment-options',
    renewals('RenewalPaymentOptionsPage'),
    'Renewal payment options',
    'Choose how to pay for your car insurance renewal.',
  ),
  page(
    '/renewals/:id/payment',
    renewals('RenewalPaymentPage'),
    'Renewal payment',
    'Pay for your car insurance renewal securely online.',
  ),
  page(
    '/renewals/:id/payment/success',
    RenewalPaymentResultPage,
    'Renewal payment received',
    'Thank you. Your renewal payment has been received.',
  ),
  page(
    '/renewals/:id/payment/failed',
    RenewalPaymentResultPage,
    'Renewal payment not completed',
    'Your renewal payment was not completed. You can try again or call us for help.',
  ),

  page(
    '/blog',
    blog('BlogPage'),
    'Blog',
    'Driving tips, car insurance guides and news for women drivers and learner drivers in Ireland.',
    { coverSizes: FEATURED_COVER_SIZES },
  ),
  page(
    '/blog/post/:id',
    blogPost('BlogPostPage'),
    'Blog',
    `Driving tips, car insurance guides and news from the ${brand.name} blog.`,
    { coverSizes: POST_COVER_SIZES },
  ),

  page(
    '/disclaimer',
    legal('DisclaimerPage'),
    'Disclaimer',
    `The terms on which ${brand.name} provides the information on this website.`,
  ),
  page(
    '/cookies-policy',
    legal('CookiesPolicyPage'),
    'Cookies Policy',
    'The cookies this website uses, why we use them and how to change your cookie settings.',
  ),
  page(
    '/privacy-policy',
    legal('PrivacyPolicyPage'),
    'Privacy Policy',
    `How ${brand.legalName} collects, uses and protects your personal data, and your rights under GDPR.`,
  ),
  page(
    '/social-media-terms',
    legal('SocialMediaTermsPage'),
    'Social Media Terms',
    `The terms that apply to ${brand.name} social media pages, competitions and promotions.`,
  ),
  page(
    '/terms-of-business',
    legal('TermsOfBusinessPage'),
    'Terms of Business',
    `The terms of business on which ${brand.legalName} provides its insurance broking services.`,
  ),

  page(
    '/about/cfm',
    about('AboutCfmPage'),
    'About CFM',
    `Meet the team behind ${brand.name}, with over 100 years of combined experience in Irish insurance.`,
  ),
  page(
    '/about/careers',
    about('CareersPage'),
    'Careers',
    `Join the ${brand.name} team. See our current vacancies and what it is like to work with us.`,
  ),
  page(
    brand.association.offerPath,
    offers('AssociationOffersPage'),
    `${brand.association.name} exclusive offers`,
    `Exclusive car insurance offers for ${brand.association.name} members.`,
  ),

  staffSignIn(page('/admin', auth('AdminLoginPage'), 'Admin Login', '')),
  staffSignIn(
    page(
      '/verifypasswordreset',
      auth('VerifyPasswordResetPage'),
      'Reset Password',
      `Choose a new password for your ${brand.name} account.`,
    ),
  ),

  adminPage('/admin/user', admin('UsersPage'), 'All Users'),
  adminPage('/admin/user/create', admin('UserCreatePage'), 'Create a User'),
  adminPage('/admin/user/edit/:id', admin('UserEditPage'), 'Edit a User'),
  adminPage('/admin/posts', admin('PostsPage'), 'All posts'),
  adminPage('/admin/posts/create', admin('PostCreatePage'), 'Create a post'),
  adminPage('/admin/posts/edit/:id', admin('PostEditPage'), 'Edit a post'),
  adminPage('/admin/cms', admin('CmsPage'), 'CMS'),
  adminPage('/admin/cms/:id', admin('CmsSectionPage'), 'Edit a CMS section'),
  adminPage('/admin/uploads', admin('UploadsPage'), 'Uploads'),
  adminPage('/admin/statistics', admin('StatisticsPage'), 'Statistics'),
  adminPage('/admin/renewals', admin('RenewalsAdminPage'), 'Renewals'),
  adminPage('/admin/renewals/import', admin('RenewalsImportPage'), 'Import renewals'),
  adminPage('/admin/renewals/:id', admin('RenewalAdminPage'), 'Renewal'),
  adminPage('/admin/api-keys', admin('ApiKeysPage'), 'API keys'),
  adminPage('/admin/webhooks', admin('WebhooksPage'), 'Webhooks'),
  adminPage('/admin/webhooks/:id', admin('WebhookPage'), 'Webhook endpoint'),
  adminPage('/admin/audit', admin('AuditLogPage'), 'Audit log'),
  adminPage('/admin/outbox', admin('OutboxPage'), 'Outbox'),
  adminPage('/admin/data-protection', admin('DataProtectionPage'), 'Data protection'),
  adminPage('/admin/contacts', admin('ContactsPage'), 'All Contacts'),
  adminPage('/admin/contacts/edit/:id', admin('ContactPage'), 'View Contact'),
  adminPage('/admin/feedback', admin('FeedbackListPage'), 'Customer Feedback'),
  adminPage('/admin/feedback/:id', admin('FeedbackPage'), 'View feedback'),
  adminPage('/admin/policy-changes', admin('PolicyChangesPage'), 'Policy change requests'),
  adminPage('/admin/policy-changes/:id', admin('PolicyChangePage'), 'Policy change request'),
  adminPage('/admin/association-quotes', admin('AssociationQuotesPage'), 'Association quotes'),
  adminPage('/admin/association-quotes/:id', admin('AssociationQuotePage'), 'Association quote'),
  adminPage('/admin/faqs', admin('FaqsPage'), 'FAQs'),
  adminPage('/admin/faqs/create', admin('FaqCreatePage'), 'Create a FAQ'),
  adminPage('/admin/faqs/edit/:id', admin('FaqEditPage'), 'Edit a FAQ'),
  adminPage('/admin/jargon', admin('JargonPage'), 'Jargon Buster'),
  adminPage('/admin/jargon/create', admin('JargonCreatePage'), 'Create a term'),
  adminPage('/admin/jargon/edit/:id', admin('JargonEditPage'), 'Edit a term'),
  adminPage('/admin/cookies', admin('CookieRecordsPage'), 'Cookies'),
  adminPage('/admin/cookies/create', admin('CookieRecordCreatePage'), 'Create a cookie'),
  adminPage('/admin/cookies/edit/:id', admin('CookieRecordEditPage'), 'Edit a cookie'),
  adminPage('/admin/payments', adminPayments('PaymentsAdminPage'), 'Payments'),
  adminPage('/admin/quotes', adminQuoteEngine('QuotesAdminPage'), 'Quotes'),
  adminPage('/admin/quotes/:id', adminQuoteEngine('QuoteAdminPage'), 'Quote'),
  adminPage('/admin/rating', adminQuoteEngine('RatingTablesPage'), 'Rating tables'),
  adminPage('/admin/rating/upload', adminQuoteEngine('RatingTableUploadPage'), 'Upload a rating table'),
  adminPage('/admin/rating/sandbox', adminQuoteEngine('RatingSandboxPage'), 'Rating sandbox'),
  adminPage('/admin/rating/:id', adminQuoteEngine('RatingTablePage'), 'Rating table'),
];
