import type { Quote, QuotePageName } from '../../api/quotes';

export interface QuoteStep {
  /** Numbered from 1, as the driver sees them (SPEC §4). */
  number: number;
  page: QuotePageName;
  title: string;
}

// The driver's own record (claims) comes straight after her driving history, before other drivers.
const ORDER: readonly Omit<QuoteStep, 'number'>[] = [
  { page: 'your_details', title: 'Your details' },
  { page: 'your_car', title: 'Your car' },
  { page: 'your_driving_history', title: 'Your driving history' },
  { page: 'claims', title: 'Your claims' },
  { page: 'additional_drivers', title: 'Other drivers' },
  { page: 'cover', title: 'Your cover' },
];

export const QUOTE_STEPS: readonly QuoteStep[] = ORDER.map((step, index) => ({ ...step, number: index + 1 }));
export const FIRST_STEP = 1;
export const LAST_STEP = QUOTE_STEPS.length;

export function stepFor(number: number): QuoteStep {
  return QUOTE_STEPS[Math.min(Math.max(number, FIRST_STEP), LAST_STEP) - 1];
}

export function stepOfPage(page: QuotePageName): number {
  return QUOTE_STEPS.find((step) => step.page === page)?.number ?? FIRST_STEP;
}

/** The first step whose page the server still lacks, or undefined when every page is answered. */
export function firstMissingStep(missingPages: readonly QuotePageName[]): number | undefined {
  const steps = missingPages.map(stepOfPage);
  return steps.length === 0 ? undefined : Math.min(...steps);
}

/** A step number from the URL ('?step=3'), or undefined when it is not one. */
export function parseStep(text: string | null): number | undefined {
  const step = Number(text);
  return text !== null && Number.isInteger(step) && step >= FIRST_STEP && step <= LAST_STEP
    ? step
    : undefined;
}

/**
 * The step to show: the one asked for, but never past the first unanswered page (each page builds on
 * the ones before it). Without a quote only the first page can be answered.
 */
export function reachableStep(requested: number | undefined, quote: Pick<Quote, 'missingPages'> | undefined) {
  if (!quote) return FIRST_STEP;
  const limit = firstMissingStep(quote.missingPages) ?? LAST_STEP;
  return Math.min(requested ?? limit, limit);
}

/** Every page is answered, so the answers can be priced. */
export function isComplete(quote: Pick<Quote, 'missingPages'> | undefined): boolean {
  return quote !== undefined && quote.missingPages.length === 0;
}

/** A quote with an outcome (quoted, declined, referred or bought) is shown on the summary. */
export function hasOutcome(quote: Pick<Quote, 'status'>): boolean {
  return quote.status !== 'started';
}
