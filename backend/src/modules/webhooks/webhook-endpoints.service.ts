import { lookup } from 'node:dns/promises';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { Actor } from '../../common/auth';
import { SecretBox } from '../../common/crypto/secret-box.service';
import { FieldErrorsException } from '../../common/http/problem';
import { PageQueryDto, pageInfo, pageWindow } from '../../common/pagination/pagination';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit';
import { EventLog } from '../events';
import { endpointAddressProblem } from './domain/endpoint-url';
import { newWebhookSecret } from './domain/signing';
import {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
} from './dto/webhook.dto';
import { WebhookDeliveryRecord } from './schemas/webhook-delivery.schema';
import {
  WebhookEndpoint,
  WebhookEndpointRecord,
  WebhookSecretRecord,
} from './schemas/webhook-endpoint.schema';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';

/** How long a replaced secret keeps signing, so receivers can switch without missing a delivery. */
export const PREVIOUS_SECRET_MS = 24 * 60 * 60_000;

/** Every address a host name resolves to (the SSRF check looks at all of them). */
export async function lookupAll(hostname: string): Promise<string[]> {
  return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
}

/** Never a secret. */
function toView(endpoint: WebhookEndpointRecord): WebhookEndpointDto {
  return {
    _id: String(endpoint._id),
    url: endpoint.url,
    eventTypes: endpoint.eventTypes,
    description: endpoint.description,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    failuresInARow: endpoint.failuresInARow,
    previousSecretExpiresAt: endpoint.secrets[1]?.expiresAt,
    createdBy: { type: endpoint.createdBy.type, id: endpoint.createdBy.id, label: endpoint.createdBy.label },
    createdAt: endpoint.createdAt,
  };
}

export function toDeliveryView(delivery: WebhookDeliveryRecord): WebhookDeliveryDto {
  return {
    _id: String(delivery._id),
    messageId: delivery.messageId,
    type: delivery.type,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : undefined,
    lastAttemptAt: delivery.lastAttemptAt,
    responseCode: delivery.responseCode,
    durationMs: delivery.durationMs,
    error: delivery.error,
    createdAt: delivery.createdAt,
  };
}

/** Registered receivers: what administrators and integrators manage (the sender reads them too). */
@Injectable()
export class WebhookEndpoints {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly events: EventLog,
    private readonly box: SecretBox,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private async checkUrl(url: string): Promise<void> {
    const problem = await endpointAddressProblem(url, this.config.NODE_ENV === 'production', lookupAll);
    if (problem) throw new FieldErrorsException({ url: [problem] }, problem);
  }

  /** The secrets that sign now: the current one, and a replaced one until it expires. */
  secretsOf(endpoint: Pick<WebhookEndpoint, 'secrets'>): string[] {
    const now = this.clock.now();
    return endpoint.secrets
      .filter((secret) => !secret.expiresAt || secret.expiresAt > now)
      .map((secret) => this.box.open(secret.sealed));
  }

  async find(id: string): Promise<WebhookEndpointRecord> {
    const endpoint = await this.endpoints.findById(id);
    if (!endpoint) throw new NotFoundException('Webhook endpoint not found.');
    return endpoint;
  }

  async create(input: CreateWebhookEndpointDto, actor: Actor) {
    await this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const created = await this.endpoints.create({
      url: input.url,
      eventTypes: input.eventTypes,
      description: input.description ?? '',
      enabled: input.enabled ?? true,
      secrets: [{ sealed: this.box.seal(secret) }],
      afterEventId: await this.events.lastNumber(),
      createdBy: { type: actor.type, id: actor.id, label: actor.label },
    });
    const endpoint = toView(created);
    await this.audit.record(actor, {
      action: 'webhook.create',
      targetType: 'webhook-endpoint',
      targetId: endpoint._id,
      after: endpoint,
    });
    return { endpoint, secret };
  }

  async list(query: PageQueryDto) {
    const window = pageWindow(query);
    const [endpoints, total] = await this.endpoints.page(window);
    return { data: endpoints.map(toView), ...pageInfo(window, total) };
  }

  async get(id: string): Promise<WebhookEndpointDto> {
    return toView(await this.find(id));
  }

  /** Enabling again clears the failure count and the reason it was disabled. */
  async update(id: string, input: UpdateWebhookEndpointDto, actor: Actor): Promise<WebhookEndpointDto> {
    const before = await this.find(id);
    if (input.url !== undefined) await this.checkUrl(input.url);
    const enabling = input.enabled === true && !before.enabled;
    const { url, eventTypes, description, enabled } = input;
    const after = await this.endpoints.change(id, { url, eventTypes, description, enabled }, enabling);
    if (!after) throw new NotFoundException('Webhook endpoint not found.');
    const endpoint = toView(after);
    await this.audit.record(actor, {
      action: 'webhook.update',
      targetType: 'webhook-endpoint',
      targetId: id,
      before: toView(before),
      after: endpoint,
    });
    return endpoint;
  }

  /** Its deliveries go with it: nothing is sent to an endpoint that no longer exists. */
  async remove(id: string, actor: Actor): Promise<WebhookEndpointDto> {
    const endpoint = toView(await this.find(id));
    await this.endpoints.delete(id);
    await this.deliveries.deleteOfEndpoint(id);
    await this.audit.record(actor, {
      action: 'webhook.delete',
      targetType: 'webhook-endpoint',
      targetId: id,
      before: endpoint,
    });
    return endpoint;
  }

  /** A new secret signs from now on; the current one signs beside it for 24 hours (an older one stops). */
  async rotate(id: string, actor: Actor) {
    const before = await this.find(id);
    const secret = newWebhookSecret();
    const previous: WebhookSecretRecord = {
      sealed: before.secrets[0].sealed,
      expiresAt: this.clock.in(PREVIOUS_SECRET_MS),
    };
    const after = await this.endpoints.replaceSecrets(id, [{ sealed: this.box.seal(secret) }, previous]);
    if (!after) throw new NotFoundException('Webhook endpoint not found.');
    const endpoint = toView(after);
    await this.audit.record(actor, {
      action: 'webhook.rotate-secret',
      targetType: 'webhook-endpoint',
      targetId: id,
      after: endpoint,
    });
    return { endpoint, secret };
  }

  async listDeliveries(id: string, query: PageQueryDto) {
    await this.find(id);
    const window = pageWindow(query);
    const [deliveries, total] = await this.deliveries.pageOfEndpoint(id, window);
    return { data: deliveries.map(toDeliveryView), ...pageInfo(window, total) };
  }

  /** Queues an event's delivery again, to be sent now, with a fresh retry window. */
  async redeliver(id: string, deliveryId: string, actor: Actor): Promise<WebhookDeliveryDto> {
    const delivery = await this.deliveries.findOfEndpoint(id, deliveryId);
    if (!delivery) throw new NotFoundException('Delivery not found.');
    if (delivery.eventId === undefined) {
      throw new BadRequestException('A test message is not sent again: send a new test event.');
    }
    const after = await this.deliveries.requeue(deliveryId, this.clock.now());
    await this.audit.record(actor, {
      action: 'webhook.redeliver',
      targetType: 'webhook-endpoint',
      targetId: id,
      after: { deliveryId, messageId: delivery.messageId },
    });
    return toDeliveryView(after ?? delivery);
  }
}
