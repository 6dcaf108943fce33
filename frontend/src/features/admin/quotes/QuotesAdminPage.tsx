import { CertificateSearch } from './CertificateSearch';
import { Link } from 'react-router-dom';
import { useAdminQuotes, type QuoteSummary } from '#src/api/quotes';
import { TextField } from '#src/components/TextField';
import { formatMoney } from '#src/language/money';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { formatDateTime } from '../shared/format';
import { SelectField } from '#src/components/SelectField';
import { useListParams } from '../shared/useListParams';
import { adminQuotePath } from './quoteAdminPaths';
import { QUOTE_FILTERS, QUOTE_STATUS_OPTIONS, quoteStatusLabel, quotesQuery } from './quoteFilters';

const columns: Column<QuoteSummary>[] = [
  {
    header: 'Reference',
    cell: (quote) => (
      <Link to={adminQuotePath(quote._id)} aria-label={`Open quote ${quote.webReference}`}>
        {quote.webReference}
      </Link>
    ),
  },
  { header: 'Created', cell: (quote) => formatDateTime(quote.createdAt) },
  { header: 'Proposer', cell: (quote) => `${quote.firstName} ${quote.lastName}` },
  { header: 'Email', cell: (quote) => quote.email },
  { header: 'Status', cell: (quote) => quoteStatusLabel(quote.status) },
  { header: 'Area', cell: (quote) => quote.area ?? '' },
  {
    header: 'Annual price',
    cell: (quote) => (quote.totalCents === null ? '' : formatMoney(quote.totalCents)),
  },
  { header: 'Policy', cell: (quote) => quote.policyNumber ?? '' },
];

/** /admin/quotes: every quote, newest first; the reference opens the quote. */
export function QuotesAdminPage() {
  const { page, filters, setPage, setFilters } = useListParams(QUOTE_FILTERS);
  const { data, error } = useAdminQuotes(quotesQuery(filters, page));
  return (
    <>
      <AdminPageHeader title="Quotes" />
      <CertificateSearch />
      <FiltersBar label="Filter quotes" filters={filters} onApply={setFilters}>
        <TextField name="search" label="Web reference, email or surname" type="search" />
        <SelectField name="status" label="Status" options={QUOTE_STATUS_OPTIONS} />
        <TextField name="from" label="Created from" type="date" />
        <TextField name="to" label="Created to" type="date" />
      </FiltersBar>
      <DataTable
        caption="Quotes"
        columns={columns}
        rows={data?.data}
        rowKey={(quote) => quote._id}
        emptyText="No Quotes Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </>
  );
}
