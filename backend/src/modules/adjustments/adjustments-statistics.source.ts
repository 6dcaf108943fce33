import {
  createdDayOf,
  dublinDay,
  factAt,
  factEuros,
  factText,
  FactSpec,
  StatisticsSource,
  statisticsSourceProvider,
} from '../../common/statistics/facts';
import { PolicyAdjustment } from './schemas/policy-adjustment.schema';

/**
 * Mid-term changes as the statistics read them. Unpartitioned: a policy changes a few times a year at
 * most, so the collection stays a fraction of the policies'. `moved` is what a settled change moved
 * (levy and fee in, signed: a refund is negative); nothing for one not made.
 */
export const ADJUSTMENT_FACTS: FactSpec = {
  key: 'adjustments',
  paths: ['settledAt', 'status', 'change.type', 'price.totalCents'],
  toRow: (doc) => ({
    createdDay: createdDayOf(doc),
    settledDay: dublinDay(doc.settledAt),
    status: factText(doc.status),
    type: factText(factAt(doc, 'change.type')),
    moved: doc.status === 'settled' ? factEuros(factAt(doc, 'price.totalCents')) : null,
  }),
};

export abstract class AdjustmentsStatisticsSource extends StatisticsSource {}

export const adjustmentsStatisticsSource = statisticsSourceProvider(AdjustmentsStatisticsSource, [
  [PolicyAdjustment.name, ADJUSTMENT_FACTS],
]);
