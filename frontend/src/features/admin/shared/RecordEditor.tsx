import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { showSuccess } from '#src/components/dialogs';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { AdminPageHeader } from './AdminPageHeader';
import { failureMessage } from '#src/language/failure';
import { submitFailure } from './failure';

interface RecordEditorProps<R> {
  title: string;
  listPath: string;
  listLabel: string;
  /** The record being edited as loaded (SWR's answer); absent when creating one. */
  loaded?: { data?: R; error?: unknown };
  children: (record: R | undefined) => ReactNode;
}

/**
 * The Create and Edit screens of a simple record: a Back link to its list, the form once the record
 * has loaded (or the server's refusal), and nothing else.
 */
export function RecordEditor<R>({ title, listPath, listLabel, loaded, children }: RecordEditorProps<R>) {
  let body;
  if (!loaded || loaded.data) body = <section className="admin-panel">{children(loaded?.data)}</section>;
  else if (loaded.error) body = <p role="alert">{failureMessage(loaded.error)}</p>;
  else body = <LoadingHeart />;
  return (
    <>
      <AdminPageHeader title={title}>
        <Link className="button button--quiet" to={listPath}>
          {listLabel}
        </Link>
      </AdminPageHeader>
      {body}
    </>
  );
}

/**
 * A save handler for a record form: on success back to the list with the server's message; on a refusal
 * the 'Error!' dialog and the field messages under their fields.
 */
export function useSaveAndReturn(listPath: string) {
  const navigate = useNavigate();
  return async (save: () => Promise<{ message: string }>): Promise<SubmissionErrors | void> => {
    try {
      const answer = await save();
      void navigate(listPath);
      await showSuccess('Success!', answer.message);
    } catch (failure) {
      return submitFailure(failure);
    }
  };
}
