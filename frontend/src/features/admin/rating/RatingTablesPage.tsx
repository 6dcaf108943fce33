import { Link } from 'react-router-dom';
import { useRatingTables, type RatingTableStatus, type RatingTableSummary } from '#src/api/rating';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { formatDateTime } from '../shared/format';
import { SelectField } from '#src/components/SelectField';
import { useListParams } from '../shared/useListParams';
import {
  RATING_SANDBOX,
  RATING_UPLOAD,
  ratingTablePath,
  rollbackTarget,
  tableStatusLabel,
  uploadFromPath,
} from './ratingTables';
import { confirmActivate, confirmRetire, confirmRollback } from './tableActions';
import './Rating.css';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive or draft' },
  { value: 'retired', label: 'Retired' },
];

const FILTERS = ['status'] as const;

const asStatus = (value: string): RatingTableStatus | undefined =>
  value === 'active' || value === 'inactive' || value === 'retired' ? value : undefined;

/** /admin/rating: the rating table versions, newest upload first, with upload, activation and roll back. */
export function RatingTablesPage() {
  const { page, filters, setPage, setFilters } = useListParams(FILTERS);
  const { data, error } = useRatingTables({ page, status: asStatus(filters.status) });
  const rows = data?.data;
  const active = rows?.find((row) => row.status === 'active');
  const target = rows && rollbackTarget(rows);

  const columns: Column<RatingTableSummary>[] = [
    {
      header: 'Version',
      cell: (table) => (
        <Link to={ratingTablePath(table._id)} aria-label={`View version ${table.version}`}>
          {table.version}
        </Link>
      ),
    },
    { header: 'Status', cell: (table) => tableStatusLabel(table) },
    { header: 'Effective from', cell: (table) => table.effectiveFrom },
    {
      header: 'Uploaded',
      cell: (table) =>
        `${formatDateTime(table.createdAt)} by ${table.builtIn ? 'the system (built in)' : table.uploadedBy.label}`,
    },
    { header: 'Last activated', cell: (table) => formatDateTime(table.activatedAt) },
    {
      header: 'Actions',
      cell: (table) =>
        table.status === 'inactive' ? (
          <div className="row-actions">
            <button
              type="button"
              className="row-action"
              aria-label={`Activate version ${table.version}`}
              onClick={() => void confirmActivate(table)}
            >
              Activate
            </button>
            <button
              type="button"
              className="row-action row-action--danger"
              aria-label={`Retire version ${table.version}`}
              onClick={() => void confirmRetire(table)}
            >
              Retire
            </button>
          </div>
        ) : null,
    },
  ];

  return (
    <>
      <AdminPageHeader title="Rating tables">
        <Link className="button button--primary" to={active ? uploadFromPath(active._id) : RATING_UPLOAD}>
          Upload a new version
        </Link>
        <Link className="button button--quiet" to={RATING_SANDBOX}>
          Sandbox
        </Link>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void confirmRollback(active?.version, target?.version)}
        >
          Roll back
        </button>
      </AdminPageHeader>
      <p className="rating-lead">
        One version prices every new quote. An upload is checked in full and stored as a draft; nothing
        changes until it is activated. Roll back brings back the version that was active before.
      </p>
      <FiltersBar label="Filter rating tables" filters={filters} onApply={setFilters}>
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      </FiltersBar>
      <DataTable
        caption="Rating table versions"
        columns={columns}
        rows={rows}
        rowKey={(table) => table._id}
        emptyText="No Rating Tables Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </>
  );
}
