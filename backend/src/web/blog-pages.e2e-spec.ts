import { logInAsAdmin, TestSession } from '../../test/harness/identity';
import { startTestApp, TestApp } from '../../test/harness/test-app';
import { uploadedImageId } from '../modules/uploads/uploads-testing.fixture';
import { PRELOADED_STATE_ID } from './preloaded-state';

const STATE = new RegExp(`<script id="${PRELOADED_STATE_ID}" type="application/json">([^<]*)</script>`);
const swrOf = (html: string) =>
  (JSON.parse(STATE.exec(html)?.[1] ?? '{"swr":{}}') as { swr: Record<string, unknown> }).swr;
const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('blog pages as the server renders them, the sitemap and robots.txt', () => {
  let t: TestApp;
  let admin: TestSession;
  let slug: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_URL: 'http://ivy.example' } });
    admin = await logInAsAdmin(t);
    const cover = await uploadedImageId(admin, 1600);
    const created = await admin
      .post('/api/v1/posts')
      .send({
        title: 'Fish & chips "on" the road <3',
        excerpt: 'Stopping safely.',
        seoDescription: 'Where to stop for food on a long drive & stay safe.',
        coverImage: cover,
        coverImageAlt: 'A chip van by the N7',
        tags: ['road-safety'],
      })
      .expect(201);
    slug = created.body.item.slug;
    await admin.post(`/api/v1/posts/${created.body.item._id}/publish`).expect(200);
    await admin.post('/api/v1/posts').send({ title: 'Hidden draft' }).expect(201);
  });
  afterAll(() => t.close());

  it("puts a post's title, description and cover into the page for link previews", async () => {
    const html = (await t.http().get(`/blog/post/${slug}`).expect(200)).text;
    const title = 'Fish &amp; chips &quot;on&quot; the road &lt;3 | Ivy Car Insurance';
    expect(html).toContain(`<title>${title}</title>`);
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Where to stop for food on a long drive &amp; stay safe.',
    );
    expect(metaContent(html, 'property', 'og:url')).toBe(`http://ivy.example/blog/post/${slug}`);
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      /^http:\/\/ivy\.example\/uploads\/[a-f0-9]{20}-1280\.webp$/,
    );
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1280');
    expect(metaContent(html, 'property', 'og:image:alt')).toBe('A chip van by the N7');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(metaContent(html, 'property', 'og:image'));
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('embeds the post answer exactly as the API gives it, by id as well as by slug', async () => {
    const html = (await t.http().get(`/blog/post/${slug}`).expect(200)).text;
    const api = (await t.http().get(`/api/v1/posts/blog/post/${slug}`).expect(200)).body;
    expect(swrOf(html)[`/api/v1/posts/blog/post/${slug}`]).toEqual(api);
    const byId = (await t.http().get(`/blog/post/${api.currentPost._id}`).expect(200)).text;
    expect(metaContent(byId, 'property', 'og:url')).toBe(`http://ivy.example/blog/post/${slug}`);
  });

  it('gives the route title to an unknown post, and embeds the blog list and tags on /blog', async () => {
    const missing = (await t.http().get('/blog/post/no-such-post').expect(200)).text;
    expect(missing).toContain('<title>Blog | Ivy</title>');
    expect(metaContent(missing, 'property', 'og:type')).toBe('website');
    expect(metaContent(missing, 'property', 'og:image')).toBeUndefined();

    const blog = (await t.http().get('/blog').expect(200)).text;
    expect(metaContent(blog, 'property', 'og:description')).toBe('Driving tips &amp; news.');
    const list = (await t.http().get('/api/v1/posts/blog').expect(200)).body;
    expect(swrOf(blog)['/api/v1/posts/blog']).toEqual(list);
    const tags = (await t.http().get('/api/v1/posts/blog/tags').expect(200)).body;
    expect(swrOf(blog)['/api/v1/posts/blog/tags']).toEqual(tags);
    // The page's chunk files, from the route table the build writes.
    expect(blog).toContain('<link rel="modulepreload" crossorigin href="/assets/blog-abc.js" />');
    expect(blog).toContain('<link rel="stylesheet" crossorigin href="/assets/blog-def.css" />');
  });

  it('leaves staff screens without share metadata', async () => {
    const html = (await t.http().get('/admin/posts').expect(200)).text;
    expect(html).not.toContain('og:title');
  });

  it('lists the public routes and published posts in /sitemap.xml', async () => {
    const res = await t.http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'http://ivy.example/',
      'http://ivy.example/blog',
      'http://ivy.example/get-a-quote',
      'http://ivy.example/why-ivy',
      'http://ivy.example/help-contact/faq',
      'http://ivy.example/about/careers',
      `http://ivy.example/blog/post/${slug}`,
    ]);
    expect(res.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('shows a post in the sitemap only once it is published', async () => {
    const draft = await admin.post('/api/v1/posts').send({ title: 'Coming soon' }).expect(201);
    const sitemap = () => t.http().get('/sitemap.xml').expect(200);
    expect((await sitemap()).text).not.toContain('coming-soon');
    await admin.post(`/api/v1/posts/${draft.body.item._id}/publish`).expect(200);
    expect((await sitemap()).text).toContain('http://ivy.example/blog/post/coming-soon');
  });

  it('serves robots.txt naming the sitemap and keeping crawlers out of staff pages and the API', async () => {
    const res = await t.http().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toContain('Disallow: /admin\n');
    expect(res.text).toContain('Disallow: /api/\n');
    expect(res.text).toContain('Sitemap: http://ivy.example/sitemap.xml');
  });
});
