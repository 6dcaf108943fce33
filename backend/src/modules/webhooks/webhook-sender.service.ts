import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Types } from 'mongoose';
import { randomToken } from '../../common/crypto/tokens';
import { JobLease } from '../../common/jobs/job-lease';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { EVENT_RETENTION_DAYS, EventLog, type EventView } from '../events';
import { MailService } from '../mail';
import { UserDirectory } from '../users';
import { postToCheckedHost } from './webhook-http';
import { nextAttemptAt, RETRY_WINDOW_MS, type RetrySchedule } from './domain/retry-schedule';
import { signatureHeader } from './domain/signing';
import { lookupAll, toDeliveryView, WebhookEndpoints } from './webhook-endpoints.service';
import { endpointDisabledMail } from './webhook-mails';
import { WebhookDeliveryRecord } from './schemas/webhook-delivery.schema';
import { WebhookEndpointRecord } from './schemas/webhook-endpoint.schema';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';

/** The one lease under which deliveries are sent: one instance sends at a time, so each is sent once. */
const SEND_JOB = 'webhooks.send';
const FAN_OUT_PAGE = 100;

interface Attempt {
  ok: boolean;
  responseCode?: number;
  durationMs: number;
  error?: string;
}

/** The Standard Webhooks body: the event's type, its time, and the resource as the event log holds it. */
function bodyOf(event: Pick<EventView, 'type' | 'createdAt' | 'data'>): string {
  return JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: event.data });
}

/**
 * Sends the event log to the registered endpoints (docs/architecture.md, "Webhooks"). The queue lives in
 * the database: a fan-out reads the log from its stored cursor and queues one delivery per endpoint and
 * event (a unique key, so a replayed fan-out queues nothing twice); then each endpoint's oldest pending
 * delivery is sent, and the next only once it succeeded or was given up, so a receiver sees events in
 * order of id. All of it runs under one job lease: of several instances one sends at a time. An instance
 * sends at once after it records an event, and every WEBHOOK_POLL_MS for the others' events and retries.
 */
