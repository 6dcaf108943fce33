import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { RATING } from './ratingTables';

/** A rating screen's title with the way back to the versions list, and what the screen is for. */
export function RatingPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <AdminPageHeader title={title}>
        <Link className="button button--quiet" to={RATING}>
          All versions
        </Link>
      </AdminPageHeader>
      {children ? <p className="rating-lead">{children}</p> : null}
    </>
  );
}
