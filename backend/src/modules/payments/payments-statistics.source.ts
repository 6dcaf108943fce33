import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  createdDayOf,
  dublinDay,
  factEuros,
  factText,
  FactSpec,
  ModelFacts,
  StatisticsSource,
} from '../../common/statistics/facts';
import { CompetitionEntry } from './schemas/competition-entry.schema';
import { Payment } from './schemas/payment.schema';

export const PAYMENT_FACTS: FactSpec = {
  key: 'payments',
  partition: 'createdDay',
  paths: ['createdDay', 'settledAt', 'status', 'purpose', 'option', 'provider', 'amountCents'],
  toRow: (doc) => ({
    createdDay: createdDayOf(doc),
    settledDay: dublinDay(doc.settledAt),
    status: factText(doc.status),
    purpose: factText(doc.purpose),
    option: factText(doc.option),
    provider: factText(doc.provider),
    amount: factEuros(doc.amountCents),
  }),
};

export const COMPETITION_ENTRY_FACTS: FactSpec = {
  key: 'competitionEntries',
  partition: 'createdDay',
  paths: ['createdDay'],
  toRow: (doc) => ({ createdDay: createdDayOf(doc) }),
};

/** Payments and competition entries as the statistics read them. */
@Injectable()
export class PaymentsStatisticsSource implements StatisticsSource {
  readonly facts: readonly ModelFacts[];

  constructor(
    @InjectModel(Payment.name) payments: Model<Payment>,
    @InjectModel(CompetitionEntry.name) entries: Model<CompetitionEntry>,
  ) {
    this.facts = [new ModelFacts(payments, PAYMENT_FACTS), new ModelFacts(entries, COMPETITION_ENTRY_FACTS)];
  }
}
