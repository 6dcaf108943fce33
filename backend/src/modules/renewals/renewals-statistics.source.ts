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
import { Renewal } from './schemas/renewal.schema';

export const RENEWAL_FACTS: FactSpec = {
  key: 'renewals',
  partition: 'renewalMonth',
  paths: ['renewalDate', 'status', 'coverType', 'renewalPremiumCents'],
  toRow: (doc) => ({
    renewalDate: dublinDay(doc.renewalDate),
    createdDay: createdDayOf(doc),
    status: factText(doc.status),
    coverType: factText(doc.coverType),
    renewalPremium: factEuros(doc.renewalPremiumCents),
  }),
};

/** Renewal offers as the statistics read them. */
@Injectable()
export class RenewalsStatisticsSource implements StatisticsSource {
  readonly facts: readonly ModelFacts[];

  constructor(@InjectModel(Renewal.name) renewals: Model<Renewal>) {
    this.facts = [new ModelFacts(renewals, RENEWAL_FACTS)];
  }
}
