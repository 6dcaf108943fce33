import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR from 'swr';
import { api } from './client';
import { apiPath } from './paths';

export type FaqAnswer = components['schemas']['FaqSearchAnswerDto'];
export type Faq = components['schemas']['FaqDto'];
export type JargonAnswer = components['schemas']['JargonSearchAnswerDto'];
export type JargonTerm = components['schemas']['JargonTermDto'];
export type BlogPage = components['schemas']['BlogPageDto'];
export type PostCard = components['schemas']['PostCardDto'];

export interface FaqFilters {
  search?: string;
  topic?: string;
}

export interface JargonFilters {
  search?: string;
  letter?: string;
}

const FAQS = '/api/v1/content/faqs';
const JARGON = '/api/v1/content/jargon';
const BLOG = '/api/v1/posts/blog';

/** Blank filters are left out, so the unfiltered list has the key the server preloads it under. */
const given = (text: string | undefined) => text?.trim() || undefined;

/**
 * While a filtered list loads, the previous list stays on screen instead of a spinner. Not for the
 * unfiltered list: SWR would keep showing the last filtered answer in place of the server's preloaded one,
 * which lives in the fallback rather than the cache.
 */
const keepWhileFiltering = (query: Record<string, string | undefined>) => ({
  keepPreviousData: Object.values(query).some((value) => value !== undefined),
});

/** The FAQs matching the filters, and every topic for the topic picker (getFaqs). */
export function useFaqs(filters: FaqFilters = {}) {
  const query = { search: given(filters.search), topic: given(filters.topic) };
  return useSWR<FaqAnswer, ApiFailure>(
    apiPath(FAQS, {}, query),
    () => unwrap(api.GET(FAQS, { params: { query } })),
    keepWhileFiltering(query),
  );
}

/** The jargon buster's terms, alphabetical, matching the filters (getJargon). */
export function useJargon(filters: JargonFilters = {}) {
  const query = { search: given(filters.search), letter: given(filters.letter) };
  return useSWR<JargonAnswer, ApiFailure>(
    apiPath(JARGON, {}, query),
    () => unwrap(api.GET(JARGON, { params: { query } })),
    keepWhileFiltering(query),
  );
}

/** The newest published blog posts, featured first (listBlogPosts, first page). */
export function useLatestPosts(count: number) {
  const query = { page_size: count };
  return useSWR<BlogPage, ApiFailure>(apiPath(BLOG, {}, query), () =>
    unwrap(api.GET(BLOG, { params: { query } })),
  );
}
