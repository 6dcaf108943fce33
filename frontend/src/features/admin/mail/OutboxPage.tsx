import { useState } from 'react';
import { useOutbox, type OutboxMail } from '#src/api/mail';
import { TextField } from '#src/components/TextField';
import { email } from '#src/components/validators';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { formatDateTime } from '../shared/format';
import { useListParams } from '../shared/useListParams';
import { MailViewer } from './MailViewer';
import './Outbox.css';

const FILTERS = ['to'] as const;

/** /admin/outbox: the mail the local outbox transport kept instead of sending (DESIGN §6). */
export function OutboxPage() {
  const { page, filters, setPage, setFilters } = useListParams(FILTERS);
  const { data, error } = useOutbox({ page, to: filters.to });
  const [reading, setReading] = useState<OutboxMail | null>(null);

  const columns: Column<OutboxMail>[] = [
    { header: 'To', cell: (mail) => mail.to },
    { header: 'Subject', cell: (mail) => mail.subject },
    { header: 'Sent', cell: (mail) => formatDateTime(mail.createdAt) },
    {
      header: 'Actions',
      cell: (mail) => (
        <button
          type="button"
          className="row-action"
          aria-label={`View "${mail.subject}" to ${mail.to}`}
          onClick={() => setReading(mail)}
        >
          View
        </button>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title="Outbox" />
      <FiltersBar label="Filter the outbox" filters={filters} onApply={setFilters}>
        <TextField name="to" label="To" type="email" validate={email} />
      </FiltersBar>
      <DataTable
        caption="Mail in the outbox"
        columns={columns}
        rows={data?.data}
        rowKey={(mail) => mail._id}
        emptyText="No Mail Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
      {reading ? <MailViewer mail={reading} onClose={() => setReading(null)} /> : null}
    </>
  );
}
