import { useState, type KeyboardEvent } from 'react';
import './Pagination.css';

interface PaginationProps {
  /** The current page, 0-based as in the API. */
  page: number;
  totalPages: number;
  /** Called with the requested page, 0-based. */
  onChange: (page: number) => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * First, previous, next and last buttons around a page number box and 'of N' (SPEC §2). Shown only
 * when there is more than one page. The box shows pages from 1 and commits on Enter or leaving it,
 * clamped to 1..N, so typing '12' does not fetch page 1 on the way.
 */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (totalPages <= 1) return null;

  const last = totalPages - 1;
  const goTo = (target: number) => {
    if (target !== page) onChange(target);
  };
  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (!Number.isNaN(typed)) goTo(clamp(typed, 1, totalPages) - 1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitDraft();
  };

  return (
    <nav className="pagination" aria-label="Pagination">
      <button type="button" aria-label="First page" disabled={page <= 0} onClick={() => goTo(0)}>
        «
      </button>
      <button type="button" aria-label="Previous page" disabled={page <= 0} onClick={() => goTo(page - 1)}>
        ‹
      </button>
      <label className="pagination__box">
        <span className="visually-hidden">Page number</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={totalPages}
          value={draft ?? String(page + 1)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
      </label>
      <span className="pagination__total">of {totalPages}</span>
      <button type="button" aria-label="Next page" disabled={page >= last} onClick={() => goTo(page + 1)}>
        ›
      </button>
      <button type="button" aria-label="Last page" disabled={page >= last} onClick={() => goTo(last)}>
        »
      </button>
    </nav>
  );
}
