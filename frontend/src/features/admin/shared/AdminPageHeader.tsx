import type { ReactNode } from 'react';

/** An admin screen's title (its one h1) with the screen's main actions, such as Create, beside it. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-page-header">
      <h1>{title}</h1>
      {children ? <div className="admin-page-header__actions">{children}</div> : null}
    </div>
  );
}
