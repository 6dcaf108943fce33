import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter, Types, UpdateQuery } from 'mongoose';
import { backfillSearchKeys } from '../../common/search/backfill-search-keys';
import { personKeys, phoneKey } from '../../common/search/search-keys';
import type { DemoQuoteFacts } from './domain/demo-quotes';
import { generateWebReference } from './domain/web-reference';
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

/** The only code that touches the quotes and quote_events collections; answers plain records. */
@Injectable()
export class QuotesRepository implements OnApplicationBootstrap {
  constructor(
    @InjectModel(Quote.name) private readonly quotes: Model<Quote>,
    @InjectModel(QuoteEvent.name) private readonly events: Model<QuoteEvent>,
  ) {}

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
   * Changes the quote and answers it as it is now. A `condition` beyond the id is checked by the
   * database in the same write: for changes that must hold across instances.
   */
  update(
    id: string,
    update: UpdateQuery<Quote>,
    condition: QueryFilter<Quote> = {},
  ): Promise<QuoteRecord | null> {
    return this.quotes
      .findOneAndUpdate({ ...condition, _id: id }, update, { returnDocument: 'after' })
      .lean<QuoteRecord>();
  }

  /** `update` without reading the quote back, for callers that already hold it. */
  async set(id: string, update: UpdateQuery<Quote>, options: WriteOptions = {}): Promise<void> {
    await this.quotes.updateOne({ _id: id }, update, options);
  }

  /** `set` if the quote is as the caller read it (its `updatedAt`); false when it changed since. */
  async setUnlessChanged(
    read: QuoteRecord,
    update: UpdateQuery<Quote>,
    options: WriteOptions = {},
  ): Promise<boolean> {
    const { matchedCount } = await this.quotes.updateOne(
      { _id: read._id, updatedAt: read.updatedAt },
      update,
      options,
    );
    return matchedCount === 1;
  }

  async page(
    filter: QueryFilter<Quote>,
    skip: number,
    limit: number,
  ): Promise<{ quotes: QuoteRecord[]; total: number }> {
    const [quotes, total] = await Promise.all([
      this.quotes.find(filter).sort(QUOTES_NEWEST_FIRST).skip(skip).limit(limit).lean<QuoteRecord[]>(),
      this.quotes.countDocuments(filter),
    ]);
    return { quotes, total };
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
