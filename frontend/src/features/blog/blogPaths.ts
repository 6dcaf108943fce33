export const BLOG = '/blog';

/** A post's address: by slug, which reads better in a shared link (the API takes id or slug). */
export function blogPostPath(post: { slug: string }): string {
  return `/blog/post/${encodeURIComponent(post.slug)}`;
}
