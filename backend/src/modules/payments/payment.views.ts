import type {
  CardSummary,
  CheckoutOption,
  Instalment,
  PaymentPurpose,
  PaymentStatus,
  PaymentSubject,
} from './domain/payment-terms';
import type { PaymentEventRecord } from './schemas/payment-event.schema';
import type { MandateSummaryRecord, PaymentRecord } from './schemas/payment.schema';

export const HELD_MESSAGE = 'We received your payment but need to check it — we will contact you.';
export const UNFULFILLED_MESSAGE =
  'We received your payment, but your documents are taking longer than usual. There is no need to pay again: our team has been told and will email them to you, or call you, within one working day.';

const CUSTOMER_MESSAGES: Record<PaymentStatus, string> = {
  pending: 'We are waiting for the payment provider to confirm your payment.',
  succeeded: 'Thank you: your payment has been received.',
  failed: 'Your payment did not go through. Nothing has been taken.',
  cancelled: 'The payment was cancelled. Nothing has been taken.',
  expired: 'The payment page closed before the payment was made. Nothing has been taken.',
  held: HELD_MESSAGE,
  unfulfilled: UNFULFILLED_MESSAGE,
};

/** What the customer's result screen shows: the verified record's state, never what a link claimed. */
export interface PaymentResultView {
  _id: string;
  purpose: PaymentPurpose;
  subject: PaymentSubject;
  option: CheckoutOption;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  description?: string;
  message: string;
  subjectReference?: string;
  coverStartDate?: string;
  reference?: string;
  card?: CardSummary;
  mandate?: MandateSummaryRecord;
  instalments?: Instalment[];
}

export function toResultView(payment: PaymentRecord): PaymentResultView {
  const { purpose, subject, option, status, amountCents, currency, description } = payment;
  // A decline's own words help the customer choose what to do; a held payment's reason is for staff.
  const message =
    status === 'failed' && payment.failureReason ? payment.failureReason : CUSTOMER_MESSAGES[status];
  return {
    _id: String(payment._id),
    purpose,
    subject: { type: subject.type, id: subject.id },
    option,
    status,
    amountCents,
    currency,
    description,
    message,
    ...(payment.subjectReference ? { subjectReference: payment.subjectReference } : {}),
    ...(payment.coverStartDate ? { coverStartDate: payment.coverStartDate } : {}),
    ...(payment.reference && status === 'succeeded' ? { reference: payment.reference } : {}),
    ...(payment.card ? { card: { brand: payment.card.brand, last4: payment.card.last4 } } : {}),
    ...(payment.mandate ? { mandate: payment.mandate } : {}),
    ...(payment.instalments ? { instalments: payment.instalments } : {}),
  };
}

/** What a result link alone shows: the outcome, nothing that names the person, the car or the policy. */
export function withoutPersonalData(view: PaymentResultView): PaymentResultView {
  const { _id, purpose, subject, option, status, amountCents, currency, message } = view;
  return { _id, purpose, subject, option, status, amountCents, currency, message };
}

/** A row of the staff list. */
export interface PaymentRowView {
  _id: string;
  purpose: PaymentPurpose;
  subject: PaymentSubject;
  option: CheckoutOption;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  provider: string;
  attempt: number;
  subjectReference?: string;
  customer: { name: string; email: string };
  reference?: string;
  heldReason?: string;
  /** Unfulfilled (or once was): the last fault delivering what it pays for. */
  fulfilmentError?: string;
  createdDay: string;
  createdAt: Date;
}

export function toRowView(payment: PaymentRecord): PaymentRowView {
  return {
    _id: String(payment._id),
    purpose: payment.purpose,
    subject: { type: payment.subject.type, id: payment.subject.id },
    option: payment.option,
    status: payment.status,
    amountCents: payment.amountCents,
    currency: payment.currency,
    provider: payment.provider,
    attempt: payment.attempt,
    ...(payment.subjectReference ? { subjectReference: payment.subjectReference } : {}),
    customer: { name: payment.customer.name, email: payment.customer.email },
    ...(payment.reference ? { reference: payment.reference } : {}),
    ...(payment.heldReason ? { heldReason: payment.heldReason } : {}),
    ...(payment.fulfilmentError ? { fulfilmentError: payment.fulfilmentError } : {}),
    createdDay: payment.createdDay,
    createdAt: payment.createdAt,
  };
}

export interface PaymentEventView {
  eventId: string;
  provider: string;
  type: string;
  outcome: string;
  amountCents?: number;
  currency?: string;
  receivedAt: Date;
  processedAt?: Date;
  note?: string;
}

/** Everything staff may see of a payment, with every provider event it received. */
export interface PaymentDetailView extends PaymentRowView {
  description: string;
  idempotencyKey: string;
  checkoutRef?: string;
  providerPaymentRef?: string;
  paidAmountCents?: number;
  paidCurrency?: string;
  failureReason?: string;
  fulfilmentFailedAt?: Date;
  fulfilmentFailures?: number;
  card?: CardSummary;
  mandate?: MandateSummaryRecord;
  instalments?: Instalment[];
  expiresAt: Date;
  settledAt?: Date;
  updatedAt: Date;
  events: PaymentEventView[];
}

export function toDetailView(payment: PaymentRecord, events: PaymentEventRecord[]): PaymentDetailView {
  const optional = <K extends keyof PaymentRecord>(key: K) =>
    payment[key] === undefined ? {} : ({ [key]: payment[key] } as Pick<PaymentRecord, K>);
  return {
    ...toRowView(payment),
    description: payment.description,
    idempotencyKey: payment.idempotencyKey,
    ...optional('checkoutRef'),
    ...optional('providerPaymentRef'),
    ...optional('paidAmountCents'),
    ...optional('paidCurrency'),
    ...optional('failureReason'),
    ...optional('fulfilmentFailedAt'),
    ...optional('fulfilmentFailures'),
    ...(payment.card ? { card: { brand: payment.card.brand, last4: payment.card.last4 } } : {}),
    ...optional('mandate'),
    ...optional('instalments'),
    expiresAt: payment.expiresAt,
    ...optional('settledAt'),
    updatedAt: payment.updatedAt,
    events: events.map((event) => ({
      eventId: event.eventId,
      provider: event.provider,
      type: event.type,
      outcome: event.outcome,
      ...(event.amountCents === undefined ? {} : { amountCents: event.amountCents }),
      ...(event.currency ? { currency: event.currency } : {}),
      receivedAt: event.receivedAt,
      ...(event.processedAt ? { processedAt: event.processedAt } : {}),
      ...(event.note ? { note: event.note } : {}),
    })),
  };
}
