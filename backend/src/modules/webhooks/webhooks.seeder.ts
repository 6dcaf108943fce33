import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { SecretBox } from '../../common/crypto/secret-box.service';
import { DemoSeed, DemoSeeder } from '../../common/seeding/demo-seeder';
import { SeedLedger } from '../../common/seeding/seed-ledger';
import { newWebhookSecret } from './domain/signing';
import { WebhookEndpoint } from './schemas/webhook-endpoint.schema';

const DEMO_URL = 'https://crm.example.com/webhooks/ivy';

/**
 * One endpoint, so the webhook screens show a record and not only their empty state. Disabled: the demo
 * sends nothing to a host that is not ours.
 */
@DemoSeed(80)
@Injectable()
export class WebhooksDemoSeeder implements DemoSeeder {
  constructor(
    @InjectModel(WebhookEndpoint.name) private readonly endpoints: Model<WebhookEndpoint>,
    private readonly ledger: SeedLedger,
    private readonly box: SecretBox,
  ) {}

  async seed(): Promise<void> {
    const endpoint: WebhookEndpoint = {
      url: DEMO_URL,
      eventTypes: ['quote.bought', 'policy.issued', 'renewal.paid'],
      description: 'CRM: new and renewed policies (demo)',
      enabled: false,
      secrets: [{ sealed: this.box.seal(newWebhookSecret()) }],
      afterEventId: 0,
      failuresInARow: 0,
      createdBy: { type: 'system', id: 'demo', label: 'Demo data' },
    } as WebhookEndpoint;
    await this.ledger.insertMissing(this.endpoints, 'webhooks', [endpoint], ({ url }) => ({
      id: url,
      filter: { url },
    }));
  }
}
