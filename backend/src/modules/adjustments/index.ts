export { AdjustmentsModule } from './adjustments.module';
export { AdjustmentsStatisticsSource } from './adjustments-statistics.source';
export {
  AdjustmentNotSettleable,
  AdjustmentsService,
  type PaidAdjustment,
  type PayableAdjustment,
} from './adjustments.service';
export { priceAdjustment } from './domain/price-adjustment';
export type {
  AdjustmentResult,
  AdjustmentTerms,
  AnnualPrice,
  InvalidAdjustment,
  LivePolicy,
  PricedAdjustment,
  UnpricedAdjustment,
} from './domain/price-adjustment';
export type { PolicyChange } from './domain/policy-change';
