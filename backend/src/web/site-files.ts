import { escapeHtml } from '../common/html/html-template';
import type { ManifestRoute } from './route-manifest';

/**
 * Pages search engines should not list: staff screens, and the steps inside a quote, payment or
 * renewal (they only make sense part-way through one). robots.txt disallows them; the sitemap leaves
 * them out.
 */
export const UNLISTED_PREFIXES = [
  '/admin',
  '/verifypasswordreset',
  '/get-a-quote/',
  '/retrieve-a-quote/',
  '/renewals/',
];

const unlisted = (pagePath: string) =>
  UNLISTED_PREFIXES.some(
    (prefix) => pagePath === prefix || pagePath.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );

/** The public routes a visitor can open directly: no parameters, not unlisted. */
export function listedPaths(routes: readonly ManifestRoute[]): string[] {
  return routes
    .filter((route) => route.layout === 'public' && !route.path.includes(':') && !unlisted(route.path))
    .map((route) => route.path);
}

export interface ListedPost {
  slug: string;
  /** When it last changed for the public (its publication time). */
  lastModified: Date | null;
}

/** sitemap.xml (sitemaps.org 0.9): every listed route, then every published post. */
export function sitemapXml(
  siteUrl: string,
  routePaths: readonly string[],
  posts: readonly ListedPost[],
): string {
  const url = (loc: string, lastModified?: Date | null) =>
    `  <url><loc>${escapeHtml(`${siteUrl}${loc}`)}</loc>${
      lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routePaths.map((routePath) => url(routePath)),
    ...posts.map((post) => url(`/blog/post/${encodeURIComponent(post.slug)}`, post.lastModified)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the unlisted pages and the API, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...['/api/', ...UNLISTED_PREFIXES].map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
