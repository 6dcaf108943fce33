/**
 * Who sees a post when. A scheduled post goes live the moment its time passes: reads decide by
 * `publishAt`, so nothing waits for the job that later marks it published.
 */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

interface Timed {
  status: PostStatus;
  publishAt: Date | null;
}

/** Statuses of posts that are live, or will be at their `publishAt`. */
export const LIVE_STATUSES: PostStatus[] = ['published', 'scheduled'];

/** The filter of posts the public may read at `now`. */
export function visibleAt(now: Date) {
  return { status: { $in: LIVE_STATUSES }, publishAt: { $lte: now } };
}

/** The filter of posts whose status, as staff should see it at `now`, is `status`. */
export function withStatusAt(status: PostStatus, now: Date) {
  switch (status) {
    case 'draft':
      return { status: 'draft' as const };
    case 'scheduled':
      return { status: 'scheduled' as const, publishAt: { $gt: now } };
    case 'published':
      return visibleAt(now);
  }
}

export function isLiveAt(post: Timed, now: Date): boolean {
  return post.status !== 'draft' && post.publishAt !== null && post.publishAt <= now;
}

/** A scheduled post whose time has passed is published, whatever the stored status says yet. */
export function statusAt(post: Timed, now: Date): PostStatus {
  return isLiveAt(post, now) ? 'published' : post.status;
}
