import type { ReactNode } from 'react';

/** What an admin list shows instead of an empty table, e.g. 'No Users Available ...' (SPEC §2). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="empty-state" role="status">
      {children}
    </p>
  );
}
