import { Injectable, NotFoundException } from '@nestjs/common';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { Clock } from '../../common/time/clock';
import { QuotesQueryDto } from './dto/quote-admin.dto';
import { PoliciesService } from './policies.service';
import { toQuoteView } from './quote.views';
import { QuotesRepository } from './quotes.repository';
import { QuoteRecord } from './schemas/quote.schema';

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
    const { quotes, total } = await this.quotes.list(query, window.skip, window.limit);
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
