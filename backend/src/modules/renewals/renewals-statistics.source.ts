import {
  createdDayOf,
  dublinDay,
  factEuros,
  factText,
  FactSpec,
  StatisticsSource,
  statisticsSourceProvider,
} from '../../common/statistics/facts';
import { Renewal } from './schemas/renewal.schema';

export const RENEWAL_FACTS: FactSpec = {
  key: 'renewals',
  partition: 'renewalDate',
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
export abstract class RenewalsStatisticsSource extends StatisticsSource {}

export const renewalsStatisticsSource = statisticsSourceProvider(RenewalsStatisticsSource, [
  [Renewal.name, RENEWAL_FACTS],
]);
