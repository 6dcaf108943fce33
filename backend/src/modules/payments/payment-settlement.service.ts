import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Metrics } from '../../common/metrics/metrics';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { calendarKeys } from '../../common/time/calendar';
import { EventLog, type EventType } from '../events';
import { paidAmountProblem } from './domain/paid-amount';
import { PaymentStatus, ProviderName, SETTLED_STATUSES } from './domain/payment-terms';
import { PaymentFulfilments } from './fulfilments';
import { PaymentAlerts } from './payment-alerts';
import { PaymentLocks } from './payment-locks';
import { Fulfilment, PaymentNotFulfillable } from './payment-port';
import { toResultView } from './payment.views';
import { PaymentsRepository } from './payments.repository';
import type { VerifiedEvent } from './providers/payment-provider';
import type { PaymentEventRecord } from './schemas/payment-event.schema';
import type { PaidState } from './schemas/payment-settlement.schema';
import type { PaymentRecord } from './schemas/payment.schema';

const ANOTHER_DELIVERY = 'No change: another delivery settled the payment.';

const CLOSING_REASONS = {
  failed: 'The payment did not go through.',
  cancelled: 'The payment was cancelled. Nothing has been taken.',
  expired: 'The payment page was not completed in time.',
} as const;

const SECOND_MS = 1000;
/** An event still unsettled this long after it arrived is settled again (its settlement crashed). */
const RETRY_AFTER_MS = 60 * SECOND_MS;
/** Providers stop redelivering after about three days; so do we. */
const RETRY_FOR_MS = 3 * 86_400 * SECOND_MS;
const RETRY_BATCH = 100;
/**
 * Settlements run one at a time per instance. Each is a handful of writes, and the embedded
 * database's SQLite takes one writer at a time: running more at once only queues them in the database (until it answers SQLITE_BUSY) and slows the webhooks
 * being answered meanwhile.
 */
const SETTLING_AT_ONCE = 1;

function recordOf(provider: ProviderName, event: VerifiedEvent, receivedAt: Date) {
  const {
    eventId,
    type,
    paymentId,
    outcome,
    amountCents,
    currency,
    providerPaymentRef,
    card,
    failureReason,
  } = event;
  return {
    _id: `${provider}:${eventId}`,
    provider,
    eventId,
    type,
    outcome,
    ...(paymentId ? { paymentId } : {}),
    ...(amountCents === undefined ? {} : { amountCents }),
    ...(currency ? { currency } : {}),
    ...(providerPaymentRef ? { providerPaymentRef } : {}),
    ...(card ? { card } : {}),
    ...(failureReason ? { failureReason } : {}),
    receivedAt,
    createdDay: calendarKeys(receivedAt).createdDay,
  };
}

function eventOf(record: PaymentEventRecord): VerifiedEvent {
  const {
    eventId,
    type,
    paymentId,
    outcome,
    amountCents,
    currency,
    providerPaymentRef,
    card,
    failureReason,
  } = record;
  return {
    eventId,
    type,
    outcome,
    ...(paymentId ? { paymentId } : {}),
    ...(amountCents === undefined ? {} : { amountCents }),
    ...(currency ? { currency } : {}),
    ...(providerPaymentRef ? { providerPaymentRef } : {}),
    ...(card ? { card: { brand: card.brand, last4: card.last4 } } : {}),
    ...(failureReason ? { failureReason } : {}),
  };
}

/** The outcomes integrators hear of; the others (held, cancelled…) are staff's or change nothing. */
const PAYMENT_EVENTS: Partial<Record<PaymentStatus, EventType>> = {
  succeeded: 'payment.succeeded',
  failed: 'payment.failed',
};

/**
 * Turns verified provider events into payment states, exactly once per event however often it is
 * delivered: the event's id is its record's _id, so a replay is a duplicate-key insert that changes
 * nothing. Only a "paid" event can deliver anything, and only when the amount is the amount due.
 *
 * The provider is answered as soon as the event is recorded, and it is settled just after: issuing a
 * policy takes longer than a webhook should wait, and a recorded event is never lost (one left
 * unsettled by a crash is settled again by the sweep).
 */
