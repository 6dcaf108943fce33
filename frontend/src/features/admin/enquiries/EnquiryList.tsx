import { Link } from 'react-router-dom';
import type { EnquiryResource } from '../../../api/forms';
import { TextField } from '../../../components/TextField';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { confirmedAction } from '../shared/confirmedAction';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { SelectField } from '../shared/SelectField';
import { useListParams } from '../shared/useListParams';
import { asStatus, STATUS_FILTER_OPTIONS } from './status';

/** What every received enquiry has, for its row's actions. */
interface Enquiry {
  _id: string;
  name: string;
  email: string;
}

interface EnquiryListProps<T extends Enquiry> {
  title: string;
  /** The kind in the singular, capitalised, e.g. 'Contact' ('Contact has been deleted.'). */
  noun: string;
  resource: EnquiryResource<T>;
  columns: Column<T>[];
  emptyText: string;
  /** The row's own screen. */
  viewPath: (id: string) => string;
  /** What the link to the row's screen says: SPEC §2 calls it Edit for contacts. */
  viewLabel?: string;
}

const FILTERS = ['search', 'status'] as const;

/** An admin list of one kind of received enquiry: search and status filters, open and delete per row. */
export function EnquiryList<T extends Enquiry>({
  title,
  noun,
  resource,
  columns,
  emptyText,
  viewPath,
  viewLabel = 'View',
}: EnquiryListProps<T>) {
  const { page, filters, setPage, setFilters } = useListParams(FILTERS);
  const { data, error } = resource.usePage({
    page,
    search: filters.search,
    status: asStatus(filters.status),
  });

  const onDelete = async (row: T) => {
    const deleted = await confirmedAction({
      confirm: {
        title: 'Are you sure?',
        text: "You won't be able to revert this!",
        confirmButtonText: 'Yes, delete it!',
      },
      run: () => resource.remove(row._id),
      success: { title: 'Deleted!', text: `${noun} has been deleted.` },
    });
    // The last row of the last page is gone: show the page before, not an empty one.
    if (deleted && data?.rows.length === 1 && page > 0) setPage(page - 1);
  };

  const actions: Column<T> = {
    header: 'Actions',
    cell: (row) => (
      <div className="row-actions">
        <Link
          className="row-action"
          to={viewPath(row._id)}
          aria-label={`${viewLabel} ${row.name} (${row.email})`}
        >
          {viewLabel}
        </Link>
        <button
          type="button"
          className="row-action row-action--danger"
          aria-label={`Delete ${row.name} (${row.email})`}
          onClick={() => void onDelete(row)}
        >
          Delete
        </button>
      </div>
    ),
  };

  return (
    <>
      <AdminPageHeader title={title} />
      <FiltersBar label={`Filter ${title}`} filters={filters} onApply={setFilters}>
        <TextField name="search" label="Name, email or reference" type="search" />
        <SelectField name="status" label="Status" options={STATUS_FILTER_OPTIONS} />
      </FiltersBar>
      <DataTable
        caption={title}
        columns={[...columns, actions]}
        rows={data?.rows}
        rowKey={(row) => row._id}
        emptyText={emptyText}
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </>
  );
}
