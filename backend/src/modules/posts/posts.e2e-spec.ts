import { CSRF_HEADER } from '../../common/auth';
import { createUser, logIn } from '#test/harness/identity';
import { jpegImage, useAdminApp, uploadedImageId, uploadImage } from '../uploads/uploads-testing.fixture';

interface PostView {
  _id: string;
  title: string;
  slug: string;
  status: string;
  featured: boolean;
  tags: string[];
  body: string;
  draftChanges: Record<string, unknown> | null;
  hasDraftChanges: boolean;
}

describe('posts (administrators)', () => {
  const app = useAdminApp();

  const create = async (fields: Record<string, unknown>): Promise<PostView> => {
    const res = await app.admin.post('/api/v1/posts').send(fields);
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.item as PostView;
  };
  const autosave = (id: string, fields: Record<string, unknown>) =>
    app.admin.agent.patch(`/api/v1/posts/${id}/draft`).set(CSRF_HEADER, app.admin.csrfToken).send(fields);
  const get = async (id: string): Promise<PostView> =>
    (await app.admin.get(`/api/v1/posts/${id}`).expect(200)).body.currentPost as PostView;

  describe('access', () => {
    it('answers 401 without a session and lets staff Users in (the content permission)', async () => {
      await app.t.http().get('/api/v1/posts').expect(401);
      await app.t.http().post('/api/v1/posts').send({ title: 'x' }).expect(401);
      await app.t.http().get('/api/v1/posts/tags').expect(401);
      const user = await createUser(app.t);
      const staff = await logIn(app.t, user.email);
      await staff.get('/api/v1/posts').expect(200);
      await staff.get('/api/v1/posts/tags').expect(200);
    });
  });

  describe('create', () => {
    it('creates a draft with a slug from the title, the author, derived fields and a sanitised body', async () => {
      const res = await app.admin
        .post('/api/v1/posts')
        .send({
          title: 'Fáilte: Winter & You',
          excerpt: 'Short',
          body: '<p onclick="x()">Hello <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>',
          tags: ['Road Safety', 'road-safety', 'WINTER'],
        })
        .expect(201);
      expect(res.body).toMatchObject({ ok: true, message: 'Post created.', errors: {} });
      expect(res.body.item).toMatchObject({
        title: 'Fáilte: Winter & You',
        slug: 'failte-winter-and-you',
        status: 'draft',
        publishAt: null,
        body: '<p>Hello <a>there</a></p>',
        tags: ['road-safety', 'winter'],
        author: { id: app.admin.user._id, name: 'Aoife Byrne' },
        readingMinutes: 1,
        featured: false,
        cover: null,
        draftChanges: null,
        createdDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        createdWeek: expect.stringMatching(/^\d{4}-W\d{2}$/),
        createdMonth: expect.stringMatching(/^\d{4}-\d{2}$/),
        publishedDay: null,
      });
    });

    it('numbers a generated slug that is taken, and refuses a given one that is (409)', async () => {
      const first = await create({ title: 'Same title' });
      const second = await create({ title: 'Same title' });
      expect([first.slug, second.slug]).toEqual(['same-title', 'same-title-2']);
      const clash = await app.admin
        .post('/api/v1/posts')
        .send({ title: 'Other', slug: 'same-title' })
        .expect(409);
      expect(clash.body).toMatchObject({
        ok: false,
        message: 'The address "same-title" is already used by another post. Please choose another slug.',
      });
      await app.admin.put(`/api/v1/posts/${second._id}`).send({ slug: 'same-title' }).expect(409);
    });

    it('refuses unknown fields, bad slugs, too many tags and a missing title (400)', async () => {
      const unknown = await app.admin
        .post('/api/v1/posts')
        .send({ title: 'x', status: 'published' })
        .expect(400);
      expect(unknown.body.message).toBe('Unknown field: status');
      const bad = await app.admin
        .post('/api/v1/posts')
        .send({ title: '', slug: 'Not A Slug', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })
        .expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['slug', 'tags', 'title']);
      await app.admin
        .post('/api/v1/posts')
        .send({ title: 'x', coverImage: '665f1c2b9d3e4a0012345678' })
        .expect(400);
    });

    it('resolves the cover to its image variants', async () => {
      const coverId = await uploadedImageId(app.admin, 1500);
      const post = await create({
        title: 'With a cover',
        coverImage: coverId,
        coverImageAlt: 'A green road',
      });
      const full = await get(post._id);
      expect(full).toMatchObject({
        coverImage: coverId,
        cover: { _id: coverId, alt: 'A green road', width: 1500, height: 800 },
      });
      const cover = (full as unknown as { cover: { variants: { width: number }[] } }).cover;
      expect(cover.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280, 1500]);
    });
  });

  describe('featured', () => {
    it('keeps at most one post featured', async () => {
      const a = await create({ title: 'Featured A', featured: true });
      const b = await create({ title: 'Featured B' });
      await app.admin.put(`/api/v1/posts/${b._id}`).send({ featured: true }).expect(200);
      expect((await get(a._id)).featured).toBe(false);
      expect((await get(b._id)).featured).toBe(true);
      expect(await app.db.collection('posts').countDocuments({ featured: true })).toBe(1);
    });
  });

  describe('autosave and publishing', () => {
    it('saves a draft in place, even with an empty title for a moment', async () => {
      const post = await create({ title: 'Draft' });
      const res = await autosave(post._id, {
        title: '',
        body: '<p>Half written<script>x</script></p>',
      }).expect(200);
      expect(res.body).toMatchObject({ ok: true, message: 'Saved.' });
      expect(res.body.currentPost).toMatchObject({
        title: '',
        body: '<p>Half written</p>',
        draftChanges: null,
      });
      await autosave(post._id, { slug: 'no' }).expect(400);
      const untitled = await app.admin.post(`/api/v1/posts/${post._id}/publish`).expect(422);
      expect(untitled.body.message).toBe('Please give the post a title first.');
    });

    it('keeps autosaved edits of a live post aside until they are published', async () => {
      const post = await create({ title: 'Live post', body: '<p>Original</p>', tags: ['a'] });
      const published = await app.admin.post(`/api/v1/posts/${post._id}/publish`).expect(200);
      expect(published.body).toMatchObject({
        message: 'Post published.',
        currentPost: { status: 'published' },
      });
      const publishAt = published.body.currentPost.publishAt;

      const saved = await autosave(post._id, { body: '<p>Edited</p>', title: 'Live post, edited' }).expect(
        200,
      );
      expect(saved.body.currentPost).toMatchObject({
        title: 'Live post',
        body: '<p>Original</p>',
        hasDraftChanges: true,
        draftChanges: { title: 'Live post, edited', body: '<p>Edited</p>' },
      });
      const publicView = await app.t.http().get(`/api/v1/posts/blog/post/${post.slug}`).expect(200);
      expect(publicView.body.currentPost.body).toBe('<p>Original</p>');

      // An explicit save of one field supersedes only that field's pending change.
      await app.admin
        .put(`/api/v1/posts/${post._id}`)
        .send({ tags: ['b'] })
        .expect(200);
      expect((await get(post._id)).draftChanges).toEqual({
        title: 'Live post, edited',
        body: '<p>Edited</p>',
      });

      const republished = await app.admin.post(`/api/v1/posts/${post._id}/publish`).expect(200);
      expect(republished.body.currentPost).toMatchObject({
        title: 'Live post, edited',
        body: '<p>Edited</p>',
        tags: ['b'],
        draftChanges: null,
        hasDraftChanges: false,
        publishAt,
      });
    });

    it('discards pending changes, and unpublishing makes them the draft', async () => {
      const post = await create({ title: 'Discard me', body: '<p>v1</p>' });
      await app.admin.post(`/api/v1/posts/${post._id}/publish`).expect(200);
      await autosave(post._id, { body: '<p>v2</p>' }).expect(200);
      const discarded = await app.admin.delete(`/api/v1/posts/${post._id}/draft`).expect(200);
      expect(discarded.body.currentPost).toMatchObject({ body: '<p>v1</p>', draftChanges: null });
      await autosave(post._id, { body: '<p>v3</p>' }).expect(200);
      const draft = await app.admin.post(`/api/v1/posts/${post._id}/unpublish`).expect(200);
      expect(draft.body.currentPost).toMatchObject({
        status: 'draft',
        publishAt: null,
        body: '<p>v3</p>',
        draftChanges: null,
      });
    });

    it('schedules only in the future', async () => {
      const post = await create({ title: 'Later' });
      const past = await app.admin
        .post(`/api/v1/posts/${post._id}/schedule`)
        .send({ publishAt: new Date(Date.now() - 60_000).toISOString() })
        .expect(400);
      expect(past.body.errors).toEqual({ publishAt: ['Choose a time in the future.'] });
      await app.admin.post(`/api/v1/posts/${post._id}/schedule`).send({ publishAt: 'soon' }).expect(400);
      const impossible = await app.admin
        .post(`/api/v1/posts/${post._id}/schedule`)
        .send({ publishAt: '2099-02-30T09:00:00Z' })
        .expect(400);
      expect(impossible.body.errors).toEqual({ publishAt: ['Give a date and time'] });
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const res = await app.admin
        .post(`/api/v1/posts/${post._id}/schedule`)
        .send({ publishAt: at })
        .expect(200);
      expect(res.body.currentPost).toMatchObject({ status: 'scheduled', publishAt: at });
    });

    it('tells the image library about images in pending changes', async () => {
      const image = (await uploadImage(app.admin, await jpegImage(400, 300)).expect(201)).body.image;
      const post = await create({ title: 'Pending picture' });
      await app.admin.post(`/api/v1/posts/${post._id}/publish`).expect(200);
      await autosave(post._id, { body: `<img src="${image.variants[0].url}" alt="x">` }).expect(200);
      await app.admin.delete(`/api/v1/uploads/${image._id}`).expect(409);
      await app.admin.delete(`/api/v1/posts/${post._id}/draft`).expect(200);
      await app.admin.delete(`/api/v1/uploads/${image._id}`).expect(200);
    });
  });

  describe('list', () => {
    // A database of its own, so the counts are exact.
    const listApp = useAdminApp();
    beforeAll(async () => {
      const make = async (title: string, excerpt: string, tags: string[], publish?: 'now' | 'later') => {
        const res = await listApp.admin.post('/api/v1/posts').send({ title, excerpt, tags }).expect(201);
        const id = res.body.item._id;
        if (publish === 'now') await listApp.admin.post(`/api/v1/posts/${id}/publish`).expect(200);
        if (publish === 'later')
          await listApp.admin
            .post(`/api/v1/posts/${id}/schedule`)
            .send({ publishAt: new Date(Date.now() + 86_400_000).toISOString() })
            .expect(200);
      };
      await make('Alpha NCT guide', 'Tests', ['nct'], 'now');
      await make('Bravo winter', 'Cold (ice) roads', ['winter'], 'later');
      await make('Charlie points', 'Points', ['penalty-points']);
      await make('Delta NCT retest', 'Retests', ['nct']);
    });

    const titles = (res: { body: { items: { title: string }[] } }) => res.body.items.map((p) => p.title);

    it('pages newest first with the SPEC fields, items also as data', async () => {
      const res = await listApp.admin.get('/api/v1/posts').query({ page: 0, page_size: 3 }).expect(200);
      expect(res.body).toMatchObject({
        ok: true,
        message: 'OK',
        errors: {},
        page: 0,
        page_size: 3,
        total_pages: 2,
        total_items: 4,
      });
      expect(titles(res)).toEqual(['Delta NCT retest', 'Charlie points', 'Bravo winter']);
      expect(res.body.data).toEqual(res.body.items);
      expect(res.body.items[0].body).toBeUndefined();
      const past = await listApp.admin.get('/api/v1/posts').query({ page: 5 }).expect(200);
      expect(past.body).toMatchObject({ items: [], data: [], total_items: 4 });
    });

    it('filters by status, tag and a literal search, and sorts', async () => {
      expect(
        titles(await listApp.admin.get('/api/v1/posts').query({ status: 'draft', sort: 'title' })),
      ).toEqual(['Charlie points', 'Delta NCT retest']);
      expect(titles(await listApp.admin.get('/api/v1/posts').query({ status: 'scheduled' }))).toEqual([
        'Bravo winter',
      ]);
      expect(titles(await listApp.admin.get('/api/v1/posts').query({ status: 'published' }))).toEqual([
        'Alpha NCT guide',
      ]);
      expect(titles(await listApp.admin.get('/api/v1/posts').query({ tag: 'NCT', sort: '-title' }))).toEqual([
        'Delta NCT retest',
        'Alpha NCT guide',
      ]);
      expect(titles(await listApp.admin.get('/api/v1/posts').query({ search: '(ice)' }))).toEqual([
        'Bravo winter',
      ]);
      expect(titles(await listApp.admin.get('/api/v1/posts').query({ search: '.*' }))).toEqual([]);
      await listApp.admin.get('/api/v1/posts').query({ sort: 'body' }).expect(400);
      await listApp.admin.get('/api/v1/posts').query({ owner: 'x' }).expect(400);
    });

    it('lists every tag with counts, drafts included', async () => {
      const res = await listApp.admin.get('/api/v1/posts/tags').expect(200);
      expect(res.body.tags).toEqual([
        { tag: 'nct', count: 2 },
        { tag: 'penalty-points', count: 1 },
        { tag: 'winter', count: 1 },
      ]);
    });
  });

  describe('delete', () => {
    it('deletes a post and audits every write', async () => {
      const post = await create({ title: 'Short-lived' });
      await app.admin.delete(`/api/v1/posts/${post._id}`).expect(200);
      await app.admin.get(`/api/v1/posts/${post._id}`).expect(404);
      await app.admin.delete(`/api/v1/posts/${post._id}`).expect(404);
      const actions = await app.db
        .collection('audit_log')
        .find({ targetId: post._id })
        .map((e) => e.action as string)
        .toArray();
      expect(actions.sort()).toEqual(['post.create', 'post.delete']);
    });
  });
});
