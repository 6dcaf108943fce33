import type { PaymentsQuery, PaymentStatus } from '../../../api/payments';

export const PAYMENT_FILTERS = ['status', 'from', 'to'] as const;
export type PaymentFilters = Record<(typeof PAYMENT_FILTERS)[number], string>;

export const STATUS_OPTIONS: readonly { value: PaymentStatus | ''; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'pending', label: 'Pending' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'held', label: 'Held for checking' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
];

const isStatus = (value: string): value is PaymentStatus =>
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
