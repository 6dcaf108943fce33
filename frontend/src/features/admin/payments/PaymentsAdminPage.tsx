import { useState } from 'react';
import { usePayment, usePayments, type PaymentRow } from '#src/api/payments';
import { TextField } from '#src/components/TextField';
import { formatMoney } from '#src/language/money';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { failureMessage } from '#src/language/failure';
import { FiltersBar } from '../shared/FiltersBar';
import { formatDateTime } from '../shared/format';
import { SelectField } from '#src/components/SelectField';
import { useListParams } from '../shared/useListParams';
import { wordFor } from '#src/language/glossary';
import { NEEDS_ACTION, paidFor, PAYMENT_FILTERS, paymentsQuery, STATUS_OPTIONS } from './paymentFilters';

/** /admin/payments: every payment attempt, newest first; a row opens to its provider events. */
export function PaymentsAdminPage() {
  const { page, filters, setPage, setFilters } = useListParams(PAYMENT_FILTERS);
  const { data, error } = usePayments(paymentsQuery(filters, page));
  const [open, setOpen] = useState<string | null>(null);

  const columns: Column<PaymentRow>[] = [
    { header: 'Created', cell: (payment) => formatDateTime(payment.createdAt) },
    { header: 'Customer', cell: (payment) => `${payment.customer.name} (${payment.customer.email})` },
    {
      header: 'For',
      cell: paidFor,
    },
    {
      header: 'Amount',
      cell: (payment) => `${formatMoney(payment.amountCents)} (${wordFor(payment.option)})`,
    },
    {
      header: 'Status',
      cell: (payment) => (
        <>
          {wordFor(payment.status)}
          {NEEDS_ACTION.includes(payment.status) && (
            <>
              {' '}
              <span className="attention-badge">Needs action</span>
            </>
          )}
        </>
      ),
    },
    {
      header: 'Reference or reason',
      cell: (payment) => payment.reference ?? payment.heldReason ?? payment.fulfilmentError ?? '',
    },
    {
      header: 'Details',
      cell: (payment) => (
        <button
          type="button"
          className="row-action"
          aria-expanded={open === payment._id}
          aria-label={`Details of the payment by ${payment.customer.name} at ${formatDateTime(payment.createdAt)}`}
          onClick={() => setOpen(open === payment._id ? null : payment._id)}
        >
          {open === payment._id ? 'Hide' : 'Show'}
        </button>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title="Payments" />
      <FiltersBar label="Filter payments" filters={filters} onApply={setFilters}>
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <TextField name="from" label="Created from" type="date" />
        <TextField name="to" label="Created to" type="date" />
      </FiltersBar>
      <DataTable
        caption="Payments"
        columns={columns}
        rows={data?.data}
        rowKey={(payment) => payment._id}
        emptyText="No Payments Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
        detail={(payment) => (open === payment._id ? <PaymentDetailPanel id={payment._id} /> : null)}
      />
    </>
  );
}

function PaymentDetailPanel({ id }: { id: string }) {
  const { data: payment, error } = usePayment(id);
  if (error) return <p role="alert">{failureMessage(error)}</p>;
  if (!payment) return <p role="status">Loading…</p>;
  return (
    <div>
      <p>
        {payment.description}. Attempt {payment.attempt} through {payment.provider} ({payment.idempotencyKey})
        {payment.checkoutRef ? `, checkout ${payment.checkoutRef}` : ''}
        {payment.paidAmountCents === undefined ? '' : `; paid ${formatMoney(payment.paidAmountCents)}`}
        {payment.failureReason ? `; ${payment.failureReason}` : ''}
      </p>
      {payment.heldReason && (
        <p>
          <strong>Held:</strong> {payment.heldReason}
        </p>
      )}
      {payment.fulfilmentError && (
        <p>
          <strong>
            {payment.status === 'unfulfilled'
              ? 'Not fulfilled yet (retried every minute)'
              : 'Fulfilled after'}{' '}
            {payment.fulfilmentFailures} failed {payment.fulfilmentFailures === 1 ? 'try' : 'tries'}:
          </strong>{' '}
          {payment.fulfilmentError}
          {payment.fulfilmentFailedAt ? ` (last ${formatDateTime(payment.fulfilmentFailedAt)})` : ''}
        </p>
      )}
      <table className="data-table">
        <caption>Provider events</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Event</th>
            <th scope="col">Outcome</th>
            <th scope="col">What it did</th>
          </tr>
        </thead>
        <tbody>
          {payment.events.map((event) => (
            <tr key={event.eventId}>
              <td data-label="Received">{formatDateTime(event.receivedAt)}</td>
              <td data-label="Event">
                <code>{event.type}</code> {event.eventId}
              </td>
              <td data-label="Outcome">{wordFor(event.outcome)}</td>
              <td data-label="What it did">{event.note ?? 'Not settled yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
