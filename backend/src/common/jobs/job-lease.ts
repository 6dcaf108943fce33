import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { randomToken } from '../crypto/tokens';
import { isDuplicateKeyError } from '../http/problem';
import { Clock } from '../time/clock';

interface Lease {
  _id: string;
  holder: string;
  until: Date;
}

/**
 * A lease in the database (DESIGN section 1): of several instances running the same periodic job,
 * only the one holding the job's lease runs it, so the work is done once. A lease lapses by itself,
 * so a crashed holder blocks nobody for long.
 */
@Injectable()
export class JobLease {
  /** This process, as a lease holder. */
  private readonly holder = randomToken(9);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly clock: Clock,
  ) {}

  /** True when this process now holds `job` for `ms` (taking it, renewing it, or taking it over). */
  async acquire(job: string, ms: number): Promise<boolean> {
    const leases = this.connection.collection<Lease>('job_leases');
    const now = this.clock.now();
    const until = new Date(now.getTime() + ms);
    const taken = await leases.updateOne(
      { _id: job, $or: [{ holder: this.holder }, { until: { $lte: now } }] },
      { $set: { holder: this.holder, until } },
    );
    if (taken.matchedCount === 1) return true;
    try {
      await leases.insertOne({ _id: job, holder: this.holder, until });
      return true;
    } catch (error) {
      // Another instance holds it (or took it first just now).
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
