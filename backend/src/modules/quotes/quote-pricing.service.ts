import { Injectable } from '@nestjs/common';
import { FieldErrorsException } from '../../common/http/problem';
import { Metrics } from '../../common/metrics/metrics';
import { Clock } from '../../common/time/clock';
import { ActiveRatingTable, priceQuote, QuoteResult } from '../rating';
import { addDays, dublinIsoDate } from '../../common/time/dates';
import { missingPages, QuoteSource } from './domain/pages';
import { toRisk } from './domain/to-risk';
import { EventLog, pendingEvent } from '../events';
import { CompleteAnswers, isPriceExpired, toQuoteView } from './quote.views';
import { NewQuoteEvent, QuotesRepository, WriteOptions } from './quotes.repository';
import { Quote, QuoteRecord } from './schemas/quote.schema';

/** What the statistics read of a price, kept beside it on the quote. */
export function priceFields(result: QuoteResult) {
  return {
    status: result.outcome,
    totalCents: result.outcome === 'quoted' ? result.breakdown.totalCents : null,
    declineReasonCodes:
      result.outcome === 'quoted' ? [] : [...new Set(result.reasons.map((reason) => reason.code))],
  };
}

/** A price change to write: the quote's new fields and the events that record it. */
interface PriceChange {
  set: Partial<Quote>;
  events: NewQuoteEvent[];
  /** A new price was worked out (counted in the metrics). */
  priced?: boolean;
  /** Nothing the lists or the statistics read changes (an access grant alone): `updatedAt` stays. */
  quiet?: boolean;
}

type ActiveTable = Awaited<ReturnType<ActiveRatingTable['current']>>;

/** Prices quotes with the active rating table, and keeps a retrieved quote's price current. */
@Injectable()
export class QuotePricing {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly active: ActiveRatingTable,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    private readonly events: EventLog,
  ) {}

  /** The caller holds the quote's lock (QuoteLocks), so the answers priced are the answers stored. */
  async price(quote: QuoteRecord, source: QuoteSource): Promise<QuoteRecord> {
    const active = await this.active.current();
    return (await this.write(quote, this.pricing(quote, source, active))) ?? quote;
  }

  /**
   * A retrieved quote whose price expired: re-priced when the active table changed since (or the
   * start date passed, which the evaluator then asks to change); otherwise the same price is valid
   * again for the table's validity period. The caller holds the quote's lock.
   */
  async refresh(quote: QuoteRecord): Promise<QuoteRecord> {
    return (await this.write(quote, await this.refreshing(quote))) ?? quote;
  }

  /**
   * `refresh`, writing `alongside` (and its events first) in the same update of the quote. With
   * `unlessChanged`, only if the quote is still as it was read (its `updatedAt`): null when another
   * request changed it since.
   */
  async refreshWith(
    quote: QuoteRecord,
    alongside: Partial<Quote>,
    events: NewQuoteEvent[],
    unlessChanged: boolean,
  ): Promise<QuoteRecord | null> {
    const change = await this.refreshing(quote);
    return this.write(
      quote,
      {
        set: { ...alongside, ...change?.set },
        events: [...events, ...(change?.events ?? [])],
        priced: change?.priced,
        quiet: !change,
      },
      unlessChanged,
    );
  }

  private async refreshing(quote: QuoteRecord): Promise<PriceChange | null> {
    const now = this.clock.now();
    if (!isPriceExpired(quote, now) || quote.result?.outcome !== 'quoted') return null;
    const active = await this.active.current();
    const startPassed = (quote.answers.cover?.startDate ?? '') < dublinIsoDate(now);
    if (quote.result.tableVersion !== active.version || startPassed)
      return this.pricing(quote, 'retrieve', active);
    const validUntil = addDays(now, active.table.quoteValidityDays).toISOString();
    return {
      set: { result: { ...quote.result, validUntil } },
      events: [
        {
          quoteId: String(quote._id),
          at: now,
          type: 'validity_extended',
          status: 'quoted',
          tableVersion: quote.result.tableVersion,
          detail: `Valid until ${validUntil}`,
        },
      ],
    };
  }

  /** A new price with the active table, or null when the one the quote holds still stands. */
  private pricing(quote: QuoteRecord, source: QuoteSource, active: ActiveTable): PriceChange | null {
    const missing = missingPages(quote.answers);
    if (missing.length > 0) {
      throw new FieldErrorsException(
        Object.fromEntries(missing.map((page) => [page, ['Required']])),
        'Please answer every page before we price your quote.',
        422,
      );
    }
    const now = this.clock.now();
    if (this.stillStands(quote, active.id, now)) return null;
    const result = priceQuote(toRisk(quote.answers as CompleteAnswers), active.table, now);
    const set = {
      result: { ...result, pricedAt: now.toISOString(), tableId: active.id },
      source,
      ...priceFields(result),
    };
    return {
      set,
      priced: true,
      events: [
        {
          quoteId: String(quote._id),
          at: now,
          type: source === 'retrieve' ? 'repriced' : 'priced',
          status: set.status,
          tableVersion: result.tableVersion,
          ...(set.totalCents === null ? {} : { totalCents: set.totalCents }),
        },
      ],
    };
  }

  /**
   * Writes a change as one update of the quote and its events: null when there was nothing to write, or
   * when `unlessChanged` and the quote is no longer as read.
   */
  private async write(
    quote: QuoteRecord,
    change: PriceChange | null,
    unlessChanged = false,
  ): Promise<QuoteRecord | null> {
    if (!change) return null;
    const options: WriteOptions = change.quiet ? { timestamps: false } : {};
    const now = this.clock.now();
    const written = { ...quote, ...change.set, ...(change.quiet ? {} : { updatedAt: now }) };
    const event = change.priced
      ? pendingEvent(
          'quote.priced',
          { type: 'quote', id: String(quote._id), occurrence: written.result?.pricedAt },
          toQuoteView(written, now),
          now,
        )
      : undefined;
    if (unlessChanged) {
      if (!(await this.quotes.setUnlessChanged(quote, change.set, options, event))) return null;
    } else await this.quotes.set(String(quote._id), change.set, options, event);
    if (change.events.length > 0) await this.quotes.addEvents(change.events);
    if (event) {
      this.metrics.quotes.inc({ event: 'priced' });
      // Not awaited: the event is safe in the quote's outbox, and the price answers without the log's write.
      void this.events.publish(event);
    }
    return written;
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
}
