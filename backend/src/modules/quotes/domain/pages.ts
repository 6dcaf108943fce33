/** The quote form's pages (SPEC section 3), answered in order, each saved whole. */
export const QUOTE_PAGES = [
  'your_details',
  'your_car',
  'your_driving_history',
  'additional_drivers',
  'claims',
  'cover',
] as const;
export type QuotePage = (typeof QUOTE_PAGES)[number];

/** started → quoted | declined | referred → purchased (from quoted only). */
export const QUOTE_STATUSES = ['started', 'quoted', 'declined', 'referred', 'purchased'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** How the current price came about: the journey, a re-price on retrieval, or staff (and demo data). */
export const QUOTE_SOURCES = ['web', 'retrieve', 'admin'] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];

export const PAYMENT_OPTIONS = ['annual', 'monthly'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export function missingPages(answers: Partial<Record<QuotePage, unknown>>): QuotePage[] {
  return QUOTE_PAGES.filter((page) => answers[page] === undefined);
}