@Injectable()
export class PaymentSettlement implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(PaymentSettlement.name);
  private readonly running = new Set<Promise<void>>();
  private settling = 0;
  /** Settlements waiting for one of the SETTLING_AT_ONCE places, which each is handed in turn. */
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly fulfilments: PaymentFulfilments,
    private readonly locks: PaymentLocks,
    private readonly clock: Clock,
    private readonly housekeeping: Housekeeping,
    private readonly metrics: Metrics,
    private readonly alerts: PaymentAlerts,
    private readonly events: EventLog,
  ) {}

  onModuleInit(): void {
    this.housekeeping.every('payments.settle-unfinished', RETRY_AFTER_MS, () => this.settleUnfinished());
  }

  /** A stopping instance finishes the settlements it started. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  /** Records a verified event and starts settling it; answers what the provider is told. */
  async receive(provider: ProviderName, event: VerifiedEvent): Promise<string> {
    const record = recordOf(provider, event, this.clock.now());
    if ((await this.payments.recordEvent(record)) === 'processed')
      return 'Already processed: nothing changed.';
    this.settleSoon(record._id, event);
    return 'Received.';
  }

  /** Resolves once every settlement started so far has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Settles again the events a crash (or a failure) left unsettled. */
  async settleUnfinished(): Promise<void> {
    const now = this.clock.now().getTime();
    const stale = await this.payments.unfinishedEvents(
      new Date(now - RETRY_FOR_MS),
      new Date(now - RETRY_AFTER_MS),
      RETRY_BATCH,
    );
    for (const record of stale) this.settleSoon(record._id, eventOf(record));
  }

  private settleSoon(recordId: string, event: VerifiedEvent): void {
    const task = this.locks
      .run(event.paymentId ?? recordId, () => this.inTurn(() => this.settleOnce(recordId, event)))
      .catch((error: unknown) => {
        // Left unsettled: the sweep tries again.
        this.logger.error({ err: error, event: recordId }, 'Could not settle a payment event');
      })
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  private async inTurn(work: () => Promise<void>): Promise<void> {
    if (this.settling < SETTLING_AT_ONCE) this.settling++;
    else await new Promise<void>((start) => this.waiting.push(start));
    try {
      await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.settling--;
    }
  }

  /** Duplicates queued behind the first delivery find it settled and stop here. */
  private async settleOnce(recordId: string, event: VerifiedEvent): Promise<void> {
    if (await this.payments.isProcessed(recordId)) return;
    const note = await this.settle(event);
    await this.payments.finishEvent(recordId, this.clock.now(), note);
  }

  private async settle(event: VerifiedEvent): Promise<string> {
    if (event.outcome === 'ignored') return 'Ignored: not a payment outcome.';
    const payment = event.paymentId ? await this.payments.findById(event.paymentId) : null;
    if (!payment) return 'Ignored: not one of our payments.';
    if (event.outcome === 'succeeded') return this.settlePaid(payment, event);
    if (payment.status !== 'pending') return this.unchanged(payment);
    const fields = {
      failureReason: event.failureReason ?? CLOSING_REASONS[event.outcome],
      ...(event.card ? { card: event.card } : {}),
      settledAt: this.clock.now(),
    };
    const closed = await this.payments.close(String(payment._id), event.outcome, fields);
    if (!closed) return ANOTHER_DELIVERY;
    this.metrics.payments.inc({ outcome: event.outcome, purpose: payment.purpose });
    await this.announce({ ...payment, ...fields, status: event.outcome });
    return `Payment ${event.outcome}.`;
  }

  /**
   * A delivery that finds the payment settled records its event again (kept once by its key): a stop
   * after the settlement and before its event leaves the delivery unfinished, and the sweep comes here.
   */
  private async unchanged(payment: PaymentRecord): Promise<string> {
    await this.announce(payment);
    return `No change: the payment was already ${payment.status}.`;
  }

  /** The event of a settled payment, as the customer's result screen shows it, without the card. */
  private async announce(payment: PaymentRecord): Promise<void> {
    const type = PAYMENT_EVENTS[payment.status];
    if (!type) return;
    const { card: _card, ...view } = toResultView(payment);
    await this.events.record(type, { type: 'payment', id: view._id, related: [view.subject.id] }, view);
  }

  private async settlePaid(payment: PaymentRecord, event: VerifiedEvent): Promise<string> {
    if (SETTLED_STATUSES.includes(payment.status)) return this.unchanged(payment);
    const arrived = {
      ...(event.amountCents === undefined ? {} : { paidAmountCents: event.amountCents }),
      ...(event.currency ? { paidCurrency: event.currency } : {}),
      ...(event.card ? { card: event.card } : {}),
      ...(event.providerPaymentRef ? { providerPaymentRef: event.providerPaymentRef } : {}),
      settledAt: this.clock.now(),
    };
    const amountProblem = paidAmountProblem(payment, event);
    if (amountProblem) return this.hold(payment, { ...arrived, status: 'held', heldReason: amountProblem });
    let fulfilment: Fulfilment;
    try {
      fulfilment = await this.fulfilments.for(payment.purpose).fulfil(payment);
    } catch (error) {
      if (error instanceof PaymentNotFulfillable) {
        return this.hold(payment, { ...arrived, status: 'held', heldReason: error.message });
      }
      await this.unfulfilled(payment, arrived, error);
      throw error;
    }
    const state: PaidState = { ...arrived, status: 'succeeded', reference: fulfilment.reference };
    if (!(await this.payments.settlePaid(String(payment._id), state))) return ANOTHER_DELIVERY;
    this.metrics.payments.inc({ outcome: 'succeeded', purpose: payment.purpose });
    await this.announce({ ...payment, ...state });
    // The payment stands whatever happens to the email; a failed one is for staff to resend.
    await fulfilment.confirm().catch((error: unknown) => {
      this.logger.error({ err: error, paymentId: String(payment._id) }, 'The payment confirmation failed');
    });
    return `Paid: ${fulfilment.reference}.`;
  }

  private async hold(payment: PaymentRecord, state: PaidState & { heldReason: string }): Promise<string> {
    if (!(await this.payments.settlePaid(String(payment._id), state))) return ANOTHER_DELIVERY;
    await this.alerts.needsAction({ ...payment, ...state }, state.heldReason);
    return `Held: ${state.heldReason}`;
  }

  /**
   * The money arrived but delivering failed: the payment says so at once (the customer's screen, the
   * staff list), staff are emailed on the first failure, and the event stays unfinished for the sweep
   * to settle again until a delivery succeeds.
   */
  private async unfulfilled(
    payment: PaymentRecord,
    arrived: Omit<PaidState, 'status'>,
    error: unknown,
  ): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const first = await this.payments.markUnfulfilled(String(payment._id), {
      ...arrived,
      fulfilmentError: reason,
      fulfilmentFailedAt: this.clock.now(),
    });
    if (first) {
      await this.alerts.needsAction({ ...payment, ...arrived, status: 'unfulfilled' }, reason);
    }
  }
}
