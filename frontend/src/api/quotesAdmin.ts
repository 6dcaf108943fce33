import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR from 'swr';
import { api } from './client';
import { useApiList } from './list';
import { apiPath } from './paths';

type Schemas = components['schemas'];
export type QuoteSummary = Schemas['QuoteSummaryDto'];
export type QuoteDetail = Schemas['QuoteDetailDto'];
export type QuoteEvent = Schemas['QuoteEventDto'];
export type QuoteStatus = Schemas['QuoteStatus'];
export type QuotesQuery = NonNullable<operations['listQuotes']['parameters']['query']>;

const QUOTES = '/api/v1/quotes';
const QUOTE_DETAIL = '/api/v1/quotes/{id}/detail';

/** One page of quotes, newest first: search by reference, email or surname; status and days (listQuotes). */
export function useAdminQuotes(filter: QuotesQuery) {
  return useApiList(QUOTES, filter, (query) => unwrap(api.GET(QUOTES, { params: { query } })));
}

/** One quote with its answers, price, history and policy, for staff (getQuoteDetail). */
export function useAdminQuote(id: string) {
  return useSWR<QuoteDetail, ApiFailure>(apiPath(QUOTE_DETAIL, { id }), async () => {
    const answer = await unwrap(api.GET(QUOTE_DETAIL, { params: { path: { id } } }));
    return answer.quote;
  });
}
