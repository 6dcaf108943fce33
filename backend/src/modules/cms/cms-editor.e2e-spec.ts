import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import { CmsSeeder } from './cms.seeder';
import { appWithAdmin } from '#test/harness/app.fixture';
import { expectStaffOnly } from '#test/harness/access.fixture';
import { CmsSectionVersion, versionId } from './schemas/cms-section-version.schema';

const SECTIONS = '/api/v1/cms/sections';
const STATE = /<script id="__PRELOADED_STATE__" type="application\/json">([^<]*)<\/script>/;

interface Section {
  _id: string;
  page: string;
  key: string;
  title: string;
  body: string;
  items: { kind: string }[];
  version: number;
  updatedBy?: string;
}

const content = (section: Section) => ({
  version: section.version,
  title: section.title,
  body: section.body,
  items: section.items,
});

describe('CMS editor API', () => {
  const ctx = appWithAdmin(undefined, (t) => t.app.get(CmsSeeder).seed());
  let admin: TestSession;
  beforeAll(() => {
    admin = ctx.admin;
  });

  async function sectionOf(page: string, key: string): Promise<Section> {
    const res = await admin.get(`${SECTIONS}?cms_page=${page}&page_size=100`).expect(200);
    const found = (res.body.sections as Section[]).find((s) => s.key === key);
    if (!found) throw new Error(`no section ${page}/${key}`);
    return found;
  }

  it('lists sections by page and in page order, with every page for the filter', async () => {
    const res = await admin.get(SECTIONS).expect(200);
    expect(res.body).toMatchObject({ ok: true, page: 0, page_size: 50, total_items: expect.any(Number) });
    const keys = (res.body.sections as Section[]).map((s) => `${s.page}/${s.key}`);
    expect(keys).toEqual([...keys].sort((a, b) => a.split('/')[0].localeCompare(b.split('/')[0])));
    expect(res.body.pages).toContainEqual({ page: 'home', sections: expect.any(Number) });

    const home = await admin.get(`${SECTIONS}?cms_page=home&page_size=100`).expect(200);
    expect(home.body.sections.every((s: Section) => s.page === 'home')).toBe(true);
    expect(home.body.sections[0]).toMatchObject({ key: 'hero', order: 1 });
    expect(home.body.pages).toEqual(res.body.pages);

    const searched = await admin.get(`${SECTIONS}?search=TESTIMONIAL`).expect(200);
    expect(searched.body.sections.length).toBeGreaterThan(0);
    const past = await admin.get(`${SECTIONS}?page=99`).expect(200);
    expect(past.body.sections).toEqual([]);
    const bad = await admin.get(`${SECTIONS}?cms_page=Not_A_Page`).expect(400);
    expect(bad.body.errors.cms_page).toEqual(['Not a page name']);
  });

  it('answers one section, 404 for an unknown id and 400 for a malformed one', async () => {
    const hero = await sectionOf('home', 'hero');
    const res = await admin.get(`${SECTIONS}/${hero._id}`).expect(200);
    expect(res.body.section).toEqual(hero);
    const missing = await admin.get(`${SECTIONS}/${'0'.repeat(24)}`).expect(404);
    expect(missing.body).toMatchObject({ ok: false, message: 'CMS section not found.' });
    await admin.get(`${SECTIONS}/nope`).expect(400);
    await admin
      .put(`${SECTIONS}/${'0'.repeat(24)}`)
      .send(content(hero))
      .expect(404);
  });

  it('saves a section, cleans its body, keeps a version and shows it on the public page at once', async () => {
    // The home page is served once first, so its content is in the server's cache.
    await ctx.t.http().get('/').expect(200);
    const hero = await sectionOf('home', 'hero');
    const res = await admin
      .put(`${SECTIONS}/${hero._id}`)
      .send({
        ...content(hero),
        title: '  Car insurance, edited  ',
        body: '<p onclick="x()">Hello <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>',
      })
      .expect(200);
    expect(res.body).toMatchObject({ ok: true, message: 'Section saved.' });
    expect(res.body.section).toMatchObject({
      title: 'Car insurance, edited',
      body: '<p>Hello <a>there</a></p>',
      version: hero.version + 1,
      updatedBy: admin.user.email,
    });

    const page = await ctx.t.http().get('/api/v1/cms/pages/home').expect(200);
    expect(page.body.sections[0].title).toBe('Car insurance, edited');
    const html = (await ctx.t.http().get('/').expect(200)).text;
    const state = JSON.parse(STATE.exec(html)?.[1] ?? '{}');
    expect(state.swr['/api/v1/cms/pages/home'].sections[0].title).toBe('Car insurance, edited');

    const versions = await admin.get(`${SECTIONS}/${hero._id}/versions`).expect(200);
    expect(versions.body).toMatchObject({ ok: true, total_items: 2 });
    expect(versions.body.versions[0]).toMatchObject({
      version: hero.version + 1,
      title: 'Car insurance, edited',
      savedBy: admin.user.email,
      savedAt: expect.any(String),
    });
    expect(versions.body.versions[1]).toMatchObject({ version: hero.version, title: hero.title });
    expect(versions.body.versions[1].savedBy).toBeUndefined();
  });

  it('refuses a save over a version it did not start from (409), changing nothing', async () => {
    const why = await sectionOf('why', (await admin.get(`${SECTIONS}?cms_page=why`)).body.sections[0].key);
    const other = await logInAsAdmin(ctx.t);
    await other
      .put(`${SECTIONS}/${why._id}`)
      .send({ ...content(why), title: 'First' })
      .expect(200);
    const stale = await admin
      .put(`${SECTIONS}/${why._id}`)
      .send({ ...content(why), title: 'Second' })
      .expect(409);
    expect(stale.body.ok).toBe(false);
    expect(stale.body.message).toContain(`saved by ${other.user.email}`);
    expect(stale.body.message).toContain('Your changes were not saved');
    const after = await admin.get(`${SECTIONS}/${why._id}`).expect(200);
    expect(after.body.section).toMatchObject({ title: 'First', version: why.version + 1 });

    // Two saves of the same version at the same moment: exactly one wins.
    const current = after.body.section as Section;
    const both = await Promise.all(
      ['Left', 'Right'].map((title) =>
        (title === 'Left' ? admin : other).put(`${SECTIONS}/${why._id}`).send({ ...content(current), title }),
      ),
    );
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = both.find((res) => res.status === 200)?.body.section.title;
    const final = await admin.get(`${SECTIONS}/${why._id}`).expect(200);
    expect(final.body.section).toMatchObject({ title: winner, version: current.version + 1 });
    const versions = await admin.get(`${SECTIONS}/${why._id}/versions`).expect(200);
    expect(versions.body.versions[0]).toMatchObject({ version: current.version + 1, title: winner });
  });

  it('takes back a version number left by a save that stopped half-way, but not one in progress', async () => {
    const versions = ctx.t.app.get<Model<CmsSectionVersion>>(getModelToken(CmsSectionVersion.name));
    const section = await sectionOf(
      'careers',
      (await admin.get(`${SECTIONS}?cms_page=careers`)).body.sections[0].key,
    );
    const next = section.version + 1;
    const claim = (savedAt: Date) =>
      versions.create({
        _id: versionId(section._id, next),
        sectionId: section._id,
        version: next,
        title: 'Never saved',
        body: '',
        items: [],
        savedBy: 'gone@example.ie',
        savedAt,
      });

    await claim(new Date());
    const busy = await admin.put(`${SECTIONS}/${section._id}`).send({ ...content(section), title: 'Mine' });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toContain(`saved by gone@example.ie (now version ${next})`);

    await versions.deleteOne({ _id: versionId(section._id, next) });
    await claim(new Date(Date.now() - 60_000));
    const res = await admin.put(`${SECTIONS}/${section._id}`).send({ ...content(section), title: 'Mine' });
    expect(res.status).toBe(200);
    const history = (await admin.get(`${SECTIONS}/${section._id}/versions`).expect(200)).body.versions;
    expect(history[0]).toMatchObject({ version: next, title: 'Mine', savedBy: admin.user.email });
  });

  it('saves the items, and refuses items of a bad shape with the field named (400)', async () => {
    const reviews = (await admin.get(`${SECTIONS}?cms_page=home&page_size=100`)).body.sections.find(
      (s: Section) => s.items.some((item) => item.kind === 'testimonial'),
    ) as Section;
    const testimonial = { kind: 'testimonial', content: 'Great', name: 'Aoife', rating: 5 };
    const step = { kind: 'step', title: 'Call us', text: 'Any day' };
    const saved = await admin
      .put(`${SECTIONS}/${reviews._id}`)
      .send({ ...content(reviews), items: [step, testimonial] })
      .expect(200);
    expect(saved.body.section.items).toEqual([step, testimonial]);

    const attempt = (items: unknown) =>
      admin.put(`${SECTIONS}/${reviews._id}`).send({ ...content(saved.body.section), items });
    const bad = await attempt([
      { ...testimonial, rating: 3, name: '' },
      { kind: 'poem', verse: 'x' },
    ]).expect(400);
    expect(bad.body.errors).toMatchObject({
      'items.0.rating': ['Choose one of: 4, 4.5, 5'],
      'items.0.name': ['Required'],
      'items.1.kind': ['Choose one of: testimonial, team, feature, step, contact'],
      'items.1.verse': ['items.1.verse is not an allowed field'],
    });
    const link = await attempt([{ kind: 'contact', label: 'Web', value: 'x', href: 'javascript:alert(1)' }]);
    expect(link.status).toBe(400);
    expect(link.body.errors['items.0.href'][0]).toMatch(/^Must start with one of/);
    expect((await attempt('nope')).body.errors.items).toContain('Must be a list');
    expect((await attempt(['text'])).status).toBe(400);
    const extra = await admin
      .put(`${SECTIONS}/${reviews._id}`)
      .send({ ...content(saved.body.section), page: 'why' })
      .expect(400);
    expect(extra.body.message).toBe('Unknown field: page');
    const current = await admin.get(`${SECTIONS}/${reviews._id}`).expect(200);
    expect(current.body.section.version).toBe(saved.body.section.version);
  });

  it('restores an earlier version as a new version, guarded like a save', async () => {
    const faq = await sectionOf(
      'help-centre',
      (await admin.get(`${SECTIONS}?cms_page=help-centre`)).body.sections[0].key,
    );
    const edited = (
      await admin
        .put(`${SECTIONS}/${faq._id}`)
        .send({ ...content(faq), title: 'Edited' })
        .expect(200)
    ).body.section as Section;

    const restore = (version: number, body: object) =>
      admin.post(`${SECTIONS}/${faq._id}/versions/${version}/restore`).send(body);
    await restore(faq.version, { version: faq.version }).expect(409);
    const res = await restore(faq.version, { version: edited.version }).expect(200);
    expect(res.body).toMatchObject({ ok: true, message: `Version ${faq.version} restored.` });
    expect(res.body.section).toMatchObject({ title: faq.title, body: faq.body, version: edited.version + 1 });

    const versions = (await admin.get(`${SECTIONS}/${faq._id}/versions`).expect(200)).body.versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([
      edited.version + 1,
      edited.version,
      faq.version,
    ]);
    expect(versions[0]).toMatchObject({ restoredFrom: faq.version, savedBy: admin.user.email });
    const page = await ctx.t.http().get('/api/v1/cms/pages/help-centre').expect(200);
    expect(page.body.sections[0].title).toBe(faq.title);

    const missing = await restore(99, { version: edited.version + 1 }).expect(404);
    expect(missing.body.message).toBe('This section has no version 99.');
    await restore(0, { version: 1 }).expect(400);
    await admin.get(`${SECTIONS}/${'0'.repeat(24)}/versions`).expect(404);
  });

  it('lets only staff with the content permission in', async () => {
    const hero = await sectionOf('home', 'hero');
    await expectStaffOnly(ctx.t, 'content', [
      ['get', SECTIONS],
      ['get', `${SECTIONS}/${hero._id}`],
      ['put', `${SECTIONS}/${hero._id}`],
      ['get', `${SECTIONS}/${hero._id}/versions`],
      ['post', `${SECTIONS}/${hero._id}/versions/1/restore`],
    ]);
  });
});
