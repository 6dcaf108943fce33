/** The vocabulary of a payment record: why it is taken, for what, how, and where it stands. */

/**
 * A new policy bought from a quote, a renewal, or the additional premium of a mid-term change (each
 * through the same port).
 */
export const PAYMENT_PURPOSES = ['new_policy', 'renewal', 'adjustment'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * The card payment on the hosted page: the whole amount due (a year's premium, a change's additional
 * premium), or the deposit of a monthly plan.
 */
export const CHECKOUT_OPTIONS = ['annual', 'monthly_deposit'] as const;
export type CheckoutOption = (typeof CHECKOUT_OPTIONS)[number];

/**
 * pending → succeeded | failed | cancelled | expired, each set only by a verified provider event (or
 * the expiry sweep). `held`: money arrived that we cannot simply accept (the wrong amount, a quote no
 * longer for sale): staff look at it and the customer is told we will be in touch. `unfulfilled`:
 * money arrived but delivering what it pays for failed (a fault, not a refusal): it is tried again
 * until it succeeds, and staff are told meanwhile.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'expired',
  'held',
  'unfulfilled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses that mean the customer's money arrived: a new attempt for the subject is refused. */
export const PAID_STATUSES: readonly PaymentStatus[] = ['succeeded', 'held', 'unfulfilled'];

/** Money arrived and a verified event settled it for good: a paid event changes nothing more. */
export const SETTLED_STATUSES: readonly PaymentStatus[] = ['succeeded', 'held'];

/** Money arrived and the customer has nothing for it yet: staff must act (the admin list and count). */
export const NEEDS_ACTION_STATUSES: readonly PaymentStatus[] = ['held', 'unfulfilled'];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type ProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const CURRENCY = 'EUR';

/** What is being paid for, e.g. `{type: 'quote', id}`; the purpose says what paying it delivers. */
export interface PaymentSubject {
  type: string;
  id: string;
}

/** One direct debit of a monthly plan. */
export type { Instalment } from '../../rating';

export interface CardSummary {
  brand: string;
  last4: string;
}
