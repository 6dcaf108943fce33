import { uploadKeysIn } from '#src/common/files/upload-urls';
import { readingMinutes } from './reading-time';
import { sanitizePostHtml } from '#src/common/html/sanitize-html';
import { normaliseTags } from './slug';

/** The fields staff write; `coverImage` is an upload id, null for none. */
export interface PostContent {
  title: string;
  excerpt: string;
  body: string;
  coverImage: string | null;
  coverImageAlt: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
}

/** The given fields only, each as it will be stored: the body sanitised, the tags as slugs. */
export function cleanContent(input: Partial<PostContent>): Partial<PostContent> {
  const clean = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<PostContent>;
  if (clean.body !== undefined) clean.body = sanitizePostHtml(clean.body);
  if (clean.tags !== undefined) clean.tags = normaliseTags(clean.tags);
  return clean;
}

/** What is stored beside a body: its reading time, and the uploads it or pending changes show. */
export function bodyFacts(body: string, pendingBody?: string) {
  return {
    readingMinutes: readingMinutes(body),
    inlineImages: [...new Set([...uploadKeysIn(body), ...uploadKeysIn(pendingBody ?? '')])],
  };
}
