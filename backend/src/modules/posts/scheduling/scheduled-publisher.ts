import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Clock } from '#src/common/time/clock';
import { Housekeeping } from '#src/common/time/housekeeping';
import { PostsRepository } from '../posts.repository';
import { JobLease } from '#src/common/jobs/job-lease';

const EVERY_MS = 60_000;
const JOB = 'posts.publish-due';

/**
 * Marks scheduled posts published once their time has passed, so staff lists and statistics read
 * a plain status. The public never waits for it: blog reads decide by `publishAt` themselves.
 */
@Injectable()
export class ScheduledPublisher implements OnModuleInit {
  private readonly logger = new Logger('ScheduledPublisher');

  constructor(
    private readonly posts: PostsRepository,
    private readonly lease: JobLease,
    private readonly clock: Clock,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.every(JOB, EVERY_MS, () => this.publishDue());
  }

  /** One run now; answers how many posts it marked, or undefined when another instance is running it. */
  run(): Promise<number | undefined> {
    return this.lease.hold(JOB, () => this.publishDue());
  }

  private async publishDue(): Promise<number> {
    const published = await this.posts.publishDue(this.clock.now());
    if (published > 0) this.logger.log(`${published} scheduled post(s) published`);
    return published;
  }
}
