import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../common/time/clock';
import { runPeriodically } from '../../../common/time/periodic';
import { PostsRepository } from '../posts.repository';
import { JobLease } from '../../../common/jobs/job-lease';

const EVERY_MS = 60_000;
const JOB = 'posts.publish-due';

/**
 * Marks scheduled posts published once their time has passed, so staff lists and statistics read
 * a plain status. The public never waits for it: blog reads decide by `publishAt` themselves.
 */
@Injectable()
export class ScheduledPublisher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ScheduledPublisher');
  private stop?: () => void;

  constructor(
    private readonly posts: PostsRepository,
    private readonly lease: JobLease,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.stop = runPeriodically(() => this.run(), EVERY_MS, this.logger);
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  /** One run; answers how many posts it marked, or undefined when another instance holds the job. */
  async run(): Promise<number | undefined> {
    // The lease outlives the run a little, and lapses before the next tick of a healthy holder.
    if (!(await this.lease.acquire(JOB, EVERY_MS - 5_000))) return undefined;
    const published = await this.posts.publishDue(this.clock.now());
    if (published > 0) this.logger.log(`${published} scheduled post(s) published`);
    return published;
  }
}
