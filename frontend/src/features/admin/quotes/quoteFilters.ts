import type { QuoteEvent, QuoteStatus, QuotesQuery } from '#src/api/quotes';
import { wordFor } from '#src/language/glossary';

export const QUOTE_FILTERS = ['search', 'status', 'from', 'to'] as const;
export type QuoteFilters = Record<(typeof QUOTE_FILTERS)[number], string>;

const STATUSES: readonly QuoteStatus[] = ['started', 'quoted', 'declined', 'referred', 'purchased'];

// In the glossary's words, as statistics say them ('purchased' is 'Bought').
export const quoteStatusLabel = (status: QuoteStatus) => wordFor(status);

export const QUOTE_STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...STATUSES.map((value) => ({ value, label: quoteStatusLabel(value) })),
];

const knownStatus = (value: string): QuoteStatus | undefined => STATUSES.find((status) => status === value);

/**
 * The filters as kept in the address, for the API: the search box takes a web reference, an email or a
 * surname as typed; a status the list does not know (an edited address) is left out.
 */
export function quotesQuery(filters: QuoteFilters, page: number): QuotesQuery {
  const status = knownStatus(filters.status);
  return { page, search: filters.search, ...(status ? { status } : {}), from: filters.from, to: filters.to };
}

const EVENT_LABELS: Record<QuoteEvent['type'], string> = {
  created: 'Created',
  page_updated: 'Page answered',
  priced: 'Priced',
  repriced: 'Priced again',
  validity_extended: 'Price validity extended',
  retrieved: 'Retrieved',
  saved: 'Saved, resume link emailed',
  resumed: 'Resumed from the link',
  payment_option: 'Payment option chosen',
  documents_accepted: 'Documents read and answers confirmed',
  purchased: 'Bought',
};

export const quoteEventLabel = (type: QuoteEvent['type']) => EVENT_LABELS[type];
