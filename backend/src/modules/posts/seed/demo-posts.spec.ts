import { sanitizePostHtml } from '#src/common/html/sanitize-html';
import { normaliseTags, SLUG_PATTERN } from '../post-content/slug';
import { DEMO_POSTS } from './demo-posts';

describe('demo posts', () => {
  it('are 6 to 8 posts with unique valid slugs, exactly one featured', () => {
    expect(DEMO_POSTS.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_POSTS.length).toBeLessThanOrEqual(8);
    expect(new Set(DEMO_POSTS.map((p) => p.slug)).size).toBe(DEMO_POSTS.length);
    for (const post of DEMO_POSTS) expect(post.slug).toMatch(SLUG_PATTERN);
    expect(DEMO_POSTS.filter((p) => p.featured)).toHaveLength(1);
  });

  it.each(DEMO_POSTS.map((p) => [p.title, p]))('%s is stored exactly as written', (_title, post) => {
    expect(sanitizePostHtml(post.body)).toBe(post.body);
    expect(normaliseTags(post.tags)).toEqual(post.tags);
    expect(post.excerpt.length).toBeLessThanOrEqual(500);
    expect(post.seoDescription.length).toBeLessThanOrEqual(300);
  });
});
