import { Clock } from '../../common/time/clock';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { uploadedImageId } from '../uploads/uploads-testing.fixture';
import { ScheduledPublisher } from './scheduling/scheduled-publisher';

interface Card {
  _id: string;
  title: string;
  slug: string;
  featured: boolean;
}

describe('the public blog', () => {
  let t: TestApp;
  let admin: TestSession;
  const ids: Record<string, string> = {};
  const slugs: Record<string, string> = {};

  const titles = (res: { body: { items: Card[] } }) => res.body.items.map((p) => p.title);

  /** Posts published a minute apart, oldest first, so "newest first" is predictable. */
  const publish = async (title: string, fields: Record<string, unknown> = {}) => {
    const res = await admin
      .post('/api/v1/posts')
      .send({ title, ...fields })
      .expect(201);
    const id = res.body.item._id;
    ids[title] = id;
    slugs[title] = res.body.item.slug;
    await admin.post(`/api/v1/posts/${id}/publish`).expect(200);
    return id as string;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await logInAsAdmin(t);
    const cover = await uploadedImageId(admin, 800);
    await publish('Learner costs', { tags: ['learner-drivers', 'saving-money'], excerpt: 'Cheaper cover' });
    await publish('NCT checklist', { tags: ['nct'], excerpt: 'Before the test' });
    await publish('Penalty points', { tags: ['penalty-points', 'learner-drivers'], coverImage: cover });
    await publish('No-claims bonus', { tags: ['saving-money'], featured: true });
    await publish('Winter driving', { tags: ['winter', 'saving-money'] });
    await publish('Abroad', { tags: ['travel'] });
    const draft = await admin
      .post('/api/v1/posts')
      .send({ title: 'Secret draft', tags: ['nct'] })
      .expect(201);
    ids['Secret draft'] = draft.body.item._id;
  });
  afterAll(() => t.close());

  it('lists published posts only, the featured one first, 12 a page by default', async () => {
    const res = await t.http().get('/api/v1/posts/blog').expect(200);
    expect(res.body).toMatchObject({ ok: true, page: 0, page_size: 12, total_pages: 1, total_items: 6 });
    expect(titles(res)).toEqual([
      'No-claims bonus',
      'Abroad',
      'Winter driving',
      'Penalty points',
      'NCT checklist',
      'Learner costs',
    ]);
    expect(res.body.data).toEqual(res.body.items);
    const first = res.body.items[0];
    expect(first).toMatchObject({ featured: true, author: { name: 'Aoife Byrne' }, readingMinutes: 1 });
    expect(first.author.id).toBeUndefined();
    expect(first.body).toBeUndefined();
    expect(first.status).toBeUndefined();
  });

  it('answers an empty page past the last, not an error', async () => {
    const res = await t.http().get('/api/v1/posts/blog').query({ page: 3, page_size: 4 }).expect(200);
    expect(res.body).toMatchObject({ items: [], page: 3, page_size: 4, total_pages: 2, total_items: 6 });
  });

  it('filters by tag and searches titles and excerpts', async () => {
    expect(titles(await t.http().get('/api/v1/posts/blog').query({ tag: 'Saving Money' }))).toEqual([
      'No-claims bonus',
      'Winter driving',
      'Learner costs',
    ]);
    expect(titles(await t.http().get('/api/v1/posts/blog').query({ search: 'before the' }))).toEqual([
      'NCT checklist',
    ]);
    await t.http().get('/api/v1/posts/blog').query({ status: 'draft' }).expect(400);
  });

  it('gives the cover with its variants, for srcset', async () => {
    const res = await t.http().get('/api/v1/posts/blog').query({ tag: 'penalty-points' }).expect(200);
    expect(res.body.items[0].cover).toMatchObject({
      width: 800,
      height: 800,
      src: expect.stringMatching(/^\/uploads\//),
    });
    expect(res.body.items[0].cover.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 800]);
  });

  it('answers one post by slug or by id, with up to three recent related posts', async () => {
    const bySlug = await t.http().get(`/api/v1/posts/blog/post/${slugs['Learner costs']}`).expect(200);
    expect(bySlug.body.currentPost).toMatchObject({ title: 'Learner costs', body: '', seoTitle: '' });
    expect(bySlug.body.currentPost.draftChanges).toBeUndefined();
    expect(bySlug.body.related.map((p: Card) => p.title)).toEqual([
      'Winter driving',
      'No-claims bonus',
      'Penalty points',
    ]);
    const byId = await t.http().get(`/api/v1/posts/blog/post/${ids['Abroad']}`).expect(200);
    expect(byId.body).toMatchObject({ currentPost: { title: 'Abroad' }, related: [] });
  });

  it('hides drafts and unknown posts (404)', async () => {
    await t.http().get(`/api/v1/posts/blog/post/${ids['Secret draft']}`).expect(404);
    await t.http().get('/api/v1/posts/blog/post/secret-draft').expect(404);
    const res = await t.http().get('/api/v1/posts/blog/post/no-such-post').expect(404);
    expect(res.body).toMatchObject({ ok: false, message: 'Post not found.' });
  });

  it('counts the tags of published posts', async () => {
    const res = await t.http().get('/api/v1/posts/blog/tags').expect(200);
    expect(res.body.tags).toEqual([
      { tag: 'saving-money', count: 3 },
      { tag: 'learner-drivers', count: 2 },
      { tag: 'nct', count: 1 },
      { tag: 'penalty-points', count: 1 },
      { tag: 'travel', count: 1 },
      { tag: 'winter', count: 1 },
    ]);
  });

  it('answers the featured post, and null when it is not published', async () => {
    const res = await t.http().get('/api/v1/posts/blog/featured').expect(200);
    expect(res.body.post).toMatchObject({ title: 'No-claims bonus', featured: true });
    await admin.post(`/api/v1/posts/${ids['No-claims bonus']}/unpublish`).expect(200);
    expect((await t.http().get('/api/v1/posts/blog/featured').expect(200)).body.post).toBeNull();
    await admin.post(`/api/v1/posts/${ids['No-claims bonus']}/publish`).expect(200);
  });

  describe('a scheduled post', () => {
    afterEach(() => jest.restoreAllMocks());

    it('is hidden until its time, then shown without any job having run', async () => {
      const clock = t.app.get(Clock);
      const res = await admin
        .post('/api/v1/posts')
        .send({ title: 'Tomorrow’s post', tags: ['nct'] })
        .expect(201);
      const { _id: id, slug } = res.body.item;
      // Ten minutes ahead: far enough to see it hidden, near enough that the admin session stays alive.
      const at = new Date(Date.now() + 600_000);
      await admin.post(`/api/v1/posts/${id}/schedule`).send({ publishAt: at.toISOString() }).expect(200);

      await t.http().get(`/api/v1/posts/blog/post/${slug}`).expect(404);
      expect(titles(await t.http().get('/api/v1/posts/blog'))).not.toContain('Tomorrow’s post');

      jest.spyOn(clock, 'now').mockReturnValue(new Date(at.getTime() + 1000));
      await t.http().get(`/api/v1/posts/blog/post/${slug}`).expect(200);
      expect(titles(await t.http().get('/api/v1/posts/blog'))[1]).toBe('Tomorrow’s post');
      const staffView = await admin.get(`/api/v1/posts/${id}`).expect(200);
      expect(staffView.body.currentPost.status).toBe('published');

      // The periodic job then records the status, once across instances.
      const publisher = t.app.get(ScheduledPublisher);
      expect(await publisher.run()).toBe(1);
      expect(await publisher.run()).toBe(0);
    });
  });

  it('shows at once what another instance of the app published', async () => {
    await t.http().get('/api/v1/posts/blog').expect(200);
    const other = await startTestApp({ env: { MONGODB_URI: t.config.MONGODB_URI as string } });
    try {
      const otherAdmin = await logInAsAdmin(other);
      const res = await otherAdmin
        .post('/api/v1/posts')
        .send({ title: 'From the other instance' })
        .expect(201);
      await otherAdmin.post(`/api/v1/posts/${res.body.item._id}/publish`).expect(200);
    } finally {
      await other.close();
    }
    expect(titles(await t.http().get('/api/v1/posts/blog'))).toContain('From the other instance');
  });
});
