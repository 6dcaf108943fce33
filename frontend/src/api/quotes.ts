import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { accessTokens } from './accessTokens';
import { api } from './client';
import { blobOf } from './files';
import { useApiList } from './list';
import { apiPath } from './paths';

type Schemas = components['schemas'];
export type Quote = Schemas['QuoteDto'];
export type QuoteAnswers = Schemas['QuoteAnswersDto'];
export type QuotePrice = Schemas['QuotePriceDto'];
export type QuoteOptions = Schemas['QuoteFormOptionsDto'];
export type QuoteOption = Schemas['OptionDto'];
export type AddOnOption = Schemas['AddOnOptionDto'];
export type QuotePageName = Schemas['QuotePage'];
export type PaymentOption = Schemas['PaymentOption'];
export type RetrieveQuoteBody = Schemas['RetrieveQuoteDto'];

/** What each page's PUT (and, for the first page, the POST that creates the quote) sends. */
export interface QuotePageBodies {
  your_details: Schemas['YourDetailsDto'];
  your_car: Schemas['YourCarDto'];
  your_driving_history: Schemas['YourDrivingHistoryDto'];
  additional_drivers: Schemas['AdditionalDriversDto'];
  claims: Schemas['ClaimsDto'];
  cover: Schemas['CoverDto'];
}

const QUOTES = '/api/v1/quotes';
const QUOTE_OPTIONS = '/api/v1/quotes/options';
const QUOTE = '/api/v1/quotes/{id}';
/** The hand-off page's summary of paying for a quote (src/api/payments reads it). */
export const QUOTE_CHECKOUT = '/api/v1/payments/quotes/{id}';
export const quoteCheckoutKey = (quoteId: string) => apiPath(QUOTE_CHECKOUT, { id: quoteId });

// ---- the quote's access token

const quoteTokens = accessTokens('ivy.quoteToken.', 'Please retrieve your quote with its web reference.', {
  listOpened: true,
});

/** The access token of a quote this browser tab opened (created, retrieved or resumed), or undefined. */
export const quoteToken = quoteTokens.get;

export const rememberQuoteToken = quoteTokens.remember;

/** Whether this tab holds the quote's token (TokenAccess). */
export const useQuoteAccess = quoteTokens.useAccess;

/** What a page of a quote this tab holds no token of says (the server's words for a call without one). */
export const QUOTE_TOKEN_MISSING = quoteTokens.missingMessage;

/**
 * The header every call about a quote needs after it was opened (`X-Quote-Token`). Without a token
 * the call is not made: it fails as the server would, with an ApiFailure of status 401.
 */
export function quoteTokenHeader(quoteId: string): { 'X-Quote-Token': string } {
  return { 'X-Quote-Token': quoteTokens.required(quoteId) };
}

/** Every call that answers the quote refreshes the one copy screens read (useQuote). */
async function keep(quote: Quote): Promise<Quote> {
  await mutate(apiPath(QUOTE, { id: quote._id }), quote, { revalidate: false });
  return quote;
}

async function open(answer: Promise<{ quote: Quote; accessToken: string }>): Promise<Quote> {
  const { quote, accessToken } = await answer;
  rememberQuoteToken(quote._id, accessToken);
  return keep(quote);
}

// ---- reads

/** Every choice the quote form offers, with its words (getQuoteFormOptions). */
export function useQuoteOptions() {
  return useSWR<QuoteOptions, ApiFailure>(QUOTE_OPTIONS, () => unwrap(api.GET(QUOTE_OPTIONS)));
}

/** A quote this tab holds the token of (getQuote); `null` asks for nothing. */
export function useQuote(id: string | null) {
  return useSWR<Quote, ApiFailure>(id === null ? null : apiPath(QUOTE, { id }), async () => {
    const quoteId = id ?? '';
    const answer = await unwrap(
      api.GET(QUOTE, { params: { path: { id: quoteId }, header: quoteTokenHeader(quoteId) } }),
    );
    return answer.quote;
  });
}

// ---- the journey

