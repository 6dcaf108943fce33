import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  createdDayOf,
  dublinDay,
  factAt,
  factEuros,
  factNumber,
  factText,
  factTexts,
  FactSpec,
  ModelFacts,
  StatisticsSource,
} from '../../common/statistics/facts';
import { Policy } from './schemas/policy.schema';
import { Quote } from './schemas/quote.schema';

/** How far a quote got: every quote started, priced ones have an outcome, bought ones a policy. */
export function quoteStages(status: unknown): string[] {
  if (status === 'purchased') return ['started', 'priced', 'purchased'];
  if (status === 'quoted' || status === 'declined' || status === 'referred') return ['started', 'priced'];
  return ['started'];
}

export const QUOTE_FACTS: FactSpec = {
  key: 'quotes',
  partition: 'createdDay',
  paths: [
    'createdDay',
    'purchasedAt',
    'status',
    'coverType',
    'area',
    'paymentOption',
    'source',
    'declineReasonCodes',
    'totalCents',
  ],
  toRow: (doc) => ({
    createdDay: createdDayOf(doc),
    purchasedDay: dublinDay(doc.purchasedAt),
    status: factText(doc.status),
    stages: quoteStages(doc.status),
    coverType: factText(doc.coverType),
    area: factText(doc.area),
    paymentOption: factText(doc.paymentOption),
    source: factText(doc.source),
    reasons: factTexts(doc.declineReasonCodes),
    premium: factEuros(doc.totalCents),
  }),
};

export const POLICY_FACTS: FactSpec = {
  key: 'policies',
  partition: 'createdDay',
  paths: [
    'createdDay',
    'startDate',
    'status',
    'cover',
    'paymentOption',
    'holder.address.county',
    'vehicle.make',
    'premium.totalCents',
  ],
  toRow: (doc) => ({
    createdDay: createdDayOf(doc),
    startDate: dublinDay(doc.startDate),
    status: factText(doc.status),
    coverType: factText(factAt(doc, 'cover.type')),
    paymentOption: factText(doc.paymentOption),
    county: factText(factAt(doc, 'holder.address.county')),
    make: factText(factAt(doc, 'vehicle.make')),
    namedDrivers: factNumber(factAt(doc, 'cover.namedDrivers')),
    premium: factEuros(factAt(doc, 'premium.totalCents')),
  }),
};

/** Quotes and policies as the statistics read them. */
@Injectable()
export class QuotesStatisticsSource implements StatisticsSource {
  readonly facts: readonly ModelFacts[];

  constructor(
    @InjectModel(Quote.name) quotes: Model<Quote>,
    @InjectModel(Policy.name) policies: Model<Policy>,
  ) {
    this.facts = [new ModelFacts(quotes, QUOTE_FACTS), new ModelFacts(policies, POLICY_FACTS)];
  }
}
