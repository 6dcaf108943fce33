import type { EnquiryResource } from '#src/api/forms';
import { TextField } from '#src/components/TextField';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { SelectField } from '#src/components/SelectField';
import { actionsColumn, confirmDelete } from '../shared/rowActions';
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
    const deleted = await confirmDelete(noun, `${row.name} (${row.email})`, () => resource.remove(row._id));
    // The last row of the last page is gone: show the page before, not an empty one.
    if (deleted && data?.rows.length === 1 && page > 0) setPage(page - 1);
  };

  const actions = actionsColumn<T>({
    label: (row) => `${row.name} (${row.email})`,
    openPath: (row) => viewPath(row._id),
    openText: viewLabel,
    onDelete: (row) => void onDelete(row),
  });

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
