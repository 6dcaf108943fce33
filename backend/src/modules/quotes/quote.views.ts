import { dublinIsoDate } from '../../common/time/dates';
import type { QuoteResult } from '../rating';
import type { AddressCandidate, BusinessType, OccupationOption, VehicleDetails } from '../reference-data';
import type { DocumentsAcceptance } from './domain/acceptance';
import { missingPages, PaymentOption, QuotePage, QuoteSource, QuoteStatus } from './domain/pages';
import type {
  AdditionalDriversDto,
  ClaimsDto,
  CoverDto,
  Gender,
  YourCarDto,
  YourDetailsDto,
  YourDrivingHistoryDto,
} from './dto/quote-pages.dto';
import type { QuoteRecord } from './schemas/quote.schema';

/** The answers as stored: what was sent, plus what the server resolved from the ids in it. */
export type YourDetailsAnswers = Omit<YourDetailsDto, 'gender'> & {
  gender: Gender;
  address: AddressCandidate;
  occupation: OccupationOption;
  businessType?: BusinessType;
};

export type YourCarAnswers = YourCarDto & { vehicle: VehicleDetails; valueCents: number };

export interface QuoteAnswers {
  your_details: YourDetailsAnswers;
  your_car?: YourCarAnswers;
  your_driving_history?: YourDrivingHistoryDto;
  additional_drivers?: AdditionalDriversDto;
  claims?: ClaimsDto;
  cover?: CoverDto;
}

export type CompleteAnswers = Required<QuoteAnswers>;

export type StoredQuoteResult = QuoteResult & { pricedAt: string; tableId: string };

export type QuotePrice = Omit<StoredQuoteResult, 'tableId'>;

/** A quote as its customer sees it: never a token, never the statistics fields. */
export interface QuoteView {
  _id: string;
  webReference: string;
  status: QuoteStatus;
  source: QuoteSource;
  answers: QuoteAnswers;
  missingPages: QuotePage[];
  result?: QuotePrice;
  isExpired: boolean;
  paymentOption?: PaymentOption;
  policyNumber?: string;
  acceptance?: DocumentsAcceptance;
  /** A priced quote whose customer must (again) confirm the documents before paying: why. */
  acceptanceProblem?: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A quoted price stops standing at its `validUntil`, or sooner once its cover start date has passed: cover
 * cannot begin in the past, so that quote must be priced again with a new start date before anyone buys it.
 */
export function isPriceExpired(
  quote: Pick<QuoteRecord, 'status' | 'result' | 'answers'>,
  now: Date,
): boolean {
  const validUntil = quote.result?.outcome === 'quoted' ? quote.result.validUntil : undefined;
  if (quote.status !== 'quoted' || validUntil === undefined) return false;
  const startDate = quote.answers.cover?.startDate;
  return new Date(validUntil) <= now || (startDate !== undefined && startDate < dublinIsoDate(now));
}

export function toQuoteView(quote: QuoteRecord, now: Date): QuoteView {
  const { tableId: _tableId, ...result } = quote.result ?? {};
  return {
    _id: String(quote._id),
    webReference: quote.webReference,
    status: quote.status,
    source: quote.source,
    answers: quote.answers,
    missingPages: missingPages(quote.answers),
    ...(quote.result ? { result: result as QuotePrice } : {}),
    isExpired: isPriceExpired(quote, now),
    ...(quote.paymentOption ? { paymentOption: quote.paymentOption } : {}),
    ...(quote.policyNumber ? { policyNumber: quote.policyNumber } : {}),
    ...(quote.acceptance ? { acceptance: quote.acceptance } : {}),
    createdAt: quote.createdAt,
    updatedAt: quote.updatedAt,
  };
}

/** A DTO instance as plain JSON: no undefined fields reach the database as nulls. */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
