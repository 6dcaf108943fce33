import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import { useRef } from 'react';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { useApiList } from './list';
import { apiPath } from './paths';
import { QUOTE_CHECKOUT, quoteCheckoutKey, quoteToken, quoteTokenHeader } from './quotes';
import { renewalToken } from './renewals';

type Schemas = components['schemas'];
export type QuoteCheckout = Schemas['QuoteCheckoutDto'];
export type CheckoutOption = Schemas['CheckoutOption'];
export type Mandate = Schemas['MandateDto'];
export type MandateBody = Schemas['SaveMandateDto'];
export type PaymentResult = Schemas['PaymentResultDto'];
export type Instalment = Schemas['InstalmentDto'];

const PAYMENT_RESULT = '/api/v1/payments/{id}/result';

/** What paying for a quote involves, for the hand-off page (getQuoteCheckout); `null` asks for nothing. */
export function useQuoteCheckout(quoteId: string | null) {
  return useSWR<QuoteCheckout, ApiFailure>(quoteId === null ? null : quoteCheckoutKey(quoteId), async () => {
    const id = quoteId ?? '';
    const answer = await unwrap(
      api.GET(QUOTE_CHECKOUT, { params: { path: { id }, header: quoteTokenHeader(id) } }),
    );
    return answer.checkout;
  });
}

/** Gives the Direct Debit mandate for a monthly plan (saveQuoteMandate); the hand-off page then shows it. */
export async function saveQuoteMandate(quoteId: string, body: MandateBody): Promise<Mandate> {
  const { mandate } = await unwrap(
    api.PUT('/api/v1/payments/quotes/{id}/mandate', {
      params: { path: { id: quoteId }, header: quoteTokenHeader(quoteId) },
      body,
    }),
  );
  await mutate(quoteCheckoutKey(quoteId));
  return mandate;
}

/** Opens the provider's hosted page for the quote (startQuoteCheckout); answers where to send the customer. */
export async function startQuoteCheckout(quoteId: string, option: CheckoutOption): Promise<string> {
  const answer = await unwrap(
    api.POST('/api/v1/payments/checkout', {
      params: { header: quoteTokenHeader(quoteId) },
      body: { quoteId, option },
    }),
  );
  return answer.redirectUrl;
}

type SubjectTokenHeader = { 'X-Quote-Token'?: string; 'X-Renewal-Token'?: string };

/** The token this tab holds for what a payment is for: the result names the person only to its holder. */
function subjectTokenHeader(subject: PaymentResult['subject']): SubjectTokenHeader {
  const token = subject.type === 'quote' ? quoteToken(subject.id) : renewalToken(subject.id);
  if (token === undefined) return {};
  return subject.type === 'quote' ? { 'X-Quote-Token': token } : { 'X-Renewal-Token': token };
}

/**
 * A payment's verified result for the holder of the return link (getPaymentResult), asked again every
 * `pollMs` while that says to (0: not again). The link alone answers the outcome and what the payment
 * is for; the tab's token for that quote or renewal then opens the details.
 */
export function usePaymentResult(
  paymentId: string | null,
  sig: string,
  pollMs: (latest: PaymentResult | undefined) => number,
) {
  const key =
    paymentId === null
      ? null
      : `${apiPath(PAYMENT_RESULT, { id: paymentId })}?${new URLSearchParams({ sig })}`;
  const sent = useRef<SubjectTokenHeader>({});
  return useSWR<PaymentResult, ApiFailure>(
    key,
    async () => {
      const ask = async (header: SubjectTokenHeader) => {
        const params = { path: { id: paymentId ?? '' }, query: { sig }, header };
        return (await unwrap(api.GET(PAYMENT_RESULT, { params }))).payment;
      };
      const hadToken = Object.keys(sent.current).length > 0;
      const answer = await ask(sent.current);
      sent.current = subjectTokenHeader(answer.subject);
      return hadToken || Object.keys(sent.current).length === 0 ? answer : ask(sent.current);
    },
    { refreshInterval: pollMs },
  );
}

// ---- staff

export type PaymentRow = Schemas['PaymentRowDto'];
export type PaymentDetail = Schemas['PaymentDetailDto'];
export type PaymentStatus = Schemas['PaymentStatus'];

export type PaymentStatusFilter = Schemas['PaymentStatusFilter'];
export type PaymentsQuery = NonNullable<operations['listPayments']['parameters']['query']>;

const PAYMENTS = '/api/v1/payments';
const PAYMENT = '/api/v1/payments/{id}';
const NEEDING_ACTION = '/api/v1/payments/needing-action';
/** Staff see a new one within this long on any admin screen. */
const NEEDING_ACTION_POLL_MS = 60_000;

/** How many payments took money and gave the customer nothing yet (countPaymentsNeedingAction). */
export function usePaymentsNeedingAction() {
  return useSWR<number, ApiFailure>(
    NEEDING_ACTION,
    async () => (await unwrap(api.GET(NEEDING_ACTION))).count,
    { refreshInterval: NEEDING_ACTION_POLL_MS },
  );
}

/** One page of payments, newest first, by status and creation day (listPayments). */
export function usePayments(filter: PaymentsQuery) {
  return useApiList(PAYMENTS, filter, (query) => unwrap(api.GET(PAYMENTS, { params: { query } })));
}

/** One payment with every provider event it received (getPayment); `null` asks for nothing. */
export function usePayment(id: string | null) {
  return useSWR<PaymentDetail, ApiFailure>(id === null ? null : apiPath(PAYMENT, { id }), async () => {
    const answer = await unwrap(api.GET(PAYMENT, { params: { path: { id: id ?? '' } } }));
    return answer.payment;
  });
}
