import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../test/harness/temp-dir';
import { postHead, withPageHead, type PageHead, type SharedPost } from './page-head';
import { PageHeadService } from './page-head.service';
import { BLOG_LIST_PATH, blogPostApiPath } from './preloaded-state';
import { ROUTE_MANIFEST_FILE } from './route-manifest';

const TEMPLATE =
  '<html><head><title>Ivy</title><meta name="title" content="Ivy" /><meta name="description" content="Brand" /></head><body></body></html>';

const post: SharedPost = {
  title: 'Penalty points',
  slug: 'penalty-points',
  excerpt: 'What they cost.',
  seoTitle: '',
  seoDescription: '',
  publishAt: '2026-03-01T09:00:00.000Z',
  cover: {
    alt: 'A speed camera',
    variants: [320, 640, 960, 1280, 1600].map((width) => ({
      url: `/uploads/abc-${width}.webp`,
      width,
      height: width / 2,
    })),
  },
};

describe('postHead', () => {
  it('uses the title and excerpt unless SEO ones are given, and a 1280 px cover', () => {
    expect(postHead('https://ivy.ie', 'Ivy', post)).toEqual({
      title: 'Penalty points | Ivy',
      description: 'What they cost.',
      url: 'https://ivy.ie/blog/post/penalty-points',
      type: 'article',
      image: { url: 'https://ivy.ie/uploads/abc-1280.webp', width: 1280, height: 640, alt: 'A speed camera' },
      publishedTime: '2026-03-01T09:00:00.000Z',
    });
    const seo = postHead('https://ivy.ie', 'Ivy', { ...post, seoTitle: 'Points', seoDescription: 'Costs' });
    expect(seo).toMatchObject({ title: 'Points | Ivy', description: 'Costs' });
  });

  it('takes the narrowest variant of a small cover, and none without a cover', () => {
    const small = {
      ...post,
      cover: { alt: '', variants: [{ url: '/uploads/s-1400.webp', width: 1400, height: 700 }] },
    };
    expect(postHead('https://ivy.ie', 'Ivy', small).image?.url).toBe('https://ivy.ie/uploads/s-1400.webp');
    expect(postHead('https://ivy.ie', 'Ivy', { ...post, cover: null }).image).toBeUndefined();
  });
});

describe('withPageHead', () => {
  it("replaces the template's title and metas and adds canonical, Open Graph and Twitter tags", () => {
    const html = withPageHead(TEMPLATE, {
      title: 'Fish & "chips" <3 $1',
      description: "It's $& good",
      url: 'https://ivy.ie/blog',
      type: 'website',
    });
    expect(html).toContain('<title>Fish &amp; &quot;chips&quot; &lt;3 $1</title>');
    expect(html).toContain('<meta name="title" content="Fish &amp; &quot;chips&quot; &lt;3 $1" />');
    expect(html).toContain('<meta name="description" content="It&#39;s $&amp; good" />');
    expect(html).toContain('<link rel="canonical" href="https://ivy.ie/blog" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('twitter:description')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds the image and publication time of an article', () => {
    const html = withPageHead(TEMPLATE, postHead('https://ivy.ie', 'Ivy', post));
    expect(html).toContain('<meta property="og:image" content="https://ivy.ie/uploads/abc-1280.webp" />');
    expect(html).toContain('<meta property="og:image:alt" content="A speed camera" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="article:published_time" content="2026-03-01T09:00:00.000Z" />');
  });

  const homeHead: PageHead = {
    title: 'Home',
    description: 'Welcome',
    url: 'https://ivy.ie/',
    type: 'website',
    assets: {
      scripts: ['/assets/home-abc.js'],
      styles: ['/assets/home-def.css'],
      image: '/images/home/hero.svg',
    },
  };

  it("names the page's chunk files, stylesheets and opening picture for the browser to fetch at once", () => {
    const html = withPageHead(TEMPLATE, homeHead);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-abc.js" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-def.css" />');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/home/hero.svg" />',
    );
    expect(html.indexOf('home-abc.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it("leaves a rendered page's chunk files to the script that starts the app once it has painted", () => {
    const html = withPageHead(TEMPLATE, homeHead, true);
    expect(html).not.toContain('home-abc.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-def.css" />');
    expect(html).toContain('href="/images/home/hero.svg"');
  });
});

describe('PageHeadService', () => {
  const dist = tempDir('ivy-head-');
  const blogAssets = { scripts: [], styles: [], coverSizes: '(min-width: 72rem) 72rem, 100vw' };
  writeFileSync(
    path.join(dist, ROUTE_MANIFEST_FILE),
    JSON.stringify({
      routes: [
        { path: '/blog', layout: 'public', title: 'Blog | Ivy', description: 'Posts', assets: blogAssets },
        {
          path: '/blog/post/:id',
          layout: 'public',
          title: 'Blog | Ivy',
          description: 'A post',
          assets: { ...blogAssets, coverSizes: '(min-width: 48rem) 48rem, 100vw' },
        },
        { path: '/about/cfm', layout: 'public', title: 'About | Ivy', description: 'Us' },
      ],
    }),
  );
  const heads = new PageHeadService({ SPA_DIST: dist, publicUrl: 'https://ivy.ie' }, { name: 'Ivy' });

  const cover = { ...post.cover!, src: '/uploads/abc-960.webp' };
  const list = { swr: { [BLOG_LIST_PATH]: { items: [{ cover }, { cover: null }] } } };

  it("has the browser fetch the blog's first cover at once, as the featured card's <img> picks it", () => {
    const html = withPageHead(TEMPLATE, heads.headFor('/blog', list)!);
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/abc-960.webp" imagesrcset="/uploads/abc-320.webp 320w, /uploads/abc-640.webp 640w, /uploads/abc-960.webp 960w, /uploads/abc-1280.webp 1280w, /uploads/abc-1600.webp 1600w" imagesizes="(min-width: 72rem) 72rem, 100vw" />',
    );
  });

  it("has a post's page fetch its own cover at the post's sizes", () => {
    const state = { swr: { [blogPostApiPath('penalty-points')]: { currentPost: { ...post, cover } } } };
    const head = heads.headFor('/blog/post/penalty-points', state);
    expect(head?.cover).toEqual({
      src: cover.src,
      variants: cover.variants,
      sizes: '(min-width: 48rem) 48rem, 100vw',
    });
  });

  it('names no cover when the first post has none, or the page shows none', () => {
    expect(
      heads.headFor('/blog', { swr: { [BLOG_LIST_PATH]: { items: [{ cover: null }] } } })?.cover,
    ).toBeUndefined();
    expect(heads.headFor('/blog', undefined)?.cover).toBeUndefined();
    expect(heads.headFor('/about/cfm', list)?.cover).toBeUndefined();
  });
});
