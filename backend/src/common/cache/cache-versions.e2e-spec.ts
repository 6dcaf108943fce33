import v1 from '../../modules/rating/tables/rating-table.v1.json';
import { ActiveRatingTable } from '../../modules/rating/active-rating-table';
import { CmsSeeder } from '../../modules/cms/cms.seeder';
import { logInAsAdmin } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { CacheVersions, POLL_EVERY_MS } from './cache-versions';

const STATE = /<script id="__PRELOADED_STATE__" type="application\/json">([^<]*)<\/script>/;

/** Resolves once `check` answers true; a change must reach the other instance within a few polls. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3 * POLL_EVERY_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('caches over two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ env: { MONGODB_URI: a.config.MONGODB_URI as string } });
    await a.app.get(CmsSeeder).seed();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('tells every instance which cache changed, the one making the change at once', async () => {
    const seen: Record<'a' | 'b', string[]> = { a: [], b: [] };
    a.app.get(CacheVersions).onChange((name) => seen.a.push(name));
    b.app.get(CacheVersions).onChange((name) => seen.b.push(name));
    await a.app.get(CacheVersions).changed('test-cache');
    expect(seen.a).toEqual(['test-cache']);
    await eventually(async () => seen.b.includes('test-cache'));
    expect(seen.a).toEqual(['test-cache']);
  });

  it('prices with a table activated through the other instance within seconds', async () => {
    const admin = await logInAsAdmin(a);
    const table = { ...structuredClone(v1), version: '2026.7' };
    const uploaded = await admin.post('/api/v1/rating/tables').send({ table }).expect(201);
    await admin.post(`/api/v1/rating/tables/${uploaded.body.ratingTable._id}/activate`).expect(200);
    expect((await a.app.get(ActiveRatingTable).current()).version).toBe('2026.7');
    await eventually(async () => (await b.app.get(ActiveRatingTable).current()).version === '2026.7');
  });

  it("shows a CMS section saved through one instance in the other's pages", async () => {
    const publicState = async (app: TestApp) =>
      JSON.parse(STATE.exec((await app.http().get('/').expect(200)).text)?.[1] ?? '{}');
    // The other instance serves the home page first, so its content is in that instance's cache.
    expect((await publicState(b)).swr['/api/v1/cms/pages/home']).toBeDefined();
    const admin = await logInAsAdmin(a);
    const list = await admin.get('/api/v1/cms/sections?cms_page=home&page_size=100').expect(200);
    const hero = list.body.sections.find((s: { key: string }) => s.key === 'hero');
    const { version, body, items } = hero;
    await admin
      .put(`/api/v1/cms/sections/${hero._id}`)
      .send({ version, body, items, title: 'Edited on the other instance' })
      .expect(200);
    await eventually(
      async () =>
        (await publicState(b)).swr['/api/v1/cms/pages/home'].sections[0].title ===
        'Edited on the other instance',
    );
  });
});
