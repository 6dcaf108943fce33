import type Stripe from 'stripe';
import { readStripeEvent } from './stripe-events';

const session = (changes: Partial<Stripe.Checkout.Session> = {}) =>
  ({
    id: 'cs_test_1',
    object: 'checkout.session',
    amount_total: 52_345,
    currency: 'eur',
    metadata: { paymentId: '665f1c2b9d3e4a0012345678' },
    client_reference_id: '665f1c2b9d3e4a0012345678',
    payment_status: 'paid',
    payment_intent: 'pi_1',
    ...changes,
  }) as Stripe.Checkout.Session;

const event = (type: string, object: unknown) =>
  ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event;

describe('reading Stripe Checkout events', () => {
  it('takes a paid completed session as our payment succeeded, with the amount in upper-case currency', () => {
    expect(readStripeEvent(event('checkout.session.completed', session()))).toEqual({
      eventId: 'evt_1',
      type: 'checkout.session.completed',
      paymentId: '665f1c2b9d3e4a0012345678',
      outcome: 'succeeded',
      amountCents: 52_345,
      currency: 'EUR',
      providerPaymentRef: 'pi_1',
    });
  });

  it('waits for the money of a completed but unpaid session, and reads the async outcomes and expiry', () => {
    const unpaid = session({ payment_status: 'unpaid' });
    expect(readStripeEvent(event('checkout.session.completed', unpaid)).outcome).toBe('ignored');
    expect(readStripeEvent(event('checkout.session.async_payment_succeeded', session())).outcome).toBe(
      'succeeded',
    );
    expect(readStripeEvent(event('checkout.session.async_payment_failed', unpaid))).toMatchObject({
      outcome: 'failed',
      failureReason: 'The payment did not go through.',
    });
    expect(readStripeEvent(event('checkout.session.expired', unpaid)).outcome).toBe('expired');
  });

  it('finds our id in the client reference when metadata is missing, and ignores other events', () => {
    const bare = session({ metadata: null });
    expect(readStripeEvent(event('checkout.session.completed', bare)).paymentId).toBe(
      '665f1c2b9d3e4a0012345678',
    );
    expect(readStripeEvent(event('customer.created', { id: 'cus_1' }))).toEqual({
      eventId: 'evt_1',
      type: 'customer.created',
      outcome: 'ignored',
    });
  });
});
