import type { EnquiryStatus } from '#src/api/forms';

/** The handling states of a received enquiry, in the order staff move it through them. */
export const STATUSES: readonly EnquiryStatus[] = ['new', 'in progress', 'done'];

const LABELS: Record<EnquiryStatus, string> = { new: 'New', 'in progress': 'In progress', done: 'Done' };

export const statusLabel = (status: EnquiryStatus) => LABELS[status];

export const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: LABELS[status] }));

export const STATUS_FILTER_OPTIONS = [{ value: '', label: 'Any status' }, ...STATUS_OPTIONS];

/** A status from the address bar; anything else means no status filter. */
export const asStatus = (value: string): EnquiryStatus | undefined =>
  STATUSES.find((status) => status === value);
