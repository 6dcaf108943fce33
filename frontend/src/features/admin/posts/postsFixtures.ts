import type { Post, PostSummary } from '#src/api/posts';
import { card } from '../../blog/blogFixtures';

export function postSummary(title: string, fields: Partial<PostSummary> = {}): PostSummary {
  const base = card(title);
  return {
    ...base,
    status: 'draft',
    coverImage: base.cover?._id ?? null,
    coverImageAlt: '',
    author: { id: 'staff-1', name: 'Aoife Byrne' },
    hasDraftChanges: false,
    createdAt: '2026-01-15T10:30:00.000Z',
    updatedAt: '2026-01-15T10:30:00.000Z',
    ...fields,
  };
}

export function post(title: string, fields: Partial<Post> = {}): Post {
  return {
    ...postSummary(title),
    body: '<p>Body text.</p>',
    seoTitle: '',
    seoDescription: '',
    draftChanges: null,
    draftChangesAt: null,
    createdDay: '2026-01-15',
    createdWeek: '2026-W03',
    createdMonth: '2026-01',
    publishedDay: null,
    ...fields,
  };
}
