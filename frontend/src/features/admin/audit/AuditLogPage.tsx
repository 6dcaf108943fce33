import { useState } from 'react';
import { useAuditEntries, useAuditKnown, type AuditEntry } from '#src/api/audit';
import { TextField } from '#src/components/TextField';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { formatDateTime } from '../shared/format';
import { useListParams } from '../shared/useListParams';
import { AuditDetail } from './AuditDetail';
import { actionWords, AUDIT_FILTERS, auditQuery } from './auditFilters';
import './AuditLog.css';

/** /admin/audit: who changed what, when; a row opens to show the target before and after. */
export function AuditLogPage() {
  const { page, filters, setPage, setFilters } = useListParams(AUDIT_FILTERS);
  const { data, error } = useAuditEntries(auditQuery(filters, page));
  const { data: known } = useAuditKnown();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: Column<AuditEntry>[] = [
    { header: 'When', cell: (entry) => formatDateTime(entry.at) },
    { header: 'Actor', cell: (entry) => `${entry.actor.label} (${entry.actor.type})` },
    {
      header: 'Action',
      cell: (entry) => <span title={entry.action}>{actionWords(entry.action)}</span>,
    },
    { header: 'Target', cell: (entry) => [entry.targetType, entry.targetId].filter(Boolean).join(' ') },
    {
      header: 'Details',
      cell: (entry) => (
        <button
          type="button"
          className="row-action"
          aria-expanded={open.has(entry._id)}
          aria-label={`Details of ${actionWords(entry.action)} at ${formatDateTime(entry.at)}`}
          onClick={() => toggle(entry._id)}
        >
          {open.has(entry._id) ? 'Hide' : 'Show'}
        </button>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title="Audit log" />
      <FiltersBar label="Filter the audit log" filters={filters} onApply={setFilters}>
        <TextField name="actor" label="Actor" placeholder="Email or key name" list="audit-actors" />
        <TextField name="action" label="Action" placeholder="For example, renewal" list="audit-actions" />
        <TextField name="targetType" label="Target type" placeholder="user" />
        <TextField name="from" label="From" type="date" />
        <TextField name="to" label="To" type="date" />
      </FiltersBar>
      {/* Pick-lists that still take part of a name: the API matches words ('renewal'). */}
      <datalist id="audit-actors">
        {known?.actors.map((actor) => (
          <option key={actor} value={actor} />
        ))}
      </datalist>
      <datalist id="audit-actions">
        {known?.actions.map((action) => (
          <option key={action} value={action} label={actionWords(action)} />
        ))}
      </datalist>
      <DataTable
        caption="Audit log entries"
        columns={columns}
        rows={data?.data}
        rowKey={(entry) => entry._id}
        emptyText="No Audit Entries Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
        detail={(entry) => (open.has(entry._id) ? <AuditDetail entry={entry} /> : null)}
      />
    </>
  );
}
