import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter, Types, UpdateQuery } from 'mongoose';
import { EventOutbox, outboxOf, type PendingEvent, withPendingEvent } from '../events';
import { backfillSearchKeys } from '../../common/search/backfill-search-keys';
import { personKeys, phoneKey, prefixSearch } from '../../common/search/search-keys';
import type { DemoQuoteFacts } from './domain/demo-quotes';
import { generateWebReference, normaliseWebReference } from './domain/web-reference';
import { Quote, QuoteRecord, QUOTES_NEWEST_FIRST } from './schemas/quote.schema';
import { QuoteEvent, QuoteEventRecord } from './schemas/quote-event.schema';

export type NewQuote = Omit<Quote, 'webReference' | 'createdAt' | 'updatedAt'>;

/** `timestamps: false` leaves `updatedAt`, which lists and statistics read as the last change of content. */
export interface WriteOptions {
  timestamps?: false;
}

export type NewQuoteEvent = Omit<QuoteEvent, 'quoteId'> & { quoteId: string };

const WEB_REFERENCE_ATTEMPTS = 5;

function isWebReferenceClash(error: unknown): boolean {
  const { code, keyPattern, message } = error as { code?: unknown; keyPattern?: object; message?: string };
  if (code !== 11000) return false;
  return keyPattern ? 'webReference' in keyPattern : String(message).includes('webReference');
}

export interface QuoteListFilters {
  status?: Quote['status'];
  /** Created on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Created on or before this day. */
  to?: string;
  search?: string;
}

/** The search box: the start of a web reference, an email, either name first, or a phone number. */
const QUOTE_SEARCH = {
  webReference: 'upper',
  email: 'text',
  nameKey: 'text',
  surnameKey: 'text',
  phoneKey: 'phone',
} as const;

function filterOf(query: QuoteListFilters): QueryFilter<Quote> {
  const filter: QueryFilter<Quote> = {};
  if (query.status) filter.status = query.status;
  if (query.from || query.to) {
    filter.createdDay = {
      ...(query.from ? { $gte: query.from } : {}),
      ...(query.to ? { $lte: query.to } : {}),
    };
  }
  if (query.search) {
    const reference = normaliseWebReference(query.search);
    if (reference) {
      filter.webReference = reference;
    } else {
      Object.assign(filter, prefixSearch(query.search, QUOTE_SEARCH));
    }
  }
  return filter;
}

function withEvent(update: UpdateQuery<Quote>, event: PendingEvent | undefined): UpdateQuery<Quote> {
  return event ? withPendingEvent(update, event) : update;
}

/** The only code that touches the quotes and quote_events collections; answers plain records. */
@Injectable()
export class QuotesRepository implements OnApplicationBootstrap {
  constructor(
    @InjectModel(Quote.name) private readonly quotes: Model<Quote>,
    @InjectModel(QuoteEvent.name) private readonly events: Model<QuoteEvent>,
    outbox: EventOutbox,
  ) {
    outbox.register(outboxOf('quotes', this.quotes));
  }

  async onApplicationBootstrap(): Promise<void> {
    await backfillSearchKeys(
      this.quotes,
      'nameKey',
      { firstName: 1, lastName: 1, 'answers.your_details.phone': 1 },
      (quote) => {
        const details = (quote.answers as { your_details?: { phone?: string } } | undefined)?.your_details;
        return {
          ...personKeys(String(quote.firstName ?? ''), String(quote.lastName ?? '')),
          phoneKey: phoneKey(details?.phone ?? ''),
        };
      },
    );
  }

  /** Gives the quote a fresh web reference, drawing again on the rare clash with an existing one. */
  async create(quote: NewQuote, attempt = 1): Promise<QuoteRecord> {
    try {
      const created = await this.quotes.create({ ...quote, webReference: generateWebReference() });
      return created.toObject<QuoteRecord>();
    } catch (error) {
      if (attempt < WEB_REFERENCE_ATTEMPTS && isWebReferenceClash(error))
        return this.create(quote, attempt + 1);
      throw error;
    }
  }

  /** Demo data, with its own timestamps and references. */
  async insertMany(quotes: QuoteRecord[]): Promise<void> {
    await this.quotes.insertMany(quotes);
  }

  async findById(id: string): Promise<QuoteRecord | null> {
    return isValidObjectId(id) ? this.quotes.findById(id).lean<QuoteRecord>() : null;
  }