/** Starts a quote from its first page; the tab keeps the token it answers (createQuote). */
export async function createQuote(body: QuotePageBodies['your_details']): Promise<Quote> {
  return open(unwrap(api.POST(QUOTES, { body })));
}

const pageSavers: {
  [P in QuotePageName]: (id: string, body: QuotePageBodies[P]) => Promise<{ quote: Quote }>;
} = {
  your_details: (id, body) =>
    unwrap(api.PUT('/api/v1/quotes/{id}/your-details', { params: token(id), body })),
  your_car: (id, body) => unwrap(api.PUT('/api/v1/quotes/{id}/your-car', { params: token(id), body })),
  your_driving_history: (id, body) =>
    unwrap(api.PUT('/api/v1/quotes/{id}/driving-history', { params: token(id), body })),
  additional_drivers: (id, body) =>
    unwrap(api.PUT('/api/v1/quotes/{id}/additional-drivers', { params: token(id), body })),
  claims: (id, body) => unwrap(api.PUT('/api/v1/quotes/{id}/claims', { params: token(id), body })),
  cover: (id, body) => unwrap(api.PUT('/api/v1/quotes/{id}/cover', { params: token(id), body })),
};

function token(id: string) {
  return { path: { id }, header: quoteTokenHeader(id) };
}

/** Saves one whole page of answers; a priced quote goes back to started. */
export async function saveQuotePage<P extends QuotePageName>(
  id: string,
  page: P,
  body: QuotePageBodies[P],
): Promise<Quote> {
  return keep((await pageSavers[page](id, body)).quote);
}

/** Prices the complete answers: quoted, declined or referred (priceQuote). */
export async function priceQuote(id: string): Promise<Quote> {
  return keep((await unwrap(api.POST('/api/v1/quotes/{id}/price', { params: token(id) }))).quote);
}

export async function choosePaymentOption(id: string, paymentOption: PaymentOption): Promise<Quote> {
  const body = { paymentOption };
  return keep(
    (await unwrap(api.PUT('/api/v1/quotes/{id}/payment-option', { params: token(id), body }))).quote,
  );
}

/**
 * "I have read the documents and my answers are correct" (acceptQuoteDocuments): the server records
 * the time and the versions it shows, which the checkout then requires.
 */
export async function acceptQuoteDocuments(id: string): Promise<Quote> {
  const body = { confirmed: true };
  const answer = await unwrap(api.PUT('/api/v1/quotes/{id}/acceptance', { params: token(id), body }));
  // The hand-off page may hold the checkout's earlier refusal: it must ask again, not show that.
  await mutate(quoteCheckoutKey(id), undefined);
  return keep(answer.quote);
}

/** The priced quote's statement of fact as a PDF (downloadQuoteStatement); the token is a header. */
export function downloadQuoteStatement(id: string): Promise<Blob> {
  return blobOf(api.GET('/api/v1/quotes/{id}/statement-of-fact', { params: token(id), parseAs: 'blob' }));
}

/** Save and exit: the server emails a link back to the quote; answers the web reference. */
export async function saveQuoteForLater(id: string): Promise<string> {
  const answer = await unwrap(api.POST('/api/v1/quotes/{id}/save', { params: token(id) }));
  return answer.webReference;
}

/** Opens a quote from the emailed link's token (resumeQuote). */
export async function resumeQuote(id: string, resumeToken: string): Promise<Quote> {
  return open(
    unwrap(
      api.POST('/api/v1/quotes/{id}/resume', { params: { path: { id } }, body: { token: resumeToken } }),
    ),
  );
}

/** Opens a saved quote by web reference plus date of birth or email (retrieveQuote). */
export async function retrieveQuote(body: RetrieveQuoteBody): Promise<Quote> {
  return open(unwrap(api.POST('/api/v1/quotes/retrieve', { body })));
}

// ---- staff

export type QuoteSummary = components['schemas']['QuoteSummaryDto'];
export type QuoteDetail = components['schemas']['QuoteDetailDto'];
export type QuoteEvent = components['schemas']['QuoteEventDto'];
export type QuoteStatus = components['schemas']['QuoteStatus'];
export type QuotesQuery = NonNullable<operations['listQuotes']['parameters']['query']>;

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
