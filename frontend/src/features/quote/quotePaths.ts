import type { Quote } from '../../api/quotes';
import { hasOutcome, reachableStep } from './quoteSteps';

/** The journey's own addresses in the site; screens go through these rather than writing paths. */
export const ASSUMPTIONS_PATH = '/assumptions';
export const NEW_QUOTE_PATH = '/get-a-quote';
export const RETRIEVE_QUOTE_PATH = '/retrieve-a-quote';
export const DRIVER_NUMBER_HELP_PATH = '/driver-number-requirements';

/** The query parameters the journey reads. */
export const STEP_PARAM = 'step';
export const QUOTE_PARAM = 'quote';
/** The emailed resume link's token (`/get-a-quote/{id}?token=...`), dropped from the URL once used. */
export const RESUME_TOKEN_PARAM = 'token';

const withQuote = (path: string, quoteId: string) =>
  `${path}?${new URLSearchParams({ [QUOTE_PARAM]: quoteId })}`;

export const quoteStepPath = (quoteId: string, step: number) =>
  `${NEW_QUOTE_PATH}/${encodeURIComponent(quoteId)}?${new URLSearchParams({ [STEP_PARAM]: String(step) })}`;

export const quoteSummaryPath = (quoteId: string) => withQuote(`${NEW_QUOTE_PATH}/summary`, quoteId);

export const quotePaymentOptionsPath = (quoteId: string) =>
  withQuote(`${NEW_QUOTE_PATH}/payment-options`, quoteId);

/** The hand-off to the payments screens ('Pay'), which belong to the payments feature. */
export const quotePaymentPath = (quoteId: string) => withQuote(`${NEW_QUOTE_PATH}/payment`, quoteId);

export const retrieveQuotePath = (webReference?: string) =>
  webReference ? `${RETRIEVE_QUOTE_PATH}/${encodeURIComponent(webReference)}` : RETRIEVE_QUOTE_PATH;

/** Where an opened quote picks up: its summary once it has an outcome, else its first unanswered page. */
export function resumePath(quote: Quote): string {
  return hasOutcome(quote)
    ? quoteSummaryPath(quote._id)
    : quoteStepPath(quote._id, reachableStep(undefined, quote));
}

/**
 * Router state carried from the assumptions page's Accept to a new quote (SPEC §2: the assumptions
 * are accepted before an online quote). History keeps it through a reload of the page.
 */
export const ASSUMPTIONS_ACCEPTED = { assumptionsAccepted: true } as const;

export const acceptedAssumptions = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  'assumptionsAccepted' in state &&
  state.assumptionsAccepted === true;
