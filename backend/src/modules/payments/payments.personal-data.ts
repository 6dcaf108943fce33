import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  ErasureOutcome,
  ErasurePolicy,
  Findings,
  holdOf,
  LEGAL_RETENTION_REASON,
  PersonalDataHook,
  PersonalDataOwner,
  RetentionCutoffs,
  recordIds,
  Subject,
  SweepCount,
} from '../../common/data-protection/personal-data-hook';
import { coverEndOf } from '../../common/data-protection/cover-end';
import { PAID_STATUSES, PAYMENT_PURPOSES } from './domain/payment-terms';
import { retainedDescription } from './domain/retained-description';
import { CompetitionEntry } from './schemas/competition-entry.schema';
import { PaymentMandate } from './schemas/payment-mandate.schema';
import { PaymentSubjectState } from './schemas/payment-subject.schema';
import { Payment, PaymentRecord } from './schemas/payment.schema';

/** The day the cover a payment paid for ends (from the day it was made, for one that names no start). */
const coverEndOfPayment = (payment: Pick<PaymentRecord, 'coverStartDate' | 'createdDay'>) =>
  coverEndOf(payment.coverStartDate ?? payment.createdDay);

/**
 * Payments, Direct Debit mandates and competition entries, found through the quotes and renewals they
 * pay for (`quote:<id>`, `renewal:<id>`). Money that arrived is a record the law keeps: such a payment
 * keeps the payer's name and the card's last four digits, and its mandate the masked IBAN only (the
 * sealed one is dropped). Attempts that took no money, and the competition entries, are deleted.
 */
@Injectable()
@PersonalDataOwner()
export class PaymentsPersonalData implements PersonalDataHook {
  readonly section = 'payments';

  constructor(
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    @InjectModel(PaymentMandate.name) private readonly mandates: Model<PaymentMandate>,
    @InjectModel(PaymentSubjectState.name) private readonly states: Model<PaymentSubjectState>,
    @InjectModel(CompetitionEntry.name) private readonly entries: Model<CompetitionEntry>,
  ) {}

  async find(subject: Subject): Promise<Findings> {
    const [payments, mandates, entries] = await this.read(subject);
    return {
      records: [
        ...payments.map((payment) => ({
          kind: 'Payment',
          reference: payment.subjectReference ?? String(payment._id),
          at: payment.createdAt,
          ...holdOf(payment),
        })),
        ...mandates.map((mandate) => ({
          kind: 'Direct Debit mandate',
          reference: mandate.reference,
          at: mandate.signedAt,
          ...holdOf(mandate),
        })),
        ...entries.map((entry) => ({ kind: 'Competition entry', reference: entry.policyNumber })),
      ],
      identifiers: { policyNumbers: entries.map((e) => e.policyNumber) },
      // Copied from the quote or typed at checkout: what they alone reach is listed apart.
      unprovenEmails: [...payments.map((p) => p.customer.email), ...entries.map((e) => e.email)],
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    const [payments, mandates, entries] = await this.read(subject);
    return [
      ...payments.map(({ redirectUrl: _r, idempotencyKey: _i, challengeMisses: _c, ...payment }) => ({
        type: 'payment',
        ...payment,
      })),
      // The IBAN's last four digits only, as the customer sees it on their confirmation.
      ...mandates.map(({ ibanSealed: _sealed, ...mandate }) => ({
        type: 'direct_debit_mandate',
        ...mandate,
      })),
      ...entries.map((entry) => ({ type: 'competition_entry', ...entry })),
    ];
  }

  async coverEnds(subject: Subject): Promise<string[]> {
    const [payments] = await this.read(subject);
    return payments.flatMap((payment) =>
      PAID_STATUSES.includes(payment.status) && !payment.retainedUntil ? [coverEndOfPayment(payment)] : [],
    );
  }

  async erase(subject: Subject, policy: ErasurePolicy): Promise<ErasureOutcome> {
    const [payments, mandates] = await this.read(subject);
    const outcome: ErasureOutcome = { deleted: 0, anonymised: 0, held: 0 };
    const keptSubjects = new Set<string>();
    const keptUntil = new Map<string, Date>();
    for (const payment of payments) {
      const until = payment.retainedUntil ?? policy.retainedUntil(coverEndOfPayment(payment));
      if (!PAID_STATUSES.includes(payment.status) || until <= policy.now) {
        await this.payments.deleteOne({ _id: payment._id });
        outcome.deleted++;
        continue;
      }
      await this.payments.updateOne(
        { _id: payment._id },
        {
          $set: {
            customer: { name: payment.customer.name, email: '' },
            description: retainedDescription(payment.description),
            retainedUntil: until,
            retainedFor: LEGAL_RETENTION_REASON,
          },
          $unset: { redirectUrl: 1 },
        },
      );
      keptSubjects.add(payment.subjectKey ?? '');
      keptUntil.set(payment.subjectKey ?? '', until);
      outcome.anonymised++;
      outcome.held++;
    }
    for (const mandate of mandates) {
      const until = keptUntil.get(mandate._id);
      if (until === undefined) {
        await this.mandates.deleteOne({ _id: mandate._id });
        outcome.deleted++;
        continue;
      }
      await this.mandates.updateOne(
        { _id: mandate._id },
        { $set: { ibanSealed: '', retainedUntil: until, retainedFor: LEGAL_RETENTION_REASON } },
      );
      outcome.anonymised++;
      outcome.held++;
    }
    const gone = subject.recordKeys.filter((key) => !keptSubjects.has(key));
    if (gone.length > 0) {
      await this.states.deleteMany({
        _id: { $in: PAYMENT_PURPOSES.flatMap((purpose) => gone.map((key) => `${purpose}:${key}`)) },
      });
    }
    outcome.deleted += (
      await this.entries.deleteMany({ _id: { $in: recordIds(subject, 'quote') } })
    ).deletedCount;
    return outcome;
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const expired = { retainedUntil: { $lte: cutoffs.now } };
    const [payments, mandates] = await Promise.all([
      this.payments.deleteMany(expired),
      this.mandates.deleteMany(expired),
    ]);
    return [
      { section: this.section, kind: 'kept payments past their retention', count: payments.deletedCount },
      { section: this.section, kind: 'kept mandates past their retention', count: mandates.deletedCount },
    ];
  }

  private read(subject: Subject) {
    const keys = subject.recordKeys;
    const quoteIds = recordIds(subject, 'quote');
    return Promise.all([
      keys.length ? this.payments.find({ subjectKey: { $in: keys } }).lean<PaymentRecord[]>() : [],
      keys.length ? this.mandates.find({ _id: { $in: keys } }).lean<PaymentMandate[]>() : [],
      quoteIds.length ? this.entries.find({ _id: { $in: quoteIds } }).lean<CompetitionEntry[]>() : [],
    ]);
  }
}
