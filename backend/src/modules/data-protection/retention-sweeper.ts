import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { SweepCount } from '../../common/data-protection/personal-data-hook';
import { PersonalDataRegistry } from '../../common/data-protection/personal-data-registry';
import { RetentionReports } from '../../common/data-protection/retention-reports';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { Metrics } from '../../common/metrics/metrics';
import { AppConfig } from '../../config/app-config';
import { JobLease } from '../../common/jobs/job-lease';
import { retentionCutoffs } from './domain/retention';

const EVERY_MS = 60 * 60_000;
const JOB = 'data-protection.retention-sweep';

/**
 * Applies the retention periods (RETENTION_* settings) hourly, on one instance: every module's
 * RetentionSweep deletes what outlived its period. Housekeeping runs it under its lease whenever no
 * instance has swept within the hour, so an instance restarted more often than hourly still sweeps.
 * Each sweep is logged, counted in the metrics (ivy_retention_sweeps_total, ivy_retention_deleted_total)
 * and published to RetentionReports.
 */
@Injectable()
export class RetentionSweeper implements OnModuleInit {
  private readonly logger = new Logger('RetentionSweeper');

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly reports: RetentionReports,
    private readonly lease: JobLease,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly housekeeping: Housekeeping,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.housekeeping.every(JOB, EVERY_MS, () => this.sweep());
  }

  /** One sweep now; answers what it deleted, or undefined when another instance holds the job. */
  run(): Promise<SweepCount[] | undefined> {
    return this.lease.hold(JOB, () => this.sweep());
  }

  private async sweep(): Promise<SweepCount[]> {
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
    this.metrics.retentionSweeps.inc();
    for (const { section, kind, count } of deleted)
      this.metrics.retentionDeleted.inc({ section, kind }, count);
    this.reports.publish({ at, durationMs, counts });
    return counts;
  }
}
