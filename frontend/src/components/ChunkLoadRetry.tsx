/** Shown in place of a page whose code could not be downloaded. */
export function ChunkLoadRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="page-container chunk-retry" role="alert">
      <h1>This page is taking too long to load</h1>
      <p>Please check your internet connection and try again.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
