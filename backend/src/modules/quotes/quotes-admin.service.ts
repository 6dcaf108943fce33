import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryFilter } from 'mongoose';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { prefixSearch } from '../../common/search/search-keys';
import { Clock } from '../../common/time/clock';
import { normaliseWebReference } from './domain/web-reference';
import { QuotesQueryDto } from './dto/quote-admin.dto';
import { PoliciesService } from './policies.service';
import { toQuoteView } from './quote-records';
import { QuotesRepository } from './quotes.repository';
import { Quote, QuoteRecord } from './schemas/quote.schema';

function summaryOf(quote: QuoteRecord) {
  return {
    _id: String(quote._id),
    webReference: quote.webReference,
    status: quote.status,
    source: quote.source,
    firstName: quote.firstName,
    lastName: quote.lastName,
    email: quote.email,
    createdAt: quote.createdAt,
    createdDay: quote.createdDay,
    totalCents: quote.totalCents,
    ...(quote.coverType ? { coverType: quote.coverType } : {}),
    ...(quote.area ? { area: quote.area } : {}),
    ...(quote.result ? { tableVersion: quote.result.tableVersion } : {}),
    ...(quote.policyNumber ? { policyNumber: quote.policyNumber } : {}),
  };
}

/** Quotes for staff and integrators: search, filters, and each quote's full story. */
@Injectable()
export class QuotesAdminService {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly policies: PoliciesService,
    private readonly clock: Clock,
  ) {}

  async list(query: QuotesQueryDto) {
    const window = pageWindow(query);
    const { quotes, total } = await this.quotes.page(filterOf(query), window.skip, window.limit);
    return { data: quotes.map(summaryOf), ...pageInfo(window, total) };
  }

  async detail(id: string) {
    const quote = await this.quotes.findById(id);
    if (!quote) throw new NotFoundException('Quote not found.');
    const [events, policy] = await Promise.all([
      this.quotes.eventsOf(id),
      quote.status === 'purchased' ? this.policies.findByQuote(id) : undefined,
    ]);
    return {
      ...toQuoteView(quote, this.clock.now()),
      ...summaryOf(quote),
      createdWeek: quote.createdWeek,
      createdMonth: quote.createdMonth,
      declineReasonCodes: quote.declineReasonCodes,
      demo: quote.demo,
      ...(quote.purchasedAt ? { purchasedAt: quote.purchasedAt } : {}),
      events: events.map(({ at, type, status, detail, totalCents, tableVersion }) => ({
        at,
        type,
        status,
        ...(detail ? { detail } : {}),
        ...(totalCents === undefined ? {} : { totalCents }),
        ...(tableVersion ? { tableVersion } : {}),
      })),
      ...(policy ? { policy } : {}),
    };
  }
}

/** The search box: the start of a web reference, an email, either name first, or a phone number. */
const QUOTE_SEARCH = {
  webReference: 'upper',
  email: 'text',
  nameKey: 'text',
  surnameKey: 'text',
  phoneKey: 'phone',
} as const;

function filterOf(query: QuotesQueryDto): QueryFilter<Quote> {
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
