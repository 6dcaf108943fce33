import type { RenewalsQuery, RenewalStatus } from '#src/api/renewals';

export const RENEWAL_FILTERS = ['search', 'status', 'month'] as const;
export type RenewalFilters = Record<(typeof RENEWAL_FILTERS)[number], string>;

export const STATUS_LABELS: Record<RenewalStatus, string> = {
  imported: 'Imported',
  invited: 'Invited',
  viewed: 'Viewed',
  paid: 'Paid',
  lapsed: 'Lapsed',
};

export const STATUS_OPTIONS: readonly { value: RenewalStatus | ''; label: string }[] = [
  { value: '', label: 'Any status' },
  ...(Object.entries(STATUS_LABELS) as [RenewalStatus, string][]).map(([value, label]) => ({ value, label })),
];

const isStatus = (value: string): value is RenewalStatus => value in STATUS_LABELS;

/** The filters as kept in the address to the API's query; a month is 'YYYY-MM' as the month input gives it. */
export function renewalsQuery(filters: RenewalFilters, page: number): RenewalsQuery {
  return {
    page,
    search: filters.search,
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    ...(/^\d{4}-\d{2}$/.test(filters.month) ? { month: filters.month } : {}),
  };
}

export const RENEWALS_ADMIN = '/admin/renewals';
export const RENEWALS_IMPORT = '/admin/renewals/import';
export const renewalAdminPath = (id: string) => `/admin/renewals/${id}`;
