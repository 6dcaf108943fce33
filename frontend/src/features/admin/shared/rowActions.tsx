import { Link } from 'react-router-dom';
import { confirmedAction } from './confirmedAction';
import type { Column } from './DataTable';

/**
 * SPEC §2's delete: 'Are you sure? You won't be able to revert this!' with 'Yes, delete it!', then
 * 'Deleted! {noun} has been deleted.' `subject` names what is deleted, on a line of its own under
 * SPEC's text. Resolves whether it was deleted.
 */
export function confirmDelete(noun: string, subject: string, run: () => Promise<unknown>): Promise<boolean> {
  return confirmedAction({
    confirm: {
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      subject,
      confirmButtonText: 'Yes, delete it!',
    },
    run,
    success: { title: 'Deleted!', text: `${noun} has been deleted.` },
  });
}

interface RowActions<T> {
  /** Names the row in each action's accessible name, e.g. 'Edit {label}'. */
  label: (row: T) => string;
  openPath: (row: T) => string;
  /** What the link to the row's screen says (Edit, View). */
  openText?: string;
  onDelete: (row: T) => void;
}

/** The Actions column of an admin list: a link to the row's own screen, and Delete. */
export function actionsColumn<T>({ label, openPath, openText = 'Edit', onDelete }: RowActions<T>): Column<T> {
  return {
    header: 'Actions',
    cell: (row) => (
      <div className="row-actions">
        <Link className="row-action" to={openPath(row)} aria-label={`${openText} ${label(row)}`}>
          {openText}
        </Link>
        <button
          type="button"
          className="row-action row-action--danger"
          aria-label={`Delete ${label(row)}`}
          onClick={() => onDelete(row)}
        >
          Delete
        </button>
      </div>
    ),
  };
}
