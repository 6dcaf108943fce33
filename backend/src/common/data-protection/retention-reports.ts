import { Injectable, Logger } from '@nestjs/common';
import type { SweepCount } from './personal-data-hook';

/** One retention sweep: when it ran, how long it took, and what each section deleted. */
export interface SweepReport {
  at: Date;
  durationMs: number;
  counts: SweepCount[];
}

export type SweepListener = (report: SweepReport) => void;

/**
 * Where each retention sweep is announced, for whoever counts them (the metrics): subscribe with
 * `onSweep`. A listener that throws is logged and never stops the sweep or the other listeners.
 */
@Injectable()
export class RetentionReports {
  private readonly logger = new Logger('RetentionReports');
  private readonly listeners = new Set<SweepListener>();

  /** Answers the function that unsubscribes. */
  onSweep(listener: SweepListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(report: SweepReport): void {
    for (const listener of this.listeners) {
      try {
        listener(report);
      } catch (error) {
        this.logger.warn(`A sweep listener failed: ${(error as Error).message}`);
      }
    }
  }
}
