import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { randomToken } from '../crypto/tokens';
import { isDuplicateKeyError } from '../http/problem';
import { Clock } from '../time/clock';

interface Lease {
  _id: string;
  holder: string;
  /** The lease lapses here unless its holder's heartbeat moves it on. */
  until: Date;
  /** When the last run (by any instance) started: a periodic job is due again `everyMs` after it. */
  ranAt?: Date;
  /** Counts take-overs: taking term n+1 means inserting its claim first. */
  term?: number;
}

interface Claim {
  /** `<job>#<term>`. */
  _id: string;
  holder: string;
  at: Date;
}

/**
 * How long a lease outlives its holder's last heartbeat: the time a dead instance blocks its jobs. Short,
 * because the heartbeat (every fifth of it) keeps a live holder's lease, however long its job runs.
 */
export const LEASE_MS = 10_000;
/** Timers never fire early, but two instances' clocks may differ a little. */
const DUE_SLACK_MS = 1000;

/**
 * A lease in the database (DESIGN section 1): of several instances running the same job, only the one
 * holding the job's lease runs it, so the work is done once at a time. The holder renews the lease
 * while the job runs (a heartbeat every fifth of LEASE_MS) and releases it when the job ends; an
 * instance that dies stops renewing, and its lease lapses within LEASE_MS for another to take over.
 */
@Injectable()
export class JobLease implements BeforeApplicationShutdown {
  private readonly logger = new Logger('JobLease');
  /** This process, as a lease holder. */
  private readonly holder = randomToken(9);
  private readonly heartbeats = new Map<string, NodeJS.Timeout>();
  /** Tests shorten it to see a lapse quickly. */
  leaseMs = LEASE_MS;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly clock: Clock,
  ) {}

  private get leases() {
    return this.connection.collection<Lease>('job_leases');
  }

  private get claims() {
    return this.connection.collection<Claim>('job_lease_claims');
  }

  /** Claims of terms long past, which nothing reads again. */
  async forgetClaims(before: Date): Promise<void> {
    await this.claims.deleteMany({ at: { $lt: before } });
  }

  /** Runs `task` under the job's lease; undefined (without running it) when another instance holds it. */
  hold<T>(job: string, task: () => Promise<T>): Promise<T | undefined> {
    return this.run(job, undefined, task);
  }

  /**
   * Runs `task` under the lease when no instance has started the job within `everyMs`: however many
   * instances tick, a periodic job runs once per period.
   */
  runDue<T>(job: string, everyMs: number, task: () => Promise<T>): Promise<T | undefined> {
    return this.run(job, everyMs, task);
  }

  /** A stopping instance stops its heartbeats and hands its jobs over at once rather than when the leases lapse. */
  async beforeApplicationShutdown(): Promise<void> {
    const jobs = [...this.heartbeats.keys()];
    for (const timer of this.heartbeats.values()) clearInterval(timer);
    this.heartbeats.clear();
    await this.leases
      .updateMany({ _id: { $in: jobs }, holder: this.holder }, { $set: { until: this.clock.now() } })
      .catch(() => undefined);
  }

  private async run<T>(
    job: string,
    everyMs: number | undefined,
    task: () => Promise<T>,
  ): Promise<T | undefined> {
    const startedAt = this.clock.now();
    if (this.heartbeats.has(job) || !(await this.take(job, startedAt, everyMs))) return undefined;
    const timer = setInterval(() => void this.renew(job), this.leaseMs / 5);
    timer.unref();
    this.heartbeats.set(job, timer);
    try {
      return await task();
    } finally {
      clearInterval(timer);
      this.heartbeats.delete(job);
      await this.leases.updateOne(
        { _id: job, holder: this.holder },
        { $set: { until: this.clock.now(), ranAt: startedAt } },
      );
    }
  }

  private async take(job: string, now: Date, everyMs: number | undefined): Promise<boolean> {
    const until = new Date(now.getTime() + this.leaseMs);
    const lease = await this.leases.findOne({ _id: job });
    if (!lease) return this.inserted(this.leases, { _id: job, holder: this.holder, until, term: 0 });
    if (lease.until > now) return false;
    if (
      everyMs !== undefined &&
      lease.ranAt &&
      lease.ranAt > new Date(now.getTime() - everyMs + DUE_SLACK_MS)
    )
      return false;
    // The embedded FerretDB applies concurrent updates of one document as read-modify-write, so two
    // instances could both "take" a lapsed lease by update; the next term's claim is an insert, which
    // only one wins.
    const term = (lease.term ?? 0) + 1;
    if (!(await this.inserted(this.claims, { _id: `${job}#${term}`, holder: this.holder, at: now })))
      return false;
    await this.leases.updateOne({ _id: job }, { $set: { holder: this.holder, until, term } });
    return true;
  }

  /** Inserts `document`; false when its `_id` exists (another instance inserted it first). */
  private async inserted<T extends { _id: string }>(
    collection: mongo.Collection<T>,
    document: T,
  ): Promise<boolean> {
    try {
      await collection.insertOne(document as mongo.OptionalUnlessRequiredId<T>);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  private async renew(job: string): Promise<void> {
    try {
      const renewed = await this.leases.updateOne(
        { _id: job, holder: this.holder },
        { $set: { until: new Date(this.clock.now().getTime() + this.leaseMs) } },
      );
      if (renewed.matchedCount === 0)
        this.logger.warn(`Lost the lease of ${job}: another instance took it over`);
    } catch (error) {
      this.logger.warn(`Could not renew the lease of ${job}: ${(error as Error).message}`);
    }
  }
}
