import { getModelToken } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { BrandService } from '../../config/brand';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { CmsSeeder } from './cms.seeder';
import { siteBrand } from '../../config/site-brand';
import { CmsSection } from './schemas/cms-section.schema';
import { cmsSections } from './seed';

describe('CMS pages', () => {
  let t: TestApp;
  let sections: Model<CmsSection>;
  beforeAll(async () => {
    t = await startTestApp();
    sections = t.app.get(getModelToken(CmsSection.name));
    await t.app.get(CmsSeeder).seed();
  });
  afterAll(() => t.close());

  it('answers a page with its sections in page order', async () => {
    const res = await t.http().get('/api/v1/cms/pages/home').expect(200);
    expect(res.body).toMatchObject({ ok: true, message: 'OK', errors: {}, page: 'home' });
    const seeded = cmsSections(siteBrand(t.app.get(BrandService))).filter(
      (section) => section.page === 'home',
    );
    expect(res.body.sections.map((s: CmsSection) => s.key)).toEqual(seeded.map((section) => section.key));
    const hero = res.body.sections[0];
    expect(hero).toMatchObject({ page: 'home', key: 'hero', order: 1, version: 1, items: [] });
    expect(hero._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.sections[4].items[0]).toMatchObject({ kind: 'testimonial', rating: expect.any(Number) });
  });

  it('answers 404 for a page that does not exist, 400 for a malformed name', async () => {
    const missing = await t.http().get('/api/v1/cms/pages/no-such-page').expect(404);
    expect(missing.body).toMatchObject({ ok: false, message: 'There is no such page.' });
    const malformed = await t.http().get('/api/v1/cms/pages/Bad_Name').expect(400);
    expect(malformed.body.errors.page).toEqual(['Not a page name']);
  });

  it('seeds every section once, never overwrites a change, never brings back a deletion', async () => {
    const expected = cmsSections(siteBrand(t.app.get(BrandService))).length;
    expect(await sections.countDocuments()).toBe(expected);

    await sections.updateOne(
      { page: 'home', key: 'hero' },
      { $set: { title: 'Changed by staff', version: 2 } },
    );
    await sections.deleteOne({ page: 'careers', key: 'intro' });
    await t.app.get(CmsSeeder).seed();

    expect(await sections.countDocuments()).toBe(expected - 1);
    const hero = await sections.findOne({ page: 'home', key: 'hero' }).lean();
    expect(hero).toMatchObject({ title: 'Changed by staff', version: 2 });
  });
});
