import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { JobLease } from '../jobs/job-lease';
import { Metrics } from '../metrics/metrics';
import { Clock } from './clock';
import { runPeriodically } from './periodic';

/** How often an instance asks whether a job is due: after a holder dies, its job waits at most this long. */
const CHECK_EVERY_MS = 15_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The scheduled jobs (expiry sweeps, publishing, invitations, syncs), each run once per period over
 * all instances under its lease, and stopped with the app, so services need no lifecycle code of their own.
 * A stopping app lets the runs in progress end (for up to SHUTDOWN_TIMEOUT_SECONDS) before it hands their
 * leases over and closes the database, rather than cut them off mid-way.
 */
@Injectable()
export class Housekeeping implements OnModuleDestroy {
  private readonly logger = new Logger('Housekeeping');
  private readonly stops: (() => Promise<void>)[] = [];

  // Each dependency is typed by the part of it used here, so a test's fake is checked against that part.
  constructor(
    @Inject(JobLease) private readonly lease: Pick<JobLease, 'runDue' | 'forgetClaims'>,
    @Inject(Metrics) private readonly metrics: Pick<Metrics, 'jobs'>,
    @Inject(AppConfig) private readonly config: Pick<AppConfig, 'SHUTDOWN_TIMEOUT_SECONDS'>,
    clock: Clock,
  ) {
    this.every('job-lease.forget-claims', DAY_MS, () => lease.forgetClaims(clock.in(-DAY_MS)));
  }

  /**
   * Runs `task` every `intervalMs` on one instance of the cluster; `job` names its lease. A job checked
   * often (every few seconds) gives `pending`, a read that says whether there is work: without work no
   * lease is taken, so an idle cluster writes nothing for it.
   */
  every(
    job: string,
    intervalMs: number,
    task: () => Promise<unknown>,
    pending: () => Promise<boolean> = async () => true,
  ): void {
    this.stops.push(
      runPeriodically(
        async () => (await pending()) && this.lease.runDue(job, intervalMs, () => this.timed(job, task)),
        Math.min(intervalMs, CHECK_EVERY_MS),
        this.logger,
      ),
    );
  }

  /** Times each run, so an operator sees which job holds the instance (and the database) how long. */
  private async timed(job: string, task: () => Promise<unknown>): Promise<unknown> {
    const stop = this.metrics.jobs.startTimer({ job });
    try {
      const result = await task();
      stop({ outcome: 'ok' });
      return result;
    } catch (error) {
      stop({ outcome: 'error' });
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    const runs = Promise.all(this.stops.splice(0).map((stop) => stop()));
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise((resolve) => {
      timer = setTimeout(resolve, this.config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    });
    await Promise.race([runs, limit]);
    clearTimeout(timer);
  }
}
