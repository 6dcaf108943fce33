import type { CheckoutOption, Instalment, PaymentPurpose, PaymentSubject } from './domain/payment-terms';
import type { PaymentRecord } from './schemas/payment.schema';

/**
 * The payments port: how another module (quotes now, renewals next) takes a card payment on the
 * provider's hosted page and is told, once, when a verified provider event says it was paid.
 *
 *   1. `PaymentFulfilments.register(purpose, fulfiller)` once, at module init;
 *   2. `PaymentMandates.save(subject, …)` before a monthly checkout (the Direct Debit mandate);
 *   3. `PaymentCheckout.start(request)` → send the customer to `redirectUrl`;
 *   4. the customer comes back to `<resultPath>/success|failed?payment=&sig=`, whose screen reads
 *      GET /api/v1/payments/{id}/result?sig=.
 */
export interface CheckoutRequest {
  purpose: PaymentPurpose;
  subject: PaymentSubject;
  option: CheckoutOption;
  /** Taken by card now: the annual premium, or a monthly plan's deposit. */
  amountCents: number;
  /** Shown on the hosted page, e.g. 'Comprehensive car insurance, 191-D-12345: annual premium'. */
  description: string;
  customer: { name: string; email: string };
  /** What the customer quotes about the subject: the quote's web reference, the renewed policy's number. */
  subjectReference: string;
  /** The day the cover paid for starts (YYYY-MM-DD), for the result screen to say. */
  coverStartDate: string;
  /** The screen the customer comes back to: `<resultPath>/success` or `<resultPath>/failed`. */
  resultPath: string;
  /** `monthly_deposit` only: the Direct Debits after the deposit (needs the subject's mandate). */
  instalments?: Instalment[];
}

export interface StartedCheckout {
  paymentId: string;
  redirectUrl: string;
}

/** What a verified payment delivered. */
export interface Fulfilment {
  /** What the customer quotes from now on, e.g. the policy number; shown on the result screen. */
  reference: string;
  /** Tells the customer (the confirmation email): called once, by whichever delivery settled the payment. */
  confirm(): Promise<void>;
}

export interface PaymentFulfiller {
  /**
   * Delivers what the payment was for. Called for every verified "paid" event of the purpose, possibly
   * at the same time on several instances, so it must be idempotent. Throw PaymentNotFulfillable when
   * the money cannot simply be accepted: the payment is then held for staff.
   */
  fulfil(payment: PaymentRecord): Promise<Fulfilment>;
}

/** The payment arrived but what it pays for cannot be delivered; the reason is for staff. */
export class PaymentNotFulfillable extends Error {
  override name = 'PaymentNotFulfillable';
}
