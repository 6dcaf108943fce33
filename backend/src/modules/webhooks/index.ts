export { WebhookSender } from './webhook-sender.service';
export { WebhooksModule } from './webhooks.module';
