import { unwrap, type ApiFailure, type components, type operations } from '@ivy/api-client';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { useApiList } from './list';
import { apiPath } from './paths';
import { QUOTE_CHECKOUT, quoteCheckoutKey, quoteTokenHeader } from './quotes';

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

/**
 * A payment's verified result for the holder of the return link (getPaymentResult), asked again every
 * `pollMs` while that says to (0: not again).
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
  return useSWR<PaymentResult, ApiFailure>(
    key,
    async () => {
      const answer = await unwrap(
        api.GET(PAYMENT_RESULT, { params: { path: { id: paymentId ?? '' }, query: { sig } } }),
      );
      return answer.payment;
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
