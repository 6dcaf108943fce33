/**
 * The data a page's first screen needs, embedded in index.html so it paints without a round trip.
 * The SPA reads the element once, hands `swr` to SWR as fallback data, and removes the element.
 */
export const PRELOADED_STATE_ID = '__PRELOADED_STATE__';

export interface PreloadedState {
  /** API answers keyed by the exact path (with query) the SPA requests them by. */
  swr: Record<string, unknown>;
}

const API = '/api/v1';
export const COOKIE_RECORDS_PATH = `${API}/dg-cookies/`;
export const FAQS_PATH = `${API}/content/faqs`;
export const JARGON_PATH = `${API}/content/jargon`;
export const cmsPagePath = (page: string) => `${API}/cms/pages/${page}`;
export const COMPETITION_PATH = cmsPagePath('competition');
export const BLOG_LIST_PATH = `${API}/posts/blog`;
export const BLOG_TAGS_PATH = `${API}/posts/blog/tags`;
/** The key the SPA reads a post by (its apiPath: the id or slug URI-encoded). */
export const blogPostApiPath = (idOrSlug: string) => `${API}/posts/blog/post/${encodeURIComponent(idOrSlug)}`;

const BLOG_POST_PAGE = /^\/blog\/post\/([^/]+)$/;

/** The id or slug a `/blog/post/{id}` page path names, decoded; undefined for any other path. */
export function blogPostIdIn(pagePath: string): string | undefined {
  const found = BLOG_POST_PAGE.exec(pagePath);
  if (!found) return undefined;
  try {
    return decodeURIComponent(found[1]);
  } catch {
    return undefined;
  }
}

/** Public routes (SPEC section 2) whose first screen is CMS content, and the page each shows. */
const CMS_PAGES: Record<string, string> = {
  '/': 'home',
  '/learner-driver-insurance': 'learner-driver-insurance',
  '/help-contact/help-centre': 'help-centre',
  '/help-contact/making-a-claim': 'making-a-claim',
  '/help-contact/breakdown-assistance': 'breakdown-assistance',
  '/help-contact/policy-change': 'policy-change',
  '/help-contact/contact-us': 'contact-us',
  '/help-contact/customer-feedback': 'customer-feedback',
  '/driver-number-requirements': 'driver-number-requirements',
  '/assumptions': 'assumptions',
  // A visit that opens here has not accepted the assumptions yet: the screen it lands on is theirs.
  '/get-a-quote': 'assumptions',
  '/disclaimer': 'disclaimer',
  '/cookies-policy': 'cookies-policy',
  '/privacy-policy': 'privacy-policy',
  '/social-media-terms': 'social-media-terms',
  '/terms-of-business': 'terms-of-business',
  '/about/cfm': 'about-cfm',
  '/about/careers': 'careers',
  '/basketball-ireland-exclusive-offers': 'basketball-ireland-exclusive-offers',
};

/** Pages whose first screen is a list from the content API (with its filter's choices). */
const CONTENT_LISTS: Record<string, string[]> = {
  '/help-contact/faq': [FAQS_PATH],
  '/help-contact/jargon-buster': [JARGON_PATH],
  '/blog': [BLOG_LIST_PATH, BLOG_TAGS_PATH],
};

/** Staff screens: no competition modal, no public content. */
const STAFF_PATHS = /^\/(admin|verifypasswordreset)(\/|$)/;

/** The CMS page a route shows: `/why-<product>` is the brand's, the rest are fixed. */
function cmsPageFor(pagePath: string, productSlug: string): string | undefined {
  return pagePath === `/why-${productSlug}` ? 'why' : CMS_PAGES[pagePath];
}

/**
 * The API paths to embed for a page path: the cookie records everywhere (the banner may open on any
 * page); on public pages the competition modal's content and the page's own content.
 */
export function preloadPaths(requestPath: string, productSlug: string): string[] {
  const pagePath = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
  if (STAFF_PATHS.test(pagePath)) return [COOKIE_RECORDS_PATH];
  const page = cmsPageFor(pagePath, productSlug);
  const post = blogPostIdIn(pagePath);
  return [
    COOKIE_RECORDS_PATH,
    COMPETITION_PATH,
    ...(page ? [cmsPagePath(page)] : []),
    ...(CONTENT_LISTS[pagePath] ?? []),
    ...(post ? [blogPostApiPath(post)] : []),
  ];
}

const SCRIPT_BREAKERS = /[<>&\u2028\u2029]/g;

/**
 * JSON that can sit inside a <script> element: `<`, `>` and `&` become \u escapes, so content such
 * as `</script>` or `<!--` cannot end the element, and U+2028/2029 are escaped for old parsers.
 * JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    SCRIPT_BREAKERS,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** index.html with the state as a JSON script element, just before </head> (or at the end of the body). */
export function withPreloadedState(html: string, state: PreloadedState): string {
  const element = `<script id="${PRELOADED_STATE_ID}" type="application/json">${scriptSafeJson(state)}</script>`;
  const at = html.search(/<\/head>/i);
  const end = at >= 0 ? at : html.search(/<\/body>/i);
  return end >= 0 ? `${html.slice(0, end)}${element}${html.slice(end)}` : `${html}${element}`;
}
