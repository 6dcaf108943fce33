import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface FilteredResultsProps {
  count: number;
  /** What the results are, e.g. ['question', 'questions']. */
  noun: readonly [string, string];
  /** Said when nothing matches, with the way back to the whole list and a page that may help instead. */
  noMatchHint: string;
  clearLabel: string;
  onClear: () => void;
  elsewhere: { to: string; label: string };
  children: ReactNode;
}

/** A filtered list: how many match (announced as they change), the results, or a way out when none do. */
export function FilteredResults({
  count,
  noun: [one, many],
  noMatchHint,
  clearLabel,
  onClear,
  elsewhere,
  children,
}: FilteredResultsProps) {
  return (
    <>
      <p className="help-list__count" role="status">
        {count > 0 ? `Showing ${count} ${count === 1 ? one : many}` : `No ${many} match your search.`}
      </p>
      {count > 0 ? (
        children
      ) : (
        <div className="help-list__empty">
          <p>{noMatchHint}</p>
          <p>
            <button type="button" className="button button--primary" onClick={onClear}>
              {clearLabel}
            </button>{' '}
            <Link className="button button--quiet" to={elsewhere.to}>
              {elsewhere.label}
            </Link>
          </p>
        </div>
      )}
    </>
  );
}
