import { Injectable } from '@nestjs/common';
import { FieldErrorsException } from '../../common/http/problem';
import { Metrics } from '../../common/metrics/metrics';
import { Clock } from '../../common/time/clock';
import { ActiveRatingTable, priceQuote, QuoteResult } from '../rating';
import { addDays, dublinIsoDate } from '../../common/time/dates';
import { missingPages, QuoteSource } from './domain/pages';
import { toRisk } from './domain/to-risk';
import { CompleteAnswers, isPriceExpired } from './quote-records';
import { QuotesRepository } from './quotes.repository';
import { QuoteRecord } from './schemas/quote.schema';

/** What the statistics read of a price, kept beside it on the quote. */
export function priceFields(result: QuoteResult) {
  return {
    status: result.outcome,
    totalCents: result.outcome === 'quoted' ? result.breakdown.totalCents : null,
    declineReasonCodes:
      result.outcome === 'quoted' ? [] : [...new Set(result.reasons.map((reason) => reason.code))],
  };
}

/** Prices quotes with the active rating table, and keeps a retrieved quote's price current. */
@Injectable()
export class QuotePricing {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly active: ActiveRatingTable,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  /** The caller holds the quote's lock (QuoteLocks), so the answers priced are the answers stored. */
  async price(quote: QuoteRecord, source: QuoteSource): Promise<QuoteRecord> {
    const missing = missingPages(quote.answers);
    if (missing.length > 0) {
      throw new FieldErrorsException(
        Object.fromEntries(missing.map((page) => [page, ['Required']])),
        'Please answer every page before we price your quote.',
        422,
      );
    }
    const active = await this.active.current();
    const now = this.clock.now();
    if (this.stillStands(quote, active.id, now)) return quote;
    const result = priceQuote(toRisk(quote.answers as CompleteAnswers), active.table, now);
    const changes = {
      result: { ...result, pricedAt: now.toISOString(), tableId: active.id },
      source,
      ...priceFields(result),
    };
    await this.quotes.set(String(quote._id), { $set: changes });
    this.metrics.quotes.inc({ event: 'priced' });
    await this.quotes.addEvents([
      {
        quoteId: String(quote._id),
        at: now,
        type: source === 'retrieve' ? 'repriced' : 'priced',
        status: changes.status,
        tableVersion: result.tableVersion,
        ...(changes.totalCents === null ? {} : { totalCents: changes.totalCents }),
      },
    ]);
    return { ...quote, ...changes, updatedAt: now };
  }

  /**
   * Pricing again would answer the same: the result belongs to these answers (any change of answers
   * clears it), the table is still the active one, and it was made today, since ages and the start
   * window count in days. A repeated click then costs no write.
   */
  private stillStands(quote: QuoteRecord, activeTableId: string, now: Date): boolean {
    const { result } = quote;
    return (
      result !== undefined &&
      result.tableId === activeTableId &&
      dublinIsoDate(new Date(result.pricedAt)) === dublinIsoDate(now) &&
      !isPriceExpired(quote, now)
    );
  }

  /**
   * A retrieved quote whose price expired: re-priced when the active table changed since (or the
   * start date passed, which the evaluator then asks to change); otherwise the same price is valid
   * again for the table's validity period. The caller holds the quote's lock.
   */
  async refresh(quote: QuoteRecord): Promise<QuoteRecord> {
    const now = this.clock.now();
    if (!isPriceExpired(quote, now) || quote.result?.outcome !== 'quoted') return quote;
    const active = await this.active.current();
    const startPassed = (quote.answers.cover?.startDate ?? '') < dublinIsoDate(now);
    if (quote.result.tableVersion !== active.version || startPassed) return this.price(quote, 'retrieve');
    const validUntil = addDays(now, active.table.quoteValidityDays).toISOString();
    await this.quotes.set(String(quote._id), { $set: { 'result.validUntil': validUntil } });
    await this.quotes.addEvents([
      {
        quoteId: String(quote._id),
        at: now,
        type: 'validity_extended',
        status: 'quoted',
        tableVersion: quote.result.tableVersion,
        detail: `Valid until ${validUntil}`,
      },
    ]);
    return { ...quote, result: { ...quote.result, validUntil }, updatedAt: now };
  }
}