@Injectable()
export class WebhookSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('WebhookSender');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** Something may be due that the pass in progress (if any) did not see. */
  private again = false;
  private stopped = false;
  private readonly schedule: RetrySchedule;

  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly registry: WebhookEndpoints,
    private readonly events: EventLog,
    private readonly lease: JobLease,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly users: UserDirectory,
    private readonly brand: BrandService,
    housekeeping: Housekeeping,
  ) {
    this.schedule = { baseMs: config.WEBHOOK_RETRY_BASE_MS, maxMs: config.WEBHOOK_RETRY_MAX_MS };
    housekeeping.every('webhooks.expire', 60 * 60_000, () => this.expire());
  }

  onApplicationBootstrap(): void {
    this.events.onRecorded(() => this.wake());
    this.timer = setInterval(() => this.wake(), this.config.WEBHOOK_POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Deliveries in flight finish (each within WEBHOOK_TIMEOUT_MS); what is still pending waits in the database. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs a pass now, or right after the one in progress. */
  wake(): void {
    if (this.stopped) return;
    this.again = true;
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves once no pass is running on this instance (tests wait on it rather than on time). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.again && !this.stopped) {
      this.again = false;
      try {
        if (await this.hasWork()) await this.lease.hold(SEND_JOB, () => this.pass());
      } catch (error) {
        this.logger.error({ err: error }, 'A webhook pass failed; the next one carries on');
      }
    }
  }

  /**
   * Whether a pass would do anything (an enabled endpoint, and an event not fanned out yet or a delivery due
   * to it), found by reading: taking the lease is a write and a new lease term, which every instance would
   * otherwise make every WEBHOOK_POLL_MS, with endpoints or without.
   */
  private async hasWork(): Promise<boolean> {
    const enabled = await this.endpoints.enabledIds();
    if (enabled.length === 0) return false;
    const [cursor, last] = await Promise.all([this.deliveries.fanOutCursor(), this.events.lastNumber()]);
    return last > (cursor ?? 0) || this.deliveries.anyDue(enabled, this.clock.now());
  }

  /** A disabled endpoint's deliveries are queued too, and sent in order once it is enabled again. */
  private async pass(): Promise<void> {
    const endpoints = await this.endpoints.all();
    await this.fanOut(endpoints);
    const enabled = endpoints.filter((endpoint) => endpoint.enabled);
    await Promise.all(enabled.map((endpoint) => this.sendInOrder(endpoint)));
  }

  /** Deliveries done with go after the event log's retention period, as their events do. */
  async expire(): Promise<number> {
    return this.deliveries.deleteDoneBefore(this.clock.in(-EVENT_RETENTION_DAYS * 24 * 60 * 60_000));
  }

  /**
   * Queues a delivery for each event after the cursor and each endpoint that wants it. Starts no earlier
   * than the oldest endpoint's registration: events before it are nobody's.
   */
  private async fanOut(endpoints: WebhookEndpointRecord[]): Promise<void> {
    const stored = await this.deliveries.fanOutCursor();
    let after = Math.max(stored ?? 0, Math.min(...endpoints.map((endpoint) => endpoint.afterEventId)));
    for (;;) {
      const page = await this.events.list({ after: String(after), limit: FAN_OUT_PAGE });
      const queued = page.data.flatMap((event) =>
        endpoints
          .filter(
            (endpoint) =>
              endpoint.afterEventId < Number(event.id) && endpoint.eventTypes.includes(event.type),
          )
          .map((endpoint) => ({
            endpointId: endpoint._id,
            key: `${String(endpoint._id)}:${event.id}`,
            messageId: event.id,
            eventId: Number(event.id),
            type: event.type,
            nextAttemptAt: event.createdAt,
          })),
      );
      await this.deliveries.queue(queued);
      if (Number(page.next_cursor) === after) return;
      after = Number(page.next_cursor);
      await this.deliveries.moveFanOutCursor(after);
      if (!page.has_more) return;
    }
  }

  /** Sends the endpoint's pending deliveries oldest event first, stopping at one that waits for a retry. */
  private async sendInOrder(endpoint: WebhookEndpointRecord): Promise<void> {
    const secrets = this.registry.secretsOf(endpoint);
    while (!this.stopped) {
      const head = await this.deliveries.nextPending(endpoint._id);
      if (!head || (head.nextAttemptAt && head.nextAttemptAt > this.clock.now())) return;
      if (!(await this.deliver(endpoint, secrets, head))) return;
    }
  }

  /** One attempt; true when the endpoint may go on to its next delivery. */
  private async deliver(
    endpoint: WebhookEndpointRecord,
    secrets: string[],
    delivery: WebhookDeliveryRecord,
  ): Promise<boolean> {
    const [event] = await this.events.byNumbers([delivery.eventId!]);
    if (!event) {
      await this.deliveries.fail(delivery._id, 'The event is no longer kept');
      return true;
    }
    const attempt = await this.post(endpoint.url, secrets, delivery.messageId, bodyOf(event));
    const now = this.clock.now();
    const firstAttemptAt = delivery.firstAttemptAt ?? now;
    const outcome = {
      attempts: delivery.attempts + 1,
      lastAttemptAt: now,
      firstAttemptAt,
      durationMs: attempt.durationMs,
      responseCode: attempt.responseCode,
      error: attempt.error,
    };
    if (attempt.ok) {
      await this.deliveries.recordDelivered(delivery._id, outcome);
      if (endpoint.failuresInARow > 0) await this.endpoints.resetFailures(endpoint._id);
      return true;
    }
    const next = nextAttemptAt(outcome.attempts, firstAttemptAt, now, this.schedule);
    if (next) {
      await this.deliveries.recordRetry(delivery._id, outcome, next);
      return false;
    }
    await this.deliveries.recordGivenUp(delivery._id, outcome);
    await this.disable(endpoint);
    return false;
  }

  /**
   * A delivery given up means the receiver failed for the whole retry window: the endpoint stops (its
   * later events stay queued, in order, until it is enabled again) and the administrators are told.
   */
  private async disable(endpoint: WebhookEndpointRecord): Promise<void> {
    const reason = `Deliveries failed for ${RETRY_WINDOW_MS / 3_600_000} hours`;
    if (!(await this.endpoints.disableForFailures(endpoint._id, reason))) return;
    this.logger.warn({ endpointId: String(endpoint._id), url: endpoint.url }, 'Webhook endpoint disabled');
    const message = endpointDisabledMail(endpoint, reason, {
      brandName: this.brand.name,
      webhooksUrl: `${this.config.publicUrl}/admin/webhooks/${String(endpoint._id)}`,
    });
    for (const to of await this.users.administratorEmails()) {
      await this.mail.send({ to, ...message }).catch((error: unknown) => {
        this.logger.error({ err: error }, 'The webhook alert could not be sent');
      });
    }
  }

  /** A `webhook.test` message, sent now (not queued) and recorded with its outcome. */
  async sendTest(endpointId: string) {
    const endpoint = await this.registry.find(endpointId);
    const messageId = `test_${randomToken(12)}`;
    const now = this.clock.now();
    const body = JSON.stringify({
      type: 'webhook.test',
      timestamp: now.toISOString(),
      data: { endpointId, message: 'A test event: your endpoint receives and verifies our webhooks.' },
    });
    const attempt = await this.post(endpoint.url, this.registry.secretsOf(endpoint), messageId, body);
    const created = await this.deliveries.recordTest({
      endpointId: new Types.ObjectId(endpointId),
      key: `${endpointId}:${messageId}`,
      messageId,
      type: 'webhook.test',
      status: attempt.ok ? 'delivered' : 'failed',
      attempts: 1,
      firstAttemptAt: now,
      lastAttemptAt: now,
      responseCode: attempt.responseCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
    });
    return toDeliveryView(created);
  }

  /**
   * POSTs a signed body. Redirects are not followed (a redirect could lead inside), and in production the
   * host's addresses are checked again before each attempt, since a name can change what it points to,
   * and the connection goes to exactly the addresses checked (`postToCheckedHost`).
   */
  private async post(url: string, secrets: string[], id: string, body: string): Promise<Attempt> {
    const started = performance.now();
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    const { status, error } = await postToCheckedHost(
      url,
      { production: this.config.NODE_ENV === 'production', lookup: lookupAll },
      {
        timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': `${this.brand.name} webhooks`,
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(secrets, id, timestamp, body),
        },
        body,
      },
    );
    const durationMs = Math.round(performance.now() - started);
    if (status === undefined) return { ok: false, durationMs, error };
    return { ok: status >= 200 && status < 300, responseCode: status, durationMs };
  }
}
