import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { compactQuery, useApiList } from './list';
import { apiPath } from './paths';

export type Post = components['schemas']['PostDto'];
export type PostSummary = components['schemas']['PostSummaryDto'];
export type PostsQuery = NonNullable<operations['listPosts']['parameters']['query']>;
export type PostStatus = PostSummary['status'];
export type PostSort = NonNullable<PostsQuery['sort']>;
export type NewPost = components['schemas']['CreatePostDto'];
export type PostChanges = components['schemas']['UpdatePostDto'];
export type PostAutosave = components['schemas']['AutosavePostDto'];
export type PostTags = components['schemas']['TagsAnswerDto'];

const POSTS = '/api/v1/posts';
const POST = '/api/v1/posts/{id}';
const TAGS = '/api/v1/posts/tags';

/** One page of posts of every status, with search, status and tag filters and a sort (listPosts). */
export function usePosts(filter: PostsQuery) {
  return useApiList(POSTS, filter, (query) => unwrap(api.GET(POSTS, { params: { query } })));
}

/** One post for the editor, with any pending changes (getPost). */
export function usePost(id: string) {
  return useSWR<Post, ApiFailure>(
    apiPath(POST, { id }),
    async () => (await unwrap(api.GET(POST, { params: { path: { id } } }))).currentPost,
    // The editor owns the values once loaded: a refetch on focus must not reset what is being typed.
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

/** Every tag in use, drafts included, most used first (listPostTags). */
export function usePostTags() {
  return useSWR<PostTags, ApiFailure>(TAGS, () => unwrap(api.GET(TAGS)));
}

// Lists, tags and the public blog may all show what changed; the open editor keeps its own values.
const reloadLists = () =>
  mutate(
    (key) =>
      typeof key === 'string' &&
      key.startsWith('/api/v1/posts') &&
      !/^\/api\/v1\/posts\/[0-9a-f]{24}$/.test(key),
  );

async function changed<T>(call: Promise<T>): Promise<T> {
  const answer = await call;
  await reloadLists();
  return answer;
}

const path = (id: string) => ({ params: { path: { id } } });

/** createPost: a new draft. */
export async function createPost(body: NewPost): Promise<Post> {
  return (await changed(unwrap(api.POST(POSTS, { body })))).item;
}

/** updatePost: an explicit save; a live post changes at once. */
export async function updatePost(id: string, body: PostChanges): Promise<Post> {
  return (await changed(unwrap(api.PUT(POST, { ...path(id), body })))).currentPost;
}

/** autosavePost: a draft changes in place; a live post keeps the edits as pending changes. */
export async function autosavePost(id: string, body: PostAutosave): Promise<Post> {
  return (await unwrap(api.PATCH('/api/v1/posts/{id}/draft', { ...path(id), body }))).currentPost;
}

/** discardPostChanges: a live post's pending changes are dropped. */
export async function discardPostChanges(id: string): Promise<Post> {
  return (await changed(unwrap(api.DELETE('/api/v1/posts/{id}/draft', path(id))))).currentPost;
}

/** schedulePost: live at `publishAt`, with any pending changes. */
export async function schedulePost(id: string, publishAt: Date): Promise<Post> {
  const body = { publishAt: publishAt.toISOString() };
  return (await changed(unwrap(api.POST('/api/v1/posts/{id}/schedule', { ...path(id), body })))).currentPost;
}

/** publishPost: live now, with any pending changes. */
export async function publishPost(id: string): Promise<Post> {
  return (await changed(unwrap(api.POST('/api/v1/posts/{id}/publish', path(id))))).currentPost;
}

/** unpublishPost: back to a draft. */
export async function unpublishPost(id: string): Promise<Post> {
  return (await changed(unwrap(api.POST('/api/v1/posts/{id}/unpublish', path(id))))).currentPost;
}

/** deletePost */
export async function deletePost(id: string): Promise<void> {
  await changed(unwrap(api.DELETE(POST, path(id))));
}

// ---- the public blog

export type BlogPage = components['schemas']['BlogPageDto'];
export type BlogPostAnswer = components['schemas']['BlogPostAnswerDto'];
export type BlogPost = components['schemas']['BlogPostDto'];
export type BlogCard = components['schemas']['PostCardDto'];

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
  return useSWR<PostTags, ApiFailure>(BLOG_TAGS, () => unwrap(api.GET(BLOG_TAGS)));
}

/** The newest published blog posts, featured first (listBlogPosts, first page); `null` asks for nothing yet. */
export function useLatestPosts(count: number | null) {
  const query = { page_size: count ?? 0 };
  return useSWR<BlogPage, ApiFailure>(count === null ? null : apiPath(BLOG, {}, query), () =>
    unwrap(api.GET(BLOG, { params: { query } })),
  );
}
