import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SecretBox } from '../../common/crypto/secret-box.service';
import { SeedLedger } from '../../common/seeding/seed-ledger';
import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { UsersModule } from '../users';
import { WebhookCursor, WebhookCursorSchema } from './schemas/webhook-cursor.schema';
import { WebhookDelivery, WebhookDeliverySchema } from './schemas/webhook-delivery.schema';
import { WebhookEndpoint, WebhookEndpointSchema } from './schemas/webhook-endpoint.schema';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookEndpoints } from './webhook-endpoints.service';
import { WebhookSender } from './webhook-sender.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksDemoSeeder } from './webhooks.seeder';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: WebhookEndpoint.name, schema: WebhookEndpointSchema },
      { name: WebhookDelivery.name, schema: WebhookDeliverySchema },
      { name: WebhookCursor.name, schema: WebhookCursorSchema },
    ]),
    AuditModule,
    MailModule,
    UsersModule,
  ],
  controllers: [WebhooksController],
  providers: [
    WebhookEndpointsRepository,
    WebhookDeliveriesRepository,
    WebhookEndpoints,
    WebhookSender,
    SecretBox,
    SeedLedger,
    WebhooksDemoSeeder,
  ],
  exports: [WebhookSender],
})
export class WebhooksModule {}
