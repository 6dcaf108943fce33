import { logInAsAdmin } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { isStored } from '../uploads/uploads-testing.fixture';
import { PostsSeeder } from './posts.seeder';
import { DEMO_POSTS } from './seed/demo-posts';

describe('demo blog posts', () => {
  let t: TestApp;

  // Drawing and resizing seven covers takes a few seconds.
  jest.setTimeout(30_000);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('publishes the demo posts once, each with a generated cover, one featured', async () => {
    await t.app.get(PostsSeeder).seed();
    const res = await t.http().get('/api/v1/posts/blog').expect(200);
    expect(res.body.total_items).toBe(DEMO_POSTS.length);
    const [featured, ...rest] = res.body.items;
    expect(featured).toMatchObject({ featured: true, title: DEMO_POSTS.find((p) => p.featured)?.title });
    expect(rest.every((p: { featured: boolean }) => !p.featured)).toBe(true);
    for (const post of res.body.items) {
      expect(post.cover.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1280, 1600]);
      expect(await isStored(t, post.cover.src)).toBe(true);
      expect(post.cover.alt).not.toBe('');
    }
    // Newest first after the featured one, as the publication dates are spread out.
    const dates = rest.map((p: { publishAt: string }) => p.publishAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('never overwrites what staff changed, and never duplicates', async () => {
    const admin = await logInAsAdmin(t);
    const slug = DEMO_POSTS[1].slug;
    const post = (await t.http().get(`/api/v1/posts/blog/post/${slug}`).expect(200)).body.currentPost;
    await admin.put(`/api/v1/posts/${post._id}`).send({ title: 'Edited by staff' }).expect(200);

    await t.app.get(PostsSeeder).seed();

    const again = await t.http().get('/api/v1/posts/blog').expect(200);
    expect(again.body.total_items).toBe(DEMO_POSTS.length);
    expect((await t.http().get(`/api/v1/posts/blog/post/${slug}`).expect(200)).body.currentPost.title).toBe(
      'Edited by staff',
    );
    const library = await admin.get('/api/v1/uploads').query({ page_size: 100 }).expect(200);
    expect(library.body.total_items).toBe(DEMO_POSTS.length);
  });
});
