import type { CheckoutOption, PaymentResult } from '../../api/payments';

/** SPEC §3 'Payment state': the way of paying, the payment (as the server verified it) and loading. */
export interface PaymentState {
  paymentOption: CheckoutOption | undefined;
  payment: PaymentResult | undefined;
  isLoading: boolean;
}

/** Which screen the return route shows: '/success' or '/failed' as the provider sent the customer. */
export type ReturnOutcome = 'success' | 'failed';

export type ResultScreen =
  /** Waiting for the provider's (verified) word: the record is still pending. */
  | 'confirming'
  | 'succeeded'
  /** Money arrived and staff must act: checked (held), or delivery failed and is retried (unfulfilled). */
  | 'held'
  /** Failed, cancelled, expired, or left on the provider's page: nothing taken, try again. */
  | 'not-completed'
  /** Still pending after the wait: we will email once it is confirmed. */
  | 'unconfirmed'
  /** No such payment, or a link that does not verify. */
  | 'unavailable';

/** How long the success screen waits for the webhook before it stops asking. */
export const CONFIRM_TIMEOUT_MS = 20_000;
export const CONFIRM_POLL_MS = 1_000;

/**
 * The screen follows the verified record only. The route is the provider's say-so, so it matters
 * only while the record is pending: back on '/failed' the customer left the provider's page (nothing
 * is taken until a provider event says so); back on '/success' we wait for the provider's event.
 */
export function resultScreen(
  state: PaymentState,
  { outcome, timedOut, unavailable }: { outcome: ReturnOutcome; timedOut: boolean; unavailable: boolean },
): ResultScreen {
  if (unavailable) return 'unavailable';
  const { payment } = state;
  if (!payment) return 'confirming';
  switch (payment.status) {
    case 'succeeded':
      return 'succeeded';
    case 'held':
    case 'unfulfilled':
      return 'held';
    case 'pending':
      if (outcome === 'failed') return 'not-completed';
      return timedOut ? 'unconfirmed' : 'confirming';
    default:
      return 'not-completed';
  }
}

/** Ask again while the verdict may still change: pending on the success route, within the wait. */
export function pollInterval(
  latest: PaymentResult | undefined,
  outcome: ReturnOutcome,
  timedOut: boolean,
): number {
  const waiting = latest === undefined || latest.status === 'pending';
  return waiting && outcome === 'success' && !timedOut ? CONFIRM_POLL_MS : 0;
}
