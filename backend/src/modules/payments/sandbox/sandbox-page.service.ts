import { Injectable, Logger } from '@nestjs/common';
import { API_PREFIX } from '#src/common/http/routing';
import { Clock } from '#src/common/time/clock';
import { BrandService } from '#src/config/brand';
import { dublinDate } from '#src/common/time/dates';
import { checkCard, CardForm, CheckedCard } from '../domain/cards';
import { PAID_STATUSES } from '../domain/payment-terms';
import { PaymentsRepository } from '../payments.repository';
import { PaymentProvider } from '../providers/payment-provider';
import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxEvent,
  SandboxEventType,
  SandboxProvider,
} from '../providers/sandbox.provider';
import { ResultLinks } from '../result-links.service';
import type { PaymentRecord } from '../schemas/payment.schema';
import { cardPage, challengePage, closedPage, PageContext } from './sandbox-html';
import { SANDBOX_CHALLENGE_CODE, SANDBOX_CHALLENGE_TRIES, sandboxOutcome } from './test-cards';

/** What the page answers: a screen, or the way back to the shop. */
export type SandboxAnswer = { status: number; html: string } | { redirect: string };

/** Where this app itself listens for the request being served: the sandbox posts its webhook there. */
export interface SelfAddress {
  host: string;
  port: number;
}

const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The sandbox provider's hosted page. Like a real provider it knows nothing of quotes: it takes a
 * card for a pending payment, tells the shop what happened with a signed webhook (the only thing the
 * shop trusts), then sends the customer back to the shop's result screen. It never keeps or logs card
 * data beyond the brand and last four digits.
 */
@Injectable()
export class SandboxPage {
  private readonly logger = new Logger(SandboxPage.name);

  constructor(
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsRepository,
    private readonly links: ResultLinks,
    private readonly brand: BrandService,
    private readonly clock: Clock,
  ) {}

  async show(id: string, key: string): Promise<SandboxAnswer> {
    const payment = await this.pending(id, key);
    return 'html' in payment ? payment : { status: 200, html: cardPage(this.context(payment)) };
  }

  async pay(
    id: string,
    key: string,
    posted: Record<string, unknown>,
    self: SelfAddress,
  ): Promise<SandboxAnswer> {
    const payment = await this.pending(id, key);
    if ('html' in payment) return payment;
    const form: CardForm = {
      name: text(posted.name),
      number: text(posted.number),
      expiry: text(posted.expiry),
      cvc: text(posted.cvc),
    };
    const checked = checkCard(form, dublinDate(this.clock.now()));
    if ('errors' in checked) {
      const html = cardPage(this.context(payment), {
        errors: checked.errors,
        name: form.name,
        expiry: form.expiry,
      });
      return { status: 400, html };
    }
    const card = summary(checked.card);
    switch (sandboxOutcome(checked.card.digits)) {
      case 'decline':
        return this.finish(payment, 'payment.failed', { card, reason: 'Your card was declined.' }, self);
      case 'challenge':
        // Brand and last four only: enough to word the next step, nothing a card could be used with.
        await this.payments.set(id, { card });
        return { status: 200, html: challengePage(this.context(payment), card) };
      case 'succeed':
        return this.paid(payment, card, self);
    }
  }

  async challenge(id: string, key: string, code: unknown, self: SelfAddress): Promise<SandboxAnswer> {
    const payment = await this.pending(id, key);
    if ('html' in payment) return payment;
    if (!payment.card) return { status: 400, html: cardPage(this.context(payment)) };
    if (text(code).trim() === SANDBOX_CHALLENGE_CODE) return this.paid(payment, payment.card, self);
    const misses = (payment.challengeMisses ?? 0) + 1;
    if (misses < SANDBOX_CHALLENGE_TRIES) {
      await this.payments.set(id, { challengeMisses: misses });
      const html = challengePage(this.context(payment), payment.card, SANDBOX_CHALLENGE_TRIES - misses);
      return { status: 400, html };
    }
    const reason = 'Your bank could not confirm it was you: the one-time code was wrong.';
    return this.finish(payment, 'payment.failed', { card: payment.card, reason }, self);
  }

  async cancel(id: string, key: string, self: SelfAddress): Promise<SandboxAnswer> {
    const payment = await this.pending(id, key);
    if ('html' in payment) return payment;
    return this.finish(payment, 'payment.cancelled', {}, self);
  }

  private paid(payment: PaymentRecord, card: SandboxEvent['data']['card'], self: SelfAddress) {
    const data = { card, amountCents: payment.amountCents, currency: payment.currency };
    return this.finish(payment, 'payment.succeeded', data, self);
  }

  /**
   * The payment, if this page may still take it; otherwise the screen that says why not. A wrong key,
   * an unknown payment and an erased subject's kept record all answer alike.
   */
  private async pending(id: string, key: string): Promise<PaymentRecord | { status: number; html: string }> {
    const merchant = this.brand.name;
    const provider = this.provider instanceof SandboxProvider ? this.provider : null;
    const payment = provider?.pageKeyMatches(id, key) ? await this.payments.findById(id) : null;
    if (!payment || payment.provider !== 'sandbox' || payment.retainedFor) {
      return { status: 404, html: closedPage(merchant, 'We could not find this payment.') };
    }
    if (payment.status === 'pending' && payment.expiresAt > this.clock.now()) return payment;
    const links = this.links.for(payment, '');
    const paid = PAID_STATUSES.includes(payment.status);
    return {
      status: 409,
      html: closedPage(
        merchant,
        paid ? 'This payment has been made.' : 'This payment page has closed.',
        paid
          ? { href: links.success, label: `Back to ${merchant}` }
          : { href: links.failed, label: `Back to ${merchant} to try again` },
      ),
    };
  }

  private context(payment: PaymentRecord): PageContext {
    return {
      merchant: this.brand.name,
      checkout: (this.provider as SandboxProvider).checkoutPath(String(payment._id)),
      amountCents: payment.amountCents,
      description: payment.description,
    };
  }

  /** Tells the shop (a signed webhook, as a provider would) and sends the customer back to it. */
  private async finish(
    payment: PaymentRecord,
    type: SandboxEventType,
    data: Omit<SandboxEvent['data'], 'paymentId'>,
    self: SelfAddress,
  ): Promise<SandboxAnswer> {
    const provider = this.provider as SandboxProvider;
    const paymentId = String(payment._id);
    const { body, signature } = provider.event(type, { paymentId, ...data }, this.clock.now());
    await this.deliver(self, body, signature).catch((error: unknown) => {
      // The result screen keeps waiting for confirmation, as it would for a late provider.
      this.logger.warn(`The sandbox could not deliver its webhook for ${paymentId}: ${String(error)}`);
    });
    const links = this.links.for(payment, '');
    return { redirect: type === 'payment.succeeded' ? links.success : links.failed };
  }

  private async deliver(self: SelfAddress, body: string, signature: string): Promise<void> {
    const host = self.host.includes(':') ? `[${self.host}]` : self.host;
    const response = await fetch(`http://${host}:${self.port}/${API_PREFIX}/payments/webhooks/sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
  }
}

/** A posted form field as text: a repeated or missing field counts as empty. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function summary(card: CheckedCard): { brand: string; last4: string } {
  return { brand: card.brand, last4: card.last4 };
}
