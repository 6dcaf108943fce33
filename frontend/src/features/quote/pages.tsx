import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { lazyWithTimeout } from '../../app/lazyWithTimeout';
import { acceptedAssumptions, ASSUMPTIONS_PATH } from './quotePaths';

export { AssumptionsPage } from './assumptions/AssumptionsPage';

/**
 * The quote journey's screens. The assumptions page, where the journey starts, comes with this chunk;
 * the others load as their own chunks on first use, so a driver on a phone downloads the form only
 * when she starts it, and the summary and payment screens only when she reaches them. Moving between
 * steps of the form loads nothing.
 */
function screen<M extends Record<string, ComponentType>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyWithTimeout(async () => ({ default: (await load())[name] }));
}

const journey = () => import('./journey/JourneyPages');

const NewQuotePage = screen(journey, 'NewQuotePage');

/**
 * /get-a-quote: a new quote, once the assumptions are accepted. A visit that has not accepted them goes
 * to them before the form's chunk loads, so the screen it came for paints sooner.
 */
export function GetAQuotePage() {
  const { state } = useLocation();
  if (!acceptedAssumptions(state)) return <Navigate to={ASSUMPTIONS_PATH} replace />;
  return <NewQuotePage />;
}
export const QuotePage = screen(journey, 'QuotePage');
export const QuoteSummaryPage = screen(() => import('./summary/QuoteSummaryPage'), 'QuoteSummaryPage');
export const QuotePaymentOptionsPage = screen(
  () => import('./payment/QuotePaymentOptionsPage'),
  'QuotePaymentOptionsPage',
);
export const RetrieveQuotePage = screen(() => import('./retrieve/RetrieveQuotePage'), 'RetrieveQuotePage');

export const QuotePaymentResultPage = screen(() => import('../payments/pages'), 'QuotePaymentResultPage');
