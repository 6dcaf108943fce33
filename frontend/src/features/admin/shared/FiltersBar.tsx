import type { ReactNode } from 'react';
import { ActionForm } from './ActionForm';

interface FiltersBarProps<F> {
  /** Names the search landmark, e.g. 'Filter users'. */
  label: string;
  /** The filters in force; the form starts from them and follows them when they change. */
  filters: F;
  onApply: (filters: Partial<F>) => void;
  /** The filter fields (TextField, SelectField), named as the keys of F. */
  children: ReactNode;
}

/**
 * The filters above an admin list: fields, Search and Clear. Filters apply on Search (or Enter), so
 * typing does not fire a request per keystroke.
 */
export function FiltersBar<F extends object>({ label, filters, onApply, children }: FiltersBarProps<F>) {
  return (
    <div role="search" aria-label={label} className="filters-bar">
      <ActionForm<F>
        initialValues={filters}
        onSubmit={async (values) => onApply(values)}
        submitLabel="Search"
        actions={
          <button type="button" className="button button--quiet" onClick={() => onApply({})}>
            Clear
          </button>
        }
      >
        <div className="form-row">{children}</div>
      </ActionForm>
    </div>
  );
}
