import { detailsFields } from './domain/details-fields';
import { Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { Clock } from '../../common/time/clock';
import { ActiveRatingTable, ActiveTable, priceQuote } from '../rating';
import { calendarKeys } from '../../common/time/calendar';
import { DemoQuotePlan, planDemoQuotes, seededRandom } from './domain/demo-quotes';
import { missingPages } from './domain/pages';
import { toRisk } from './domain/to-risk';
import { generatePolicyNumber, generateWebReference } from './domain/web-reference';
import { PoliciesService, policyFor } from './policies.service';
import { priceFields } from './quote-pricing.service';
import { CompleteAnswers } from './quote.views';
import { NewQuoteEvent, QuotesRepository } from './quotes.repository';
import { Policy } from './schemas/policy.schema';
import { QuoteRecord } from './schemas/quote.schema';

export const DEMO_QUOTES = 360;
const DEMO_SEED = 2025;
const MINUTE_MS = 60_000;

interface DemoRecords {
  quote: QuoteRecord;
  events: NewQuoteEvent[];
  policy?: Policy;
}

/**
 * A year of quotes for the statistics screens, priced by the evaluator with the active table as it
 * would have priced them on the day. Skipped once any demo quote exists.
 */
@DemoSeed(60)
@Injectable()
export class QuoteDemoSeeder implements DemoSeeder {
  private readonly logger = new Logger('QuoteDemoSeeder');

  constructor(
    private readonly quotes: QuotesRepository,
    private readonly policies: PoliciesService,
    private readonly active: ActiveRatingTable,
    private readonly clock: Clock,
  ) {}

  async seed(): Promise<void> {
    if (await this.quotes.hasDemoQuotes()) return;
    const now = this.clock.now();
    const active = await this.active.current();
    const records = planDemoQuotes(DEMO_QUOTES, now, seededRandom(DEMO_SEED)).map((plan) =>
      demoRecords(plan, active, now),
    );
    const policies = records.flatMap((record) => (record.policy ? [record.policy] : []));
    // Policies first: a quote marked bought always has its policy, even if seeding stops halfway.
    await this.policies.insertMany(policies);
    await this.quotes.insertMany(records.map((record) => record.quote));
    await this.quotes.addEvents(records.flatMap((record) => record.events));
    this.logger.log(`Seeded ${records.length} demo quotes and ${policies.length} policies`);
  }
}

function demoRecords(plan: DemoQuotePlan, active: ActiveTable, now: Date): DemoRecords {
  const _id = new Types.ObjectId();
  const quoteId = String(_id);
  const { answers, createdAt } = plan;
  const details = answers.your_details;
  const base: QuoteRecord = {
    _id,
    webReference: generateWebReference(),
    status: 'started',
    source: plan.source,
    answers,
    ...detailsFields(details),
    ...calendarKeys(createdAt),
    totalCents: null,
    ...(answers.cover ? { coverType: answers.cover.type } : {}),
    declineReasonCodes: [],
    demo: true,
    createdAt,
    updatedAt: createdAt,
  };
  const events: NewQuoteEvent[] = [{ quoteId, at: createdAt, type: 'created', status: 'started' }];
  if (plan.abandoned || missingPages(answers).length > 0) return { quote: base, events };

  const pricedAt = new Date(createdAt.getTime() + 12 * MINUTE_MS);
  const result = priceQuote(toRisk(answers as CompleteAnswers), active.table, pricedAt);
  const priced: QuoteRecord = {
    ...base,
    ...priceFields(result),
    result: { ...result, pricedAt: pricedAt.toISOString(), tableId: active.id },
    paymentOption: plan.paymentOption,
    updatedAt: pricedAt,
  };
  events.push({
    quoteId,
    at: pricedAt,
    type: 'priced',
    status: priced.status,
    tableVersion: result.tableVersion,
    ...(priced.totalCents === null ? {} : { totalCents: priced.totalCents }),
  });
  if (result.outcome !== 'quoted' || !plan.buys) return { quote: priced, events };

  const purchasedAt = new Date(Math.min(pricedAt.getTime() + 26 * 60 * MINUTE_MS, now.getTime()));
  const policy = policyFor(
    priced,
    { paymentOption: plan.paymentOption },
    purchasedAt,
    generatePolicyNumber(),
  );
  events.push({
    quoteId,
    at: purchasedAt,
    type: 'purchased',
    status: 'purchased',
    detail: policy.policyNumber,
  });
  return {
    quote: {
      ...priced,
      status: 'purchased',
      policyNumber: policy.policyNumber,
      purchasedAt,
      updatedAt: purchasedAt,
    },
    events,
    policy,
  };
}
