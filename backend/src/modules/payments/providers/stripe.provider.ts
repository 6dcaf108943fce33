import Stripe from 'stripe';
import { AppConfig } from '#src/config/app-config';
import { SIGNATURE_TOLERANCE_SECONDS, WebhookSignatureError } from '../domain/webhook-signature';
import type { PaymentRecord } from '../schemas/payment.schema';
import { PaymentProvider, ReturnLinks, VerifiedEvent } from './payment-provider';
import { readStripeEvent } from './stripe-events';

/** Stripe Checkout through the official SDK: a hosted page per attempt, events verified by the SDK. */
export class StripeProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: AppConfig) {
    super();
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
    }
    this.webhookSecret = config.STRIPE_WEBHOOK_SECRET;
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      telemetry: false,
      ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
      ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
      ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
    });
  }

  async openCheckout(payment: PaymentRecord, links: ReturnLinks) {
    const paymentId = String(payment._id);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        submit_type: 'pay',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: payment.currency.toLowerCase(),
              unit_amount: payment.amountCents,
              product_data: { name: payment.description },
            },
          },
        ],
        customer_email: payment.customer.email,
        client_reference_id: paymentId,
        metadata: { paymentId },
        payment_intent_data: { metadata: { paymentId }, description: payment.description },
        success_url: links.success,
        cancel_url: links.failed,
        expires_at: Math.floor(payment.expiresAt.getTime() / 1000),
      },
      // The same attempt never opens two sessions, whatever retries happen on the way.
      { idempotencyKey: payment.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
    return { redirectUrl: session.url, checkoutRef: session.id };
  }

  async closeCheckout(payment: PaymentRecord): Promise<void> {
    if (payment.checkoutRef) await this.stripe.checkout.sessions.expire(payment.checkoutRef);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined, now: Date): VerifiedEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    return readStripeEvent(event);
  }
}
