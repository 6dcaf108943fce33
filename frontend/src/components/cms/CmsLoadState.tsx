import type { ApiFailure } from '@ivy/api-client';
import { LoadingHeart } from '../LoadingHeart';

/** What a content page shows until its content arrives: the loading heart, or the failure and a retry. */
export function CmsLoadState({ error, onRetry }: { error: ApiFailure | undefined; onRetry: () => void }) {
  if (!error) return <LoadingHeart label="Loading the page" />;
  return (
    <div className="page-container cms-load-error" role="alert">
      <p>
        {error.status === 404
          ? 'Sorry, this page is not available.'
          : 'Sorry, we could not load this page. Please check your connection and try again.'}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
