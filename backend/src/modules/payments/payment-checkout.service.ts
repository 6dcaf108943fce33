import {
  ConflictException,
  Injectable,
  Logger,
  OnModuleInit,
  ServiceUnavailableException,
} from '@nestjs/common';
import { FieldErrorsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { calendarKeys } from '../../common/time/calendar';
import { CURRENCY, PAID_STATUSES, PaymentPurpose, PaymentSubject } from './domain/payment-terms';
import { PaymentMandates } from './payment-mandates.service';
import { PaymentLocks } from './payment-locks';
import type { CheckoutRequest, StartedCheckout } from './payment-port';
import { PaymentsRepository } from './payments.repository';
import { PaymentProvider } from './providers/payment-provider';
import { ResultLinks } from './result-links.service';
import type { PaymentRecord } from './schemas/payment.schema';

/** How long an attempt's hosted page stays open (Stripe accepts 30 minutes to 24 hours). */
const ATTEMPT_MINUTES = 60;
const MINUTE_MS = 60_000;
const SWEEP_INTERVAL_MS = 5 * MINUTE_MS;

const ALREADY_PAID = 'This has already been paid. Please check your email, or call us.';
const NO_MANDATE = 'Please set up the Direct Debit for your monthly instalments first.';

function subjectKey(purpose: PaymentPurpose, subject: PaymentSubject): string {
  return `${purpose}:${subject.type}:${subject.id}`;
}

/**
 * The payments port (payment-port.ts): opens the provider's hosted page for a subject. A subject has
 * one open attempt at a time: starting again while it is open answers the same page, and a retry
 * after a failure, or a change of option or amount, opens a new attempt (with a new idempotency key)
 * and closes the old page, so nothing is ever charged twice for one subject by design.
 */
@Injectable()
export class PaymentCheckout implements OnModuleInit {
  private readonly logger = new Logger(PaymentCheckout.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly provider: PaymentProvider,
    private readonly mandates: PaymentMandates,
    private readonly links: ResultLinks,
    private readonly locks: PaymentLocks,
    private readonly clock: Clock,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.every('payments.expire-overdue', SWEEP_INTERVAL_MS, () =>
      this.payments.expireOverdue(this.clock.now()),
    );
  }

  async start(request: CheckoutRequest): Promise<StartedCheckout> {
    const key = subjectKey(request.purpose, request.subject);
    return this.locks.run(key, async () => {
      const state = await this.payments.subjectState(key);
      const current = state && (await this.payments.findById(state.currentPaymentId));
      if (current && PAID_STATUSES.includes(current.status)) throw new ConflictException(ALREADY_PAID);
      if (current?.status === 'pending') {
        if (await this.stillOpen(current, request)) return this.open(current);
        await this.close(current);
      }
      return this.open(await this.newAttempt(key, (state?.attempts ?? 0) + 1, request));
    });
  }

  /** The open attempt still says what this one would: same terms, and the mandate saved now, if any. */
  private async stillOpen(payment: PaymentRecord, request: CheckoutRequest): Promise<boolean> {
    if (
      payment.option !== request.option ||
      payment.amountCents !== request.amountCents ||
      payment.expiresAt <= this.clock.now()
    ) {
      return false;
    }
    if (request.option !== 'monthly_deposit') return true;
    const mandate = await this.mandates.find(request.subject);
    return payment.mandate?.reference === mandate?.reference;
  }

  /** Best effort on the provider's side: money it still takes lands as a paid event we hold or accept. */
  private async close(payment: PaymentRecord): Promise<void> {
    await this.provider.closeCheckout(payment).catch((error: unknown) => {
      this.logger.warn(`Could not close the checkout of payment ${String(payment._id)}: ${String(error)}`);
    });
    const overdue = payment.expiresAt <= this.clock.now();
    await this.payments.close(String(payment._id), overdue ? 'expired' : 'cancelled', {
      failureReason: overdue ? 'The payment page was not completed in time.' : 'Replaced by a new attempt.',
    });
  }

  private async newAttempt(key: string, attempt: number, request: CheckoutRequest): Promise<PaymentRecord> {
    const mandate =
      request.option === 'monthly_deposit' ? await this.mandates.find(request.subject) : undefined;
    if (request.option === 'monthly_deposit' && !mandate) {
      throw new FieldErrorsException({ mandate: [NO_MANDATE] }, NO_MANDATE, 422);
    }
    const now = this.clock.now();
    const payment = await this.payments.create({
      purpose: request.purpose,
      subject: request.subject,
      option: request.option,
      amountCents: request.amountCents,
      currency: CURRENCY,
      description: request.description,
      subjectReference: request.subjectReference,
      coverStartDate: request.coverStartDate,
      customer: request.customer,
      status: 'pending',
      provider: this.provider.name,
      idempotencyKey: `${key}:${attempt}`,
      attempt,
      resultPath: request.resultPath,
      expiresAt: new Date(now.getTime() + ATTEMPT_MINUTES * MINUTE_MS),
      ...(request.instalments ? { instalments: request.instalments } : {}),
      ...(mandate
        ? {
            mandate: {
              reference: mandate.reference,
              accountHolder: mandate.accountHolder,
              ibanMasked: mandate.ibanMasked,
            },
          }
        : {}),
      ...calendarKeys(now),
    });
    await this.payments.saveSubjectState(key, String(payment._id), attempt);
    return payment;
  }

  /** The attempt's hosted page, opened now unless it already was. */
  private async open(payment: PaymentRecord): Promise<StartedCheckout> {
    const paymentId = String(payment._id);
    if (payment.redirectUrl) return { paymentId, redirectUrl: payment.redirectUrl };
    try {
      const opened = await this.provider.openCheckout(payment, this.links.for(payment));
      await this.payments.set(paymentId, opened);
      return { paymentId, redirectUrl: opened.redirectUrl };
    } catch (error) {
      this.logger.error({ err: error, paymentId }, 'The payment provider could not open a checkout');
      await this.payments.close(paymentId, 'failed', {
        failureReason: 'The payment page could not be opened.',
      });
      throw new ServiceUnavailableException(
        'We could not reach our payment provider. Please try again in a few minutes.',
      );
    }
  }
}
