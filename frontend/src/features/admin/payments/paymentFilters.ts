import type { PaymentRow, PaymentsQuery, PaymentStatus, PaymentStatusFilter } from '#src/api/payments';
import { wordFor } from '#src/language/glossary';

export const PAYMENT_FILTERS = ['status', 'from', 'to'] as const;
export type PaymentFilters = Record<(typeof PAYMENT_FILTERS)[number], string>;

/** The filter of the sidebar's count and the staff alert's link. */
export const NEEDS_ACTION_FILTER = 'needs_action';

/** Money arrived and the customer has nothing for it yet. */
export const NEEDS_ACTION: readonly PaymentStatus[] = ['held', 'unfulfilled'];

export const STATUS_OPTIONS: readonly { value: PaymentStatusFilter | ''; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: NEEDS_ACTION_FILTER, label: 'Needs action (held or not fulfilled)' },
  ...(['pending', 'succeeded', 'held', 'unfulfilled', 'failed', 'cancelled', 'expired'] as const).map(
    (status) => ({ value: status, label: wordFor(status) }),
  ),
];

/**
 * What a payment is for, as staff know it: the quote's web reference or the renewed policy's number
 * (an id only on payments made before the reference was kept).
 */
export function paidFor(payment: Pick<PaymentRow, 'purpose' | 'subject' | 'subjectReference'>): string {
  const what = payment.subjectReference ?? `${payment.subject.type} ${payment.subject.id}`;
  return `${wordFor(payment.purpose)}, ${what}`;
}

const isStatus = (value: string): value is PaymentStatusFilter =>
  STATUS_OPTIONS.some((option) => option.value !== '' && option.value === value);

/** The filters as kept in the address to the API's query: days are sent as typed ('YYYY-MM-DD'). */
export function paymentsQuery(filters: PaymentFilters, page: number): PaymentsQuery {
  return {
    page,
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    from: filters.from,
    to: filters.to,
  };
}
