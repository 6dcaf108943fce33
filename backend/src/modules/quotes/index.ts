export { seededRandom } from './domain/demo-quotes';
export type { DemoQuoteFacts, Random } from './domain/demo-quotes';
export type { PaymentOption } from './domain/pages';
export { policyIssueProblem } from './domain/policy-issue';
export { toRisk } from './domain/to-risk';
export { REFERENCE_ALPHABET } from './domain/web-reference';
export type { RandomIndex } from './domain/web-reference';
export {
  AdditionalDriverDto,
  DRIVER_NUMBER,
  DRIVER_NUMBER_MESSAGE,
  YourCarDto,
  compactDriverNumber,
} from './dto/quote-pages.dto';
export { PoliciesService, endDateOf, vehicleRecordOf } from './policies.service';
export type { PolicyView } from './policies.service';
export type { CompleteAnswers, QuoteView, YourCarAnswers } from './quote.views';
export { NeedsQuoteToken, QuoteToken } from './quote-token';
export { QuotesStatisticsSource } from './quotes-statistics.source';
export { QuoteAnswersService } from './quote-answers.service';
export { QuotesModule } from './quotes.module';
export { QuotesService } from './quotes.service';
