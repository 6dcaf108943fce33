import type { Post } from '#src/api/posts';
import { formatTime } from '#src/language/dates';
import { formatDateTime } from '../shared/format';
import type { AutosaveState } from './useAutosave';

const STATUS_LABELS: Record<Post['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export function statusLine(post: Pick<Post, 'status' | 'publishAt'> | undefined): string {
  if (!post) return 'New post';
  const label = STATUS_LABELS[post.status];
  if (post.status === 'scheduled') return `${label} for ${formatDateTime(post.publishAt ?? undefined)}`;
  return label;
}

const NOT_SAVED_YET = 'Not saved yet: give the post a title and it saves itself';

function savedText(state: AutosaveState, post: Post | undefined): string {
  // A post the server does not have yet has nothing saved, whatever the autosave's idle state says.
  if (!post && state.kind !== 'saving' && state.kind !== 'failed') return NOT_SAVED_YET;
  switch (state.kind) {
    case 'saving':
      return 'Saving…';
    case 'unsaved':
      return 'Unsaved changes';
    case 'failed':
      return `Not saved: ${state.message} Trying again shortly; your edits are kept in this browser.`;
    case 'saved':
      return state.at ? `Saved at ${formatTime(state.at, { seconds: true })}` : 'All changes saved';
  }
}

/** The post's status and where its edits are: saved (and when), saving, or not yet saved. */
export function SaveStatus({ post, state }: { post: Post | undefined; state: AutosaveState }) {
  const live = post?.status === 'published';
  return (
    <div className="save-status">
      <span className={`status-badge status-badge--${post?.status ?? 'new'}`}>{statusLine(post)}</span>
      <span
        className={state.kind === 'failed' ? 'save-status__text field__error' : 'save-status__text'}
        role="status"
      >
        {savedText(state, post)}
        {live && post?.hasDraftChanges && state.kind === 'saved'
          ? ' (not yet live: publish the changes)'
          : ''}
      </span>
    </div>
  );
}
