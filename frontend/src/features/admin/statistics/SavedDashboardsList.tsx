import { useState } from 'react';
import {
  deleteDashboard,
  useSavedDashboards,
  useStatisticsModels,
  type SavedDashboard,
} from '#src/api/statistics';
import { confirmedAction } from '../shared/confirmedAction';
import { DataTable, type Column } from '../shared/DataTable';
import { formatDateTime } from '../shared/format';
import { CHART_KINDS } from './PivotView';

/** Explorer views saved under a name: open one in the explorer, or delete it. */
export function SavedDashboardsList({ onOpen }: { onOpen: (dashboard: SavedDashboard) => void }) {
  const [page, setPage] = useState(0);
  const { data, error } = useSavedDashboards({ page });
  // The explorer beside the list asks for the same models, so this costs no request of its own.
  const { data: models } = useStatisticsModels();
  const columns: Column<SavedDashboard>[] = [
    { header: 'Name', cell: (dashboard) => dashboard.name },
    {
      header: 'Model',
      cell: (dashboard) =>
        models?.find((model) => model.key === dashboard.query.model)?.label ?? dashboard.query.model,
    },
    {
      header: 'Shown as',
      cell: (dashboard) => CHART_KINDS.find((kind) => kind.value === dashboard.chart)?.label,
    },
    {
      header: 'Saved by',
      cell: (dashboard) => `${dashboard.createdBy}, ${formatDateTime(dashboard.updatedAt)}`,
    },
    {
      header: 'Actions',
      cell: (dashboard) => (
        <span className="row-actions">
          <button
            type="button"
            className="row-action"
            aria-label={`Open ${dashboard.name}`}
            onClick={() => onOpen(dashboard)}
          >
            Open
          </button>
          <button
            type="button"
            className="row-action row-action--danger"
            aria-label={`Delete ${dashboard.name}`}
            onClick={() =>
              void confirmedAction({
                confirm: {
                  title: 'Delete this dashboard?',
                  text: `"${dashboard.name}" will be gone for everyone.`,
                  confirmButtonText: 'Delete',
                },
                run: () => deleteDashboard(dashboard._id),
                success: { title: 'Deleted!', text: `"${dashboard.name}" was deleted.` },
              })
            }
          >
            Delete
          </button>
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby="saved-heading" className="statistics-section">
      <h2 id="saved-heading">Saved dashboards</h2>
      <DataTable
        caption="Saved dashboards"
        columns={columns}
        rows={data?.data}
        rowKey={(dashboard) => dashboard._id}
        emptyText="No saved dashboards yet: build a view in the explorer and save it."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </section>
  );
}
