import { useEffect } from 'react';
import { brand } from '../../brand';
import { setNamedMeta } from '../../app/useDocumentMeta';

/**
 * The post's own title and description in place of the route table's. Applied after the route's
 * (App's effect runs after this page's when both change in one render, as with a preloaded post).
 */
export function usePostMeta(
  post: { title: string; seoTitle: string; seoDescription: string; excerpt: string } | undefined,
) {
  useEffect(() => {
    if (!post) return;
    const title = `${post.seoTitle || post.title} | ${brand.name}`;
    const description = post.seoDescription || post.excerpt;
    queueMicrotask(() => {
      document.title = title;
      setNamedMeta('title', title);
      setNamedMeta('description', description);
    });
  }, [post]);
}
