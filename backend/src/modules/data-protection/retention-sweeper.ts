import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { SweepCount } from '../../common/data-protection/personal-data-hook';
import { PersonalDataRegistry } from '../../common/data-protection/personal-data-registry';
import { RetentionReports } from '../../common/data-protection/retention-reports';
import { Clock } from '../../common/time/clock';
import { runPeriodically } from '../../common/time/periodic';
import { AppConfig } from '../../config/app-config';
import { JobLease } from '../../common/jobs/job-lease';
import { retentionCutoffs } from './domain/retention';

const EVERY_MS = 60 * 60_000;
/** The first sweep, a few minutes after start: an instance restarted more often than hourly still sweeps. */
const FIRST_AFTER_MS = 5 * 60_000;
const JOB = 'data-protection.retention-sweep';

/**
 * Applies the retention periods (RETENTION_* settings) hourly, on one instance: every module's
 * RetentionSweep deletes what outlived its period. Each sweep is logged and published to
 * RetentionReports, which the metrics count.
 */
@Injectable()
export class RetentionSweeper implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RetentionSweeper');
  private stop?: () => void;
  private first?: NodeJS.Timeout;

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly reports: RetentionReports,
    private readonly lease: JobLease,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.stop = runPeriodically(() => this.run(), EVERY_MS, this.logger);
    this.first = setTimeout(() => {
      this.run().catch((error: unknown) =>
        this.logger.warn(`Retention sweep failed: ${(error as Error).message}`),
      );
    }, FIRST_AFTER_MS);
    this.first.unref();
  }

  onModuleDestroy(): void {
    this.stop?.();
    clearTimeout(this.first);
  }

  /** One sweep; answers what it deleted, or undefined when another instance holds the job. */
  async run(): Promise<SweepCount[] | undefined> {
    // The lease outlives a sweep and lapses before the next tick of a healthy holder.
    if (!(await this.lease.acquire(JOB, EVERY_MS - 60_000))) return undefined;
    const at = this.clock.now();
    const started = Date.now();
    const counts = await this.registry.sweep(retentionCutoffs(this.config, at));
    const durationMs = Date.now() - started;
    const deleted = counts.filter((count) => count.count > 0);
    this.logger.log(
      `Retention sweep in ${durationMs} ms: ${
        deleted.map((count) => `${count.count} ${count.kind} (${count.section})`).join(', ') ||
        'nothing past its period'
      }`,
    );
    this.reports.publish({ at, durationMs, counts });
    return counts;
  }
}
