import type { ComponentType } from 'react';
import { lazyWithTimeout } from '../../app/lazyWithTimeout';

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

export const GetAQuotePage = screen(journey, 'GetAQuotePage');
export const QuotePage = screen(journey, 'QuotePage');
export const QuoteSummaryPage = screen(() => import('./summary/QuoteSummaryPage'), 'QuoteSummaryPage');
export const QuotePaymentOptionsPage = screen(
  () => import('./payment/QuotePaymentOptionsPage'),
  'QuotePaymentOptionsPage',
);
export const RetrieveQuotePage = screen(() => import('./retrieve/RetrieveQuotePage'), 'RetrieveQuotePage');

export const QuotePaymentResultPage = screen(() => import('../payments/pages'), 'QuotePaymentResultPage');
