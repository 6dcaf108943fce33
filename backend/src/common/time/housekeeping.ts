import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { runPeriodically } from './periodic';

/** Periodic chores (expiry sweeps) that stop with the app, so services need no lifecycle code of their own. */
@Injectable()
export class Housekeeping implements OnModuleDestroy {
  private readonly logger = new Logger('Housekeeping');
  private readonly stops: (() => void)[] = [];

  every(intervalMs: number, task: () => Promise<unknown>): void {
    this.stops.push(runPeriodically(task, intervalMs, this.logger));
  }

  onModuleDestroy(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}
