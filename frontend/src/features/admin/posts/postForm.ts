import { srcSetOf } from '../../blog/srcSet';
import type { NewPost, Post, PostAutosave, PostChanges } from '#src/api/posts';

/** A cover as the editor shows it: the library image, with its variants once they are known. */
export interface CoverValue {
  id: string;
  /** The image to show; absent for a pending change known only by its id. */
  image?: { src: string; srcSet: string; width: number; height: number; alt: string };
}

/** Everything the post editor edits. */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  cover: CoverValue | null;
  coverImageAlt: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  featured: boolean;
}

export const EMPTY_POST: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  cover: null,
  coverImageAlt: '',
  tags: [],
  seoTitle: '',
  seoDescription: '',
  featured: false,
};

type Image = NonNullable<Post['cover']>;

export function coverOf(image: Image): CoverValue {
  return {
    id: image._id,
    image: {
      src: image.src,
      srcSet: srcSetOf(image.variants),
      width: image.width,
      height: image.height,
      alt: image.alt,
    },
  };
}

/** The post as the editor shows it: its own fields with any pending (autosaved) changes on top. */
export function formValuesOf(post: Post): PostFormValues {
  const changes = post.draftChanges ?? {};
  let cover = post.cover ? coverOf(post.cover) : null;
  if (changes.coverImage !== undefined && changes.coverImage !== cover?.id) {
    cover = changes.coverImage ? { id: changes.coverImage } : null;
  }
  return {
    title: changes.title ?? post.title,
    slug: post.slug,
    excerpt: changes.excerpt ?? post.excerpt,
    body: changes.body ?? post.body,
    cover,
    coverImageAlt: changes.coverImageAlt ?? post.coverImageAlt,
    tags: changes.tags ?? post.tags,
    seoTitle: changes.seoTitle ?? post.seoTitle,
    seoDescription: changes.seoDescription ?? post.seoDescription,
    featured: post.featured,
  };
}

/** The fields autosave sends: content only (the address and the featured flag change by a save). */
export function autosaveBodyOf(values: PostFormValues): PostAutosave {
  return {
    title: values.title.trim(),
    excerpt: values.excerpt,
    body: values.body,
    coverImage: values.cover?.id ?? null,
    coverImageAlt: values.coverImageAlt,
    tags: values.tags,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
  };
}

/** An explicit save: every field; a blank address is left for the server to make from the title. */
export function saveBodyOf(values: PostFormValues): PostChanges & NewPost {
  const slug = values.slug.trim();
  return {
    ...autosaveBodyOf(values),
    title: values.title.trim(),
    ...(slug ? { slug } : {}),
    featured: values.featured,
  };
}

/** A key that changes exactly when what autosave would send changes. */
export function autosaveKey(values: PostFormValues): string {
  return JSON.stringify(autosaveBodyOf(values));
}

/** `datetime-local` value (the browser's local time, to the second) for an instant. */
export function localDateTimeInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/** Stored lowercase with hyphens, as the server stores them. */
export function tagSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}
