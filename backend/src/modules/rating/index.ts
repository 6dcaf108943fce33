export { ActiveRatingTable } from './active-rating-table';
export type { ActiveTable } from './active-rating-table';
export { sampleRisks } from './data/sample-risks';
export { priceQuote } from './domain/evaluate';
export type { QuoteResult, QuotedResult } from './domain/evaluate';
export type { Reason } from './domain/findings';
export { instalmentSchedule } from './domain/instalment-schedule';
export type { Instalment } from './domain/instalment-schedule';
export type { MonthlyPlan } from './domain/instalments';
export {
  CONVICTION_LABELS,
  COVER_TYPE_LABELS,
  LICENCE_TYPE_LABELS,
  OVERNIGHT_LOCATION_LABELS,
  RELATIONSHIP_LABELS,
  USAGE_LABELS,
  formatEuro,
} from './domain/labels';
export type { RatingTable } from './domain/rating-table';
export {
  ADD_ONS,
  COVER_TYPES,
  LICENCE_TYPES,
  OVERNIGHT_LOCATIONS,
  RELATIONSHIPS,
  USAGES,
} from './domain/risk';
export type {
  AddOn,
  Claim,
  Conviction,
  CoverType,
  Driver,
  IsoDate,
  LicenceType,
  OvernightLocation,
  Risk,
  Usage,
} from './domain/risk';
export {
  BooleanField,
  ChoiceField,
  DateField,
  IntField,
  ListField,
  NestedField,
  Rule,
  TextField,
  dateProblem,
} from './dto/fields';
export type { FieldOptions } from './dto/fields';
export { QuoteResultDto } from './dto/quote-result.dto';
export {
  AdditionalDriverRiskDto,
  CLAIM_TYPES,
  ClaimDto,
  CoverRequestDto,
  DriverHistoryDto,
  MAX_CENTS,
  MAX_CLAIMS,
  MAX_NAMED_DRIVERS,
  ModificationsDto,
} from './dto/risk.dto';
export { RatingModule } from './rating.module';
