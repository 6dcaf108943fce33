import { listedPaths, robotsTxt, sitemapXml } from './site-files';

const route = (path: string, layout: 'public' | 'admin' = 'public') => ({
  path,
  layout,
  title: path,
  description: '',
});

describe('listedPaths', () => {
  it('keeps public pages a visitor can open directly', () => {
    const routes = [
      route('/'),
      route('/blog'),
      route('/blog/post/:id'),
      route('/get-a-quote'),
      route('/get-a-quote/summary'),
      route('/renewals'),
      route('/renewals/:id'),
      route('/admin'),
      route('/admin/posts', 'admin'),
      route('/verifypasswordreset'),
      route('/administrative-fees'),
    ];
    expect(listedPaths(routes)).toEqual(['/', '/blog', '/get-a-quote', '/renewals', '/administrative-fees']);
  });
});

describe('sitemapXml', () => {
  it('lists routes, then posts with their publication time, escaped', () => {
    const xml = sitemapXml(
      'https://ivy.ie',
      ['/', '/blog'],
      [
        { slug: 'a&b', lastModified: new Date('2026-01-02T03:04:05Z') },
        { slug: 'plain', lastModified: null },
      ],
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://ivy.ie/</loc></url>',
        '  <url><loc>https://ivy.ie/blog</loc></url>',
        '  <url><loc>https://ivy.ie/blog/post/a%26b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
        '  <url><loc>https://ivy.ie/blog/post/plain</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('robotsTxt', () => {
  it('disallows the API and unlisted pages, and names the sitemap', () => {
    const text = robotsTxt('https://ivy.ie');
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain('Disallow: /api/\nDisallow: /admin\n');
    expect(text).toContain('Disallow: /get-a-quote/\n');
    expect(text).not.toContain('Disallow: /blog');
    expect(text).toContain('Sitemap: https://ivy.ie/sitemap.xml\n');
  });
});
