import { Injectable, Logger } from '@nestjs/common';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { PoliciesService, QuotesService } from '../quotes';
import { PolicyDocumentsService } from './policy-documents.service';

/** Enough for staff to try resending and reissuing on a fresh `make run`; each costs four PDFs at start. */
export const DEMO_POLICIES_WITH_DOCUMENTS = 2;

/**
 * The demo policies are written straight to the database (no payment settles them), so none has
 * documents: the newest few get them, as a purchase would have made them. A policy that has some keeps
 * them (issuing at purchase answers the first set).
 */
@DemoSeed(65)
@Injectable()
export class DocumentsDemoSeeder implements DemoSeeder {
  private readonly logger = new Logger(DocumentsDemoSeeder.name);

  constructor(
    private readonly policies: PoliciesService,
    private readonly quotes: QuotesService,
    private readonly documents: PolicyDocumentsService,
  ) {}

  async seed(): Promise<void> {
    for (const policy of await this.policies.newest(DEMO_POLICIES_WITH_DOCUMENTS)) {
      const answers = await this.quotes.boughtAnswers(policy._id);
      if (answers) await this.documents.issueAtPurchase({ policyId: policy._id, policy, answers });
    }
    this.logger.log('Demo policies have their documents');
  }
}
