import type { CardSummary, ProviderName } from '../domain/payment-terms';
import type { EventOutcome } from '../schemas/payment-event.schema';
import type { PaymentRecord } from '../schemas/payment.schema';

/** A provider event whose signature checked out, in our words. */
export interface VerifiedEvent {
  eventId: string;
  /** The provider's own name for it. */
  type: string;
  /** Ours, from the metadata we gave the provider; absent on events that are not about our payments. */
  paymentId?: string;
  outcome: EventOutcome;
  amountCents?: number;
  currency?: string;
  providerPaymentRef?: string;
  card?: CardSummary;
  failureReason?: string;
}

/** Where the provider sends the customer back (absolute URLs). */
export interface ReturnLinks {
  success: string;
  failed: string;
}

/** The payments port's provider side: the sandbox page by default, Stripe Checkout by configuration. */
export abstract class PaymentProvider {
  abstract readonly name: ProviderName;

  /** Opens the provider's hosted page for the payment; the customer is sent to `redirectUrl`. */
  abstract openCheckout(
    payment: PaymentRecord,
    links: ReturnLinks,
  ): Promise<{ redirectUrl: string; checkoutRef?: string }>;

  /** Closes a page the customer left for a new attempt, so it cannot take money any more. */
  abstract closeCheckout(payment: PaymentRecord): Promise<void>;

  /** Checks the signature over the exact bytes received; throws WebhookSignatureError. */
  abstract verifyWebhook(rawBody: Buffer, signature: string | undefined, now: Date): VerifiedEvent;
}
