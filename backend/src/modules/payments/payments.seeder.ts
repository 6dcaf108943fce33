import { Injectable, Logger } from '@nestjs/common';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { SeedLedger } from '../../common/seeding/seed-ledger';
import { PoliciesService, QuotesService, seededRandom } from '../quotes';
import { planDemoPayments } from './domain/demo-payments';
import { PaymentsRepository } from './payments.repository';
import { CompetitionEntries } from './quote-checkout/competition-entries';

const LEDGER_KEY = 'payments:demo';
const DEMO_SEED = 2026;

/**
 * The card payments and competition entries of the demo quotes and policies (the quotes module seeds
 * those), which the statistics screens show. Written in bulk, once: the seed ledger remembers it, so a
 * restart costs one lookup.
 */
@DemoSeed(70)
@Injectable()
export class PaymentsDemoSeeder implements DemoSeeder {
  private readonly logger = new Logger('PaymentsDemoSeeder');

  constructor(
    private readonly ledger: SeedLedger,
    private readonly quotes: QuotesService,
    private readonly policies: PoliciesService,
    private readonly payments: PaymentsRepository,
    private readonly entries: CompetitionEntries,
  ) {}

  async seed(): Promise<void> {
    await this.ledger.once(LEDGER_KEY, async () => {
      const quotes = await this.quotes.demoQuoteFacts();
      const payments = planDemoPayments(quotes, seededRandom(DEMO_SEED));
      const policies = await this.policies.findByQuotes(quotes.map((quote) => quote._id));
      if (payments.length > 0) await this.payments.insertDemo(payments);
      if (policies.length > 0) await this.entries.enterDemo(policies);
      this.logger.log(`Seeded ${payments.length} demo payments and ${policies.length} competition entries`);
    });
  }
}
