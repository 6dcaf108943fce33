import type Stripe from 'stripe';
import type { VerifiedEvent } from './payment-provider';

export const STRIPE_SIGNATURE_HEADER = 'Stripe-Signature';

function fromSession(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  outcome: VerifiedEvent['outcome'],
): VerifiedEvent {
  const paymentId = session.metadata?.paymentId ?? session.client_reference_id ?? undefined;
  const intent = session.payment_intent;
  return {
    eventId: event.id,
    type: event.type,
    ...(paymentId ? { paymentId } : {}),
    outcome,
    ...(session.amount_total === null ? {} : { amountCents: session.amount_total }),
    ...(session.currency ? { currency: session.currency.toUpperCase() } : {}),
    ...(intent ? { providerPaymentRef: typeof intent === 'string' ? intent : intent.id } : {}),
    ...(outcome === 'failed' ? { failureReason: 'The payment did not go through.' } : {}),
  };
}

/**
 * What a Stripe Checkout event means for our payment. A completed session is paid only when its
 * `payment_status` says so (bank debits complete first and pay later, with an async event); every
 * other event type is recorded and ignored.
 */
export function readStripeEvent(event: Stripe.Event): VerifiedEvent {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return fromSession(event, session, session.payment_status === 'paid' ? 'succeeded' : 'ignored');
    }
    case 'checkout.session.async_payment_succeeded':
      return fromSession(event, event.data.object, 'succeeded');
    case 'checkout.session.async_payment_failed':
      return fromSession(event, event.data.object, 'failed');
    case 'checkout.session.expired':
      return fromSession(event, event.data.object, 'expired');
    default:
      return { eventId: event.id, type: event.type, outcome: 'ignored' };
  }
}
