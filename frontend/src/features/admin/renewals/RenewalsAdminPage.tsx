import { Link } from 'react-router-dom';
import { deleteRenewal, useRenewals, type RenewalRow } from '#src/api/renewals';
import { TextField } from '#src/components/TextField';
import { formatMoney } from '#src/language/money';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { SelectField } from '#src/components/SelectField';
import { useListParams } from '../shared/useListParams';
import { confirmDelete } from '../shared/rowActions';
import {
  RENEWAL_FILTERS,
  renewalAdminPath,
  RENEWALS_IMPORT,
  renewalsQuery,
  STATUS_LABELS,
  STATUS_OPTIONS,
} from './renewalFilters';
import { formatDate } from '#src/language/dates';

/** /admin/renewals: renewals by renewal date, searched and filtered, each opening to its page. */
export function RenewalsAdminPage() {
  const { page, filters, setPage, setFilters } = useListParams(RENEWAL_FILTERS);
  const { data, error } = useRenewals(renewalsQuery(filters, page));

  const onDelete = async (renewal: RenewalRow) => {
    const deleted = await confirmDelete('Renewal', `The renewal of policy ${renewal.policyNumber}`, () =>
      deleteRenewal(renewal._id),
    );
    if (deleted && data?.data.length === 1 && page > 0) setPage(page - 1);
  };

  const columns: Column<RenewalRow>[] = [
    { header: 'Policy number', cell: (renewal) => renewal.policyNumber },
    { header: 'Customer', cell: (renewal) => `${renewal.customerName} (${renewal.email})` },
    { header: 'Car', cell: (renewal) => `${renewal.vehicle}, ${renewal.registration}` },
    { header: 'Renewal date', cell: (renewal) => formatDate(renewal.renewalDate) },
    { header: 'Premium', cell: (renewal) => formatMoney(renewal.renewalPremiumCents) },
    { header: 'Status', cell: (renewal) => STATUS_LABELS[renewal.status] },
    {
      header: 'Actions',
      cell: (renewal) => (
        <div className="row-actions">
          <Link
            className="row-action"
            to={renewalAdminPath(renewal._id)}
            aria-label={`View the renewal of ${renewal.policyNumber}`}
          >
            View
          </Link>
          <button
            type="button"
            className="row-action row-action--danger"
            aria-label={`Delete the renewal of ${renewal.policyNumber}`}
            onClick={() => void onDelete(renewal)}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title="Renewals">
        <Link className="button button--primary" to={RENEWALS_IMPORT}>
          Import
        </Link>
      </AdminPageHeader>
      <FiltersBar label="Filter renewals" filters={filters} onApply={setFilters}>
        <TextField name="search" label="Policy number, name, email or registration" type="search" />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <TextField name="month" label="Renewal month" type="month" />
      </FiltersBar>
      <DataTable
        caption="Renewals"
        columns={columns}
        rows={data?.data}
        rowKey={(renewal) => renewal._id}
        emptyText="No Renewals Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </>
  );
}
