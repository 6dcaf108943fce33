import { escapeHtml } from '../common/html/html-template';
import type { PageAssets } from './route-manifest';

/** What a page says about itself in <head>: to browsers, search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's address on this site (absolute). */
  url: string;
  type: 'website' | 'article';
  image?: { url: string; width: number; height: number; alt: string };
  publishedTime?: string;
  /** The page's own chunk files, fetched alongside the app's instead of after it has started. */
  assets?: PageAssets;
  /** The post cover the page opens with (its largest paint), as its <img> will ask for it. */
  cover?: CoverPreload;
}

/** An image with its variants: what the page's <img> gets as src, srcset and sizes. */
export interface CoverPreload {
  src: string;
  variants: { url: string; width: number }[];
  sizes: string;
}

/** What a blog post answer gives the head (BlogPostDto). */
export interface SharedPost {
  title: string;
  slug: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  publishAt: Date | string | null;
  cover: {
    alt: string;
    variants: { url: string; width: number; height: number }[];
  } | null;
}

/** Link previews show about 1200 px wide; the widest variant up to that, else the narrowest. */
const SHARE_WIDTH = 1280;

function shareImage(siteUrl: string, post: SharedPost): PageHead['image'] {
  const variants = post.cover?.variants ?? [];
  if (!post.cover || variants.length === 0) return undefined;
  const variant = variants.filter((v) => v.width <= SHARE_WIDTH).at(-1) ?? variants[0];
  return {
    url: `${siteUrl}${variant.url}`,
    width: variant.width,
    height: variant.height,
    alt: post.cover.alt,
  };
}

/** A post's head: its SEO title and description (else its title and excerpt) and its cover. */
export function postHead(siteUrl: string, brandName: string, post: SharedPost): PageHead {
  const publishAt = post.publishAt ? new Date(post.publishAt) : undefined;
  return {
    title: `${post.seoTitle || post.title} | ${brandName}`,
    description: post.seoDescription || post.excerpt,
    url: `${siteUrl}/blog/post/${encodeURIComponent(post.slug)}`,
    type: 'article',
    image: shareImage(siteUrl, post),
    publishedTime: publishAt?.toISOString(),
  };
}

function metaTags(head: PageHead, rendered: boolean): string[] {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    property('og:type', head.type),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', head.url),
    named('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      property('og:image', head.image.url),
      property('og:image:width', String(head.image.width)),
      property('og:image:height', String(head.image.height)),
      property('og:image:alt', head.image.alt),
      named('twitter:image', head.image.url),
      named('twitter:image:alt', head.image.alt),
    );
  }
  if (head.publishedTime) tags.push(property('article:published_time', head.publishedTime));
  return [...tags, ...(head.cover ? [coverLink(head.cover)] : []), ...assetLinks(head.assets, rendered)];
}

/**
 * The browser learns of a post's cover only once the page has rendered; this has it fetch the variant
 * the <img> will pick (the same candidates and sizes) alongside the app. Before the scripts: a phone's
 * page waits for the picture more than for anything else.
 */
function coverLink(cover: CoverPreload): string {
  const srcset = cover.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(cover.src)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(cover.sizes)}" />`;
}

/**
 * Without these the browser learns of a page's chunk, and of the picture it opens with, only once the
 * app has run and asked for them, a round trip or two late. The page's stylesheets are linked: a page
 * the server rendered paints with them (the app finds them linked when the chunk loads). A rendered
 * page's scripts are not preloaded here but after its first paint (page-markup.ts), as the app's are.
 */
function assetLinks(assets: PageAssets | undefined, rendered: boolean): string[] {
  if (!assets) return [];
  const link = (attributes: string, href: string) => `<link ${attributes} href="${escapeHtml(href)}" />`;
  return [
    ...(assets.image ? [link('rel="preload" as="image" fetchpriority="high"', assets.image)] : []),
    ...(rendered ? [] : assets.scripts.map((href) => link('rel="modulepreload" crossorigin', href))),
    ...assets.styles.map((href) => link('rel="stylesheet" crossorigin', href)),
  ];
}

/**
 * index.html with the page's title, title and description metas, canonical link, Open Graph and
 * Twitter tags. The template's own title and metas are replaced; the rest goes before </head>.
 * `rendered`: the page comes with its markup (page-markup.ts).
 */
export function withPageHead(html: string, head: PageHead, rendered = false): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  // Functions as replacements, so `$` in the text is never read as a pattern.
  const replaced = html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`)
    .replace(/<meta name="title" content="[^"]*"\s*\/?>/i, () => `<meta name="title" content="${title}" />`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/i,
      () => `<meta name="description" content="${description}" />`,
    );
  const at = replaced.search(/<\/head>/i);
  const tags = metaTags(head, rendered).join('\n    ');
  return at >= 0 ? `${replaced.slice(0, at)}  ${tags}\n  ${replaced.slice(at)}` : replaced;
}
