import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR from 'swr';
import { api } from './client';
import { compactQuery } from './list';
import { apiPath } from './paths';

export type BlogPage = components['schemas']['BlogPageDto'];
export type BlogPostAnswer = components['schemas']['BlogPostAnswerDto'];
export type BlogPost = components['schemas']['BlogPostDto'];
export type BlogCard = components['schemas']['PostCardDto'];
export type BlogTags = components['schemas']['TagsAnswerDto'];

const BLOG = '/api/v1/posts/blog';
const BLOG_POST = '/api/v1/posts/blog/post/{idOrSlug}';
const BLOG_TAGS = '/api/v1/posts/blog/tags';

export interface BlogFilters {
  /** 0-based; the first page is left out of the key, so it matches the server's preloaded answer. */
  page?: number;
  tag?: string;
  search?: string;
}

/** A page of the public blog, 12 a page, the featured post first on the first page (listBlogPosts). */
export function useBlogPosts({ page, tag, search }: BlogFilters) {
  const query = compactQuery({ page: page || undefined, tag: tag?.trim(), search: search?.trim() });
  return useSWR<BlogPage, ApiFailure>(
    apiPath(BLOG, {}, query),
    () => unwrap(api.GET(BLOG, { params: { query } })),
    // Paging and filtering keep the last cards on screen; the unfiltered first page is preloaded.
    { keepPreviousData: Object.keys(query).length > 0 },
  );
}

/** One published post by id or slug, with related posts (getBlogPost). */
export function useBlogPost(idOrSlug: string) {
  return useSWR<BlogPostAnswer, ApiFailure>(apiPath(BLOG_POST, { idOrSlug }), () =>
    unwrap(api.GET(BLOG_POST, { params: { path: { idOrSlug } } })),
  );
}

/** Tags of the published posts, most used first (getBlogTags). */
export function useBlogTags() {
  return useSWR<BlogTags, ApiFailure>(BLOG_TAGS, () => unwrap(api.GET(BLOG_TAGS)));
}
