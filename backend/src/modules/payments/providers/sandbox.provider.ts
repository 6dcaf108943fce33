import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '#src/common/crypto/tokens';
import type { CardSummary } from '../domain/payment-terms';
import { signatureHeader, verifySignatureHeader, WebhookSignatureError } from '../domain/webhook-signature';
import type { EventOutcome } from '../schemas/payment-event.schema';
import type { PaymentRecord } from '../schemas/payment.schema';
import { SANDBOX_PAGE_PREFIX } from '#src/common/http/routing';
import { PaymentProvider, VerifiedEvent } from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'Ivy-Sandbox-Signature';

const SANDBOX_EVENT_TYPES = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.cancelled': 'cancelled',
} as const satisfies Record<string, EventOutcome>;
export type SandboxEventType = keyof typeof SANDBOX_EVENT_TYPES;

/** The webhook the sandbox page posts, shaped like a provider's: an event id, a type, the data. */
export interface SandboxEvent {
  id: string;
  type: SandboxEventType;
  created: number;
  data: {
    paymentId: string;
    amountCents?: number;
    currency?: string;
    card?: CardSummary;
    reason?: string;
  };
}

function isSandboxEvent(value: unknown): value is SandboxEvent {
  const event = value as Partial<SandboxEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    event.type in SANDBOX_EVENT_TYPES &&
    typeof event.data?.paymentId === 'string'
  );
}

/**
 * The offline provider: its hosted page is served by this app (sandbox/), and its webhooks are
 * signed with SANDBOX_SIGNING_SECRET in Stripe's scheme. The page's address carries the checkout's own
 * secret, derived from that secret, as a real provider's session URL does: the payment's id alone is
 * guessable, and whoever holds the page can pay, cancel and reach the result.
 */
export class SandboxProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly secret: string) {
    super();
  }

  async openCheckout(payment: PaymentRecord) {
    return { redirectUrl: `/${SANDBOX_PAGE_PREFIX}/${this.checkoutPath(String(payment._id))}` };
  }

  /** The page's address under the sandbox prefix: `<id>/<key>`. */
  checkoutPath(paymentId: string): string {
    return `${paymentId}/${this.pageKey(paymentId)}`;
  }

  pageKeyMatches(paymentId: string, key: string): boolean {
    return safeEqual(key, this.pageKey(paymentId));
  }

  private pageKey(paymentId: string): string {
    return createHmac('sha256', this.secret).update(`sandbox-page:${paymentId}`).digest('base64url');
  }

  /** Nothing to do: the page itself refuses a payment that is no longer pending. */
  async closeCheckout(): Promise<void> {}

  /** The event the page sends, signed as of `now`. */
  event(type: SandboxEventType, data: SandboxEvent['data'], now: Date): { body: string; signature: string } {
    const created = Math.floor(now.getTime() / 1000);
    const event: SandboxEvent = { id: `evt_sbx_${randomBytes(12).toString('hex')}`, type, created, data };
    const body = JSON.stringify(event);
    return { body, signature: signatureHeader(body, this.secret, created) };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined, now: Date): VerifiedEvent {
    verifySignatureHeader(rawBody, signature, this.secret, Math.floor(now.getTime() / 1000));
    let event: unknown;
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookSignatureError('The webhook body is not JSON.');
    }
    if (!isSandboxEvent(event))
      throw new WebhookSignatureError('The webhook is not a sandbox payment event.');
    const { paymentId, amountCents, currency, card, reason } = event.data;
    return {
      eventId: event.id,
      type: event.type,
      paymentId,
      outcome: SANDBOX_EVENT_TYPES[event.type],
      ...(amountCents === undefined ? {} : { amountCents }),
      ...(currency === undefined ? {} : { currency }),
      ...(card ? { card: { brand: card.brand, last4: card.last4 } } : {}),
      ...(reason ? { failureReason: reason } : {}),
    };
  }
}
