import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { seededRandom } from '../quotes/domain/demo-quotes';
import { DemoQuoteFacts, planDemoPayments } from './domain/demo-payments';
import { calendarKeys } from '../../common/time/calendar';

const MARKER = 'demo-seeded';
const DEMO_SEED = 2026;

interface PolicyFacts {
  _id: unknown;
  quoteId: unknown;
  policyNumber: string;
  holder: { firstName: string; lastName: string; email: string };
  createdAt: Date;
}

/**
 * What the statistics screens need beyond the demo quotes and policies (the quotes module seeds
 * those): their card payments and competition entries. Written in bulk, once: a marker by `_id`
 * says it was done, so a restart costs one lookup.
 */
@DemoSeed(70)
@Injectable()
export class StatisticsDemoSeeder implements DemoSeeder {
  private readonly logger = new Logger('StatisticsDemoSeeder');

  constructor(@InjectConnection() private readonly connection: Connection) {}

  async seed(): Promise<void> {
    const state = this.connection.collection<{ _id: string; at: Date }>('statistics_state');
    if (await state.findOne({ _id: MARKER })) return;
    const quotes = await this.connection
      .collection('quotes')
      .find(
        { demo: true },
        {
          projection: {
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
        },
      )
      .toArray();
    const facts = quotes.map((quote) => ({ ...quote, _id: String(quote._id) }) as unknown as DemoQuoteFacts);
    const payments = planDemoPayments(facts, seededRandom(DEMO_SEED));
    const demoQuoteIds = new Set(facts.map((quote) => quote._id));
    const policies = (
      await this.connection
        .collection('policies')
        .find({}, { projection: { quoteId: 1, policyNumber: 1, holder: 1, createdAt: 1 } })
        .toArray()
    ).filter((policy) => demoQuoteIds.has(String(policy.quoteId))) as unknown as PolicyFacts[];
    const entries = policies.map((policy) => ({
      _id: String(policy._id),
      quoteId: String(policy.quoteId),
      policyNumber: policy.policyNumber,
      name: `${policy.holder.firstName} ${policy.holder.lastName}`,
      email: policy.holder.email,
      createdDay: calendarKeys(policy.createdAt).createdDay,
      createdAt: policy.createdAt,
      updatedAt: policy.createdAt,
    }));
    if (payments.length > 0)
      await this.connection.collection('payments').insertMany(payments, { ordered: false });
    if (entries.length > 0) {
      await this.connection
        .collection<{ _id: string }>('competition_entries')
        .insertMany(entries, { ordered: false })
        .catch((error: unknown) =>
          this.logger.warn(`Some competition entries existed already: ${String(error)}`),
        );
    }
    await state.updateOne({ _id: MARKER }, { $set: { at: new Date() } }, { upsert: true });
    this.logger.log(`Seeded ${payments.length} demo payments and ${entries.length} competition entries`);
  }
}
