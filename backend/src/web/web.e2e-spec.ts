import { getModelToken } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import request from 'supertest';
import { tempDir } from '../../test/harness/temp-dir';
import { fromRoot } from '../config/paths';
import { EmbeddedFerretDb, freePort } from '../database/embedded-ferretdb';
import { CmsSeeder } from '../modules/cms/cms.seeder';
import { CmsSection } from '../modules/cms/schemas/cms-section.schema';
import { ConsentSeeder } from '../modules/consent/consent.seeder';
import { ContentSeeder } from '../modules/content/content.seeder';
import { startTestApp, TestApp } from '../../test/harness/test-app';
import { binaryBody } from '../../test/harness/binary-body';
import { readPdf } from '../common/pdf/pdf-text.fixture';
import { PRELOADED_STATE_ID } from './preloaded-state';

const STATE = new RegExp(`<script id="${PRELOADED_STATE_ID}" type="application/json">([^<]*)</script>`);
const HOSTILE = '</script><script>alert(1)</script><!-- \u2028 & done';

function stateOf(html: string): { swr: Record<string, unknown> } {
  const found = STATE.exec(html);
  if (!found) throw new Error('no preloaded state in the page');
  return JSON.parse(found[1]) as { swr: Record<string, unknown> };
}

describe('server-rendered additions to the SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(CmsSeeder).seed();
    await t.app.get(ConsentSeeder).seed();
    await t.app.get(ContentSeeder).seed();
    // Staff content that tries to break out of the script element, before the first page caches it.
    await t.app
      .get<Model<CmsSection>>(getModelToken(CmsSection.name))
      .updateOne({ page: 'competition', key: 'intro' }, { $set: { title: HOSTILE } });
  });
  afterAll(() => t.close());

  describe('preloaded state', () => {
    it('embeds exactly the API answers the home page first needs, before </head>', async () => {
      const res = await t.http().get('/').expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text.indexOf(PRELOADED_STATE_ID)).toBeLessThan(res.text.indexOf('</head>'));

      const { swr } = stateOf(res.text);
      expect(Object.keys(swr)).toEqual([
        '/api/v1/dg-cookies/',
        '/api/v1/cms/pages/competition',
        '/api/v1/cms/pages/home',
      ]);
      for (const [apiPath, answer] of Object.entries(swr)) {
        expect(answer).toEqual((await t.http().get(apiPath).expect(200)).body);
      }
      expect(swr['/api/v1/dg-cookies/']).toMatchObject({
        ok: true,
        version: expect.stringMatching(/^[0-9a-f]{12}$/),
      });
    });

    it('escapes content so that it cannot end the script element', async () => {
      const res = await t.http().get('/').expect(200);
      expect(res.text).not.toContain('<script>alert(1)');
      expect(res.text.match(/<\/script>/g)).toHaveLength(1);
      const competition = stateOf(res.text).swr['/api/v1/cms/pages/competition'] as {
        sections: { title: string }[];
      };
      expect(competition.sections[0].title).toBe(HOSTILE);
    });

    it('embeds the content of the page a route shows', async () => {
      const why = stateOf((await t.http().get('/why-ivy').expect(200)).text).swr;
      expect(why['/api/v1/cms/pages/why']).toMatchObject({ ok: true, page: 'why' });
      const faq = stateOf((await t.http().get('/help-contact/faq').expect(200)).text).swr;
      expect(faq['/api/v1/content/faqs']).toMatchObject({ ok: true, topics: expect.any(Array) });
      const admin = stateOf((await t.http().get('/admin/user').expect(200)).text).swr;
      expect(Object.keys(admin)).toEqual(['/api/v1/dg-cookies/']);
    });
  });

  describe('files and pages of the built SPA', () => {
    it('serves a file the build wrote, cached for a year', async () => {
      const res = await t.http().get('/assets/blog-abc.js').expect(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each([
      '/assets/nope.js',
      '/assets/nope',
      '/assets/index.css.map',
      '/images/nope.png',
      '/fonts/nope.woff2',
      '/nope.css',
    ])('answers a missing file, %s, with 404 and not the page', async (filePath) => {
      for (const res of [await t.http().get(filePath), await t.http().head(filePath)]) {
        expect(res.status).toBe(404);
        expect(res.headers['content-type'] ?? '').not.toContain('text/html');
        expect(res.text ?? '').not.toContain('<div id="root"');
      }
    });

    it.each([
      ['/help-contact/faq', 200],
      ['/blog/post/any-post', 200],
      ['/nope', 404],
      ['/about/nothing-here', 404],
    ])('serves the SPA for the page path %s, known or not, answering %i', async (pagePath, status) => {
      const res = await t.http().get(pagePath).expect(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('<div id="root"');
    });
  });

  describe('terms of business PDF', () => {
    it('serves a valid PDF made from the CMS page', async () => {
      const res = await binaryBody(t.http().get('/documents/terms-of-business.pdf')).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('inline; filename="terms-of-business.pdf"');
      const pdf = await readPdf(res.body as Buffer);
      expect(pdf.title).toBe('Terms of business | Ivy Car Insurance');
      expect(pdf.text).toContain('Financial Services and Pensions Ombudsman');

      const again = await t
        .http()
        .get('/documents/terms-of-business.pdf')
        .set('If-None-Match', res.headers.etag)
        .expect(304);
      expect(again.text).toBeFalsy();
    });

    it('leaves other /documents paths to the API 404, not the SPA', async () => {
      const res = await t.http().get('/documents/nothing.pdf').expect(404);
      expect(res.body).toMatchObject({ ok: false });
    });
  });
});

// A database of its own, so stopping it does not disturb the other test files.
describe('the SPA with the database down', () => {
  const binary = process.env.FERRETDB_BIN ?? fromRoot('.tools', 'bin', 'ferretdb');
  let database: EmbeddedFerretDb;
  let t: TestApp;

  beforeAll(async () => {
    database = await EmbeddedFerretDb.start({
      binary,
      dataDir: tempDir('ivy-web-db-'),
      port: await freePort(),
    });
    t = await startTestApp({ env: { MONGODB_URI: `${database.uri}web` } });
    await t.app.get(CmsSeeder).seed();
    await database.stop();
  }, 30_000);

  afterAll(() => t.close(), 30_000);

  // That it does not wait for the database's reads is preloaded-state.service.spec.ts's to show, on a
  // fake clock; how fast the page comes is the benchmark's.
  it('serves the plain page rather than fail', async () => {
    const res = await request(t.app.getHttpServer()).get('/about/careers').expect(200);
    expect(res.text).toContain('<div id="root"');
    expect(res.text).not.toContain(PRELOADED_STATE_ID);

    const pdf = await t.http().get('/documents/terms-of-business.pdf').expect(503);
    expect(pdf.body).toMatchObject({ ok: false, message: expect.stringMatching(/unavailable/) });
  }, 20_000);
});
