import { brand } from '../brand';
import { isNavGroup, mainMenu } from '../features/layout/navigation';
import { findRouteMeta } from './routeMeta';
import { routes } from './routes';

// Every path SPEC §2 names, with {params} written as react-router segments.
const SPEC_PATHS = [
  '/',
  '/why-ivy',
  '/learner-driver-insurance',
  '/help-contact/help-centre',
  '/help-contact/making-a-claim',
  '/help-contact/breakdown-assistance',
  '/help-contact/policy-change',
  '/help-contact/customer-feedback',
  '/help-contact/contact-us',
  '/help-contact/jargon-buster',
  '/help-contact/faq',
  '/driver-number-requirements',
  '/retrieve-a-quote',
  '/retrieve-a-quote/:webReference',
  '/my-policy',
  '/verify-document',
  '/renewals',
  '/renewals/:id',
  '/renewals/:id/payment-options',
  '/renewals/:id/payment',
  '/renewals/:id/payment/success',
  '/renewals/:id/payment/failed',
  '/get-a-quote',
  '/get-a-quote/:id',
  '/get-a-quote/payment-options',
  '/get-a-quote/summary',
  '/get-a-quote/payment/success',
  '/get-a-quote/payment/failed',
  '/blog',
  '/blog/post/:id',
  '/assumptions',
  '/disclaimer',
  '/cookies-policy',
  '/privacy-policy',
  '/social-media-terms',
  '/terms-of-business',
  '/about/cfm',
  '/about/careers',
  '/basketball-ireland-exclusive-offers',
  '/admin',
  '/verifypasswordreset',
  '/admin/posts',
  '/admin/posts/create',
  '/admin/posts/edit/:id',
  '/admin/cms',
  '/admin/cms/:id',
  '/admin/user',
  '/admin/user/create',
  '/admin/user/edit/:id',
  '/admin/statistics',
  '/admin/renewals',
  '/admin/renewals/import',
  '/admin/renewals/:id',
];

// Back-office screens DESIGN §5 and §6 call for beyond the SPEC: integrator keys, audit log, mail outbox.
const BACK_OFFICE_PATHS = [
  '/admin/api-keys',
  '/admin/webhooks',
  '/admin/webhooks/:id',
  '/admin/audit',
  '/admin/outbox',
  '/admin/uploads',
  '/admin/data-protection',
];

// The payments feature's: the hand-off from a quote's payment options to the provider's hosted page,
// the result of paying for a change to a policy (issue 42), and the staff list of payments.
const PAYMENT_PATHS = [
  '/get-a-quote/payment',
  '/my-policy/payment/success',
  '/my-policy/payment/failed',
  '/admin/payments',
];

// The quote engine's staff screens: quotes, rating table versions and the pricing sandbox.
const QUOTE_ENGINE_PATHS = [
  '/admin/quotes',
  '/admin/quotes/:id',
  '/admin/rating',
  '/admin/rating/upload',
  '/admin/rating/sandbox',
  '/admin/rating/:id',
];

// Issue 4's staff screens for what the public forms send and the help content: SPEC §2 names only the
// contact view's address; the others follow the same pattern.
const STAFF_CONTENT_PATHS = [
  '/admin/contacts',
  '/admin/contacts/edit/:id',
  '/admin/feedback',
  '/admin/feedback/:id',
  '/admin/policy-changes',
  '/admin/policy-changes/:id',
  '/admin/association-quotes',
  '/admin/association-quotes/:id',
  '/admin/faqs',
  '/admin/faqs/create',
  '/admin/faqs/edit/:id',
  '/admin/jargon',
  '/admin/jargon/create',
  '/admin/jargon/edit/:id',
  '/admin/cookies',
  '/admin/cookies/create',
  '/admin/cookies/edit/:id',
];

describe('route table', () => {
  it('has exactly the SPEC routes and the back-office additions, once each', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        ...SPEC_PATHS,
        ...BACK_OFFICE_PATHS,
        ...PAYMENT_PATHS,
        ...QUOTE_ENGINE_PATHS,
        ...STAFF_CONTENT_PATHS,
      ].sort(),
    );
  });

  it("titles each page as SPEC's menu labels it ('Contact Form', 'Learner Drivers')", () => {
    const links = mainMenu.flatMap((item) => (isNavGroup(item) ? item.links : [item]));
    // The one label SPEC leaves open ("Why the product") is the brand's own.
    const fixed = links.filter((link) => !link.label.startsWith('Why '));
    expect(fixed.map((link) => [link.to, findRouteMeta(link.to).title])).toEqual(
      fixed.map((link) => [link.to, `${link.label} | ${brand.name}`]),
    );
  });

  it('words the certificate check around the brand name (never "a Ivy")', () => {
    expect(findRouteMeta('/verify-document')?.description).toBe(
      `Check whether a certificate of motor insurance from ${brand.name} is valid today for a vehicle.`,
    );
  });

  it('gives every public route a title and description, and admin routes a title', () => {
    for (const route of routes) {
      expect(route.title, route.path).toMatch(/\S+ \| Ivy Car Insurance$/);
      if (route.layout === 'public' && route.path !== '/admin')
        expect(route.description, route.path).not.toBe('');
    }
  });

  it('puts only /admin/** screens in the admin shell; the login is public', () => {
    const adminPaths = routes.filter((route) => route.layout === 'admin').map((route) => route.path);
    expect(adminPaths.every((path) => path.startsWith('/admin/'))).toBe(true);
    expect(routes.find((route) => route.path === '/admin')?.layout).toBe('public');
  });
});

describe('findRouteMeta', () => {
  it('finds the entry for a path, including ones with parameters', () => {
    expect(findRouteMeta('/').title).toBe("Women's car insurance | Ivy Car Insurance");
    expect(findRouteMeta('/renewals/abc123/payment').title).toBe('Renewal payment | Ivy Car Insurance');
  });

  it('prefers a fixed segment over a parameter', () => {
    expect(findRouteMeta('/get-a-quote/summary').title).toBe('Quote summary | Ivy Car Insurance');
    expect(findRouteMeta('/get-a-quote/Q123').title).toBe('Your quote | Ivy Car Insurance');
  });

  it('gives empty values for paths not in the table', () => {
    expect(findRouteMeta('/no-such-page')).toEqual({ title: '', description: '' });
    expect(findRouteMeta('/blog/post')).toEqual({ title: '', description: '' });
  });
});
