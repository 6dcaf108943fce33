import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Above the slowest page a person waits for, below the load balancer's time-out. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** From a sweep with nothing to do to a statistics comparison over a year of records. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

/**
 * The app's Prometheus series (served at /metrics, see metrics-endpoint.ts). One registry per app
 * instance rather than prom-client's global one, so that several apps in one process (the tests) each
 * count their own. Modules inject this and count the business events where they happen.
 */
@Injectable()
export class Metrics implements OnModuleInit, OnModuleDestroy {
  readonly registry = new Registry();

  readonly httpRequests = this.histogram(
    'ivy_http_request_duration_seconds',
    'HTTP requests by method, route template and status.',
    ['method', 'route', 'status'],
    HTTP_BUCKETS,
  );

  readonly databaseCommands = this.histogram(
    'ivy_db_command_duration_seconds',
    'Database commands by command name, collection and outcome.',
    ['command', 'collection', 'outcome'],
    DB_BUCKETS,
  );

  /** The housekeeping jobs this instance ran (it runs a job only while it holds the job's lease). */
  readonly jobs = this.histogram(
    'ivy_job_duration_seconds',
    'Scheduled jobs run by this instance, by job name and outcome.',
    ['job', 'outcome'],
    JOB_BUCKETS,
  );

  /** started, priced, bought. */
  readonly quotes = this.counter('ivy_quotes_total', 'Quote journey events.', ['event']);
  /** succeeded, failed; `purpose` quote or renewal. */
  readonly payments = this.counter('ivy_payments_total', 'Settled card payments.', ['outcome', 'purpose']);
  /** invited, paid. */
  readonly renewals = this.counter('ivy_renewals_total', 'Renewal events.', ['event']);
  readonly imports = this.counter('ivy_imports_total', 'Renewal imports run.', ['outcome']);
  /** new, updated, unchanged, invalid. */
  readonly importRows = this.counter('ivy_import_rows_total', 'Rows read by renewal imports.', ['outcome']);
  /** sent, failed. */
  readonly emails = this.counter('ivy_emails_total', 'Emails handed to the mail transport.', ['outcome']);
  readonly retentionSweeps = this.counter('ivy_retention_sweeps_total', 'Retention sweeps run.', []);
  /** `section` is the owning module's part (quotes, enquiries, ...), `kind` what went. */
  readonly retentionDeleted = this.counter(
    'ivy_retention_deleted_total',
    'Records deleted by retention sweeps, past their retention period.',
    ['section', 'kind'],
  );

  private client?: mongo.MongoClient;
  private readonly collections = new Map<number, string>();

  constructor(@InjectConnection() private readonly connection: Connection) {
    collectDefaultMetrics({ register: this.registry, prefix: 'ivy_' });
  }

  /** The driver reports each command when `monitorCommands` is on (DatabaseModule turns it on). */
  onModuleInit(): void {
    this.client = this.connection.getClient();
    this.client.on('commandStarted', this.started);
    this.client.on('commandSucceeded', this.succeeded);
    this.client.on('commandFailed', this.failed);
  }

  onModuleDestroy(): void {
    this.client?.off('commandStarted', this.started);
    this.client?.off('commandSucceeded', this.succeeded);
    this.client?.off('commandFailed', this.failed);
  }

  private histogram<L extends string>(name: string, help: string, labelNames: L[], buckets: number[]) {
    return new Histogram<L>({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  private counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private readonly started = (event: mongo.CommandStartedEvent) => {
    const target: unknown = event.command[event.commandName] ?? event.command.collection;
    this.collections.set(event.requestId, typeof target === 'string' ? target : '');
  };

  private readonly succeeded = (event: mongo.CommandSucceededEvent) => this.observe(event, 'ok');

  private readonly failed = (event: mongo.CommandFailedEvent) => this.observe(event, 'error');

  private observe(
    event: mongo.CommandSucceededEvent | mongo.CommandFailedEvent,
    outcome: 'ok' | 'error',
  ): void {
    const collection = this.collections.get(event.requestId) ?? '';
    this.collections.delete(event.requestId);
    this.databaseCommands.observe({ command: event.commandName, collection, outcome }, event.duration / 1000);
  }
}