  findByWebReference(webReference: string): Promise<QuoteRecord | null> {
    return this.quotes.findOne({ webReference }).lean<QuoteRecord>();
  }

  /**
   * A page of the quotes' answers: its fields and those derived from it. The price and the accepted
   * documents were for the old answers, so they go, and the quote is started again. Answers the quote.
   */
  saveAnswers(
    id: string,
    page: string,
    answer: unknown,
    derived: Partial<Quote>,
  ): Promise<QuoteRecord | null> {
    return this.update(id, {
      $set: {
        [`answers.${page}`]: answer,
        ...derived,
        status: 'started',
        totalCents: null,
        declineReasonCodes: [],
      },
      $unset: { result: 1, acceptance: 1 },
    });
  }

  /** Answers the quote as it is now. */
  accept(id: string, acceptance: NonNullable<Quote['acceptance']>): Promise<QuoteRecord | null> {
    return this.update(id, { $set: { acceptance } });
  }

  /** Answers the quote as it is now. */
  choosePaymentOption(
    id: string,
    paymentOption: NonNullable<Quote['paymentOption']>,
  ): Promise<QuoteRecord | null> {
    return this.update(id, { $set: { paymentOption } });
  }

  /** Answers the quote as it is now. */
  markPurchased(id: string, purchase: Pick<Quote, 'policyNumber' | 'purchasedAt' | 'paymentOption'>) {
    return this.update(id, { $set: { status: 'purchased', ...purchase } });
  }

  /** The sealed resume link the customer asked to be emailed. */
  async saveResume(id: string, resume: Quote['resume']): Promise<void> {
    await this.quotes.updateOne({ _id: id }, { $set: { resume } });
  }

  /**
   * Sets these fields, for callers that already hold the quote (no read back); `event`, the change's
   * event, goes into the quote's outbox in the same update.
   */
  async set(
    id: string,
    fields: Partial<Quote>,
    options: WriteOptions = {},
    event?: PendingEvent,
  ): Promise<void> {
    await this.quotes.updateOne({ _id: id }, withEvent({ $set: fields }, event), options);
  }

  /** `set` if the quote is as the caller read it (its `updatedAt`); false when it changed since. */
  async setUnlessChanged(
    read: QuoteRecord,
    fields: Partial<Quote>,
    options: WriteOptions = {},
    event?: PendingEvent,
  ): Promise<boolean> {
    const { matchedCount } = await this.quotes.updateOne(
      { _id: read._id, updatedAt: read.updatedAt },
      withEvent({ $set: fields }, event),
      options,
    );
    return matchedCount === 1;
  }

  /** Staff's list, newest first: by status, days created (inclusive) and the search box. */
  async list(
    filters: QuoteListFilters,
    skip: number,
    limit: number,
  ): Promise<{ quotes: QuoteRecord[]; total: number }> {
    const filter = filterOf(filters);
    const [quotes, total] = await Promise.all([
      this.quotes.find(filter).sort(QUOTES_NEWEST_FIRST).skip(skip).limit(limit).lean<QuoteRecord[]>(),
      this.quotes.countDocuments(filter),
    ]);
    return { quotes, total };
  }

  private update(id: string, update: UpdateQuery<Quote>): Promise<QuoteRecord | null> {
    return this.quotes.findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' }).lean<QuoteRecord>();
  }

  async demoQuoteFacts(): Promise<DemoQuoteFacts[]> {
    const quotes = await this.quotes
      .find(
        { demo: true },
        {
          webReference: 1,
          status: 1,
          totalCents: 1,
          paymentOption: 1,
          purchasedAt: 1,
          updatedAt: 1,
          firstName: 1,
          lastName: 1,
          email: 1,
          policyNumber: 1,
        },
      )
      .lean<(Omit<DemoQuoteFacts, '_id'> & { _id: unknown })[]>();
    return quotes.map((quote) => ({ ...quote, _id: String(quote._id) }));
  }

  async hasDemoQuotes(): Promise<boolean> {
    return (await this.quotes.exists({ demo: true })) !== null;
  }

  async addEvents(events: NewQuoteEvent[]): Promise<void> {
    await this.events.insertMany(
      events.map((event) => ({ ...event, quoteId: new Types.ObjectId(event.quoteId) })),
    );
  }

  async eventsOf(quoteId: string): Promise<QuoteEventRecord[]> {
    return this.events
      .find({ quoteId: new Types.ObjectId(quoteId) })
      .sort({ at: 1, _id: 1 })
      .lean<QuoteEventRecord[]>();
  }
}
