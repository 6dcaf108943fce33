import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { FileStore } from '../../common/files/file-store';
import type { FieldErrors } from '../../common/http/envelope';
import { FieldErrorsException } from '../../common/http/problem';

const CHECK_TIMEOUT_MS = 2000;
/** Like liveness, one round of checks a second answers every load balancer probing meanwhile. */
const CHECK_REUSE_MS = 1000;
/** One document every instance overwrites: proves a write lands without growing anything. */
const PROBE_COLLECTION = 'readiness_probes';

export interface ReadinessView {
  database: 'writable';
  files: 'up';
  startup: 'done';
}

/**
 * Whether this instance should be sent traffic (GET /api/v1/health/ready), unlike liveness, which
 * only says the process answers: the database takes a write, the file store answers, start-up work
 * (index builds, search-key backfills, demo seeds) is finished, and the instance is not stopping.
 */
@Injectable()
export class Readiness {
  private started = false;
  private stopping = false;
  private last?: { at: number; outcome: Promise<FieldErrors> };

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly files: FileStore,
  ) {}

  /** Called once the app's bootstrap hooks (seeds, backfills) have all run. */
  markStarted(): void {
    this.started = true;
  }

  /** From the first moment of a shutdown on, the instance answers not ready. */
  markStopping(): void {
    this.stopping = true;
  }

  async check(): Promise<ReadinessView> {
    if (this.stopping) throw notReady({ shutdown: ['The instance is stopping.'] });
    const now = Date.now();
    if (!this.last || now - this.last.at >= CHECK_REUSE_MS) this.last = { at: now, outcome: this.problems() };
    const problems = await this.last.outcome;
    if (Object.keys(problems).length > 0) throw notReady(problems);
    return { database: 'writable', files: 'up', startup: 'done' };
  }

  private async problems(): Promise<FieldErrors> {
    const [database, files, startup] = await Promise.all([
      failureOf(this.writeProbe()),
      failureOf(this.files.ping()),
      failureOf(this.startupDone()),
    ]);
    return {
      ...(database ? { database: [`The database does not take a write: ${database}`] } : {}),
      ...(files ? { files: [`The file store does not answer: ${files}`] } : {}),
      ...(startup ? { startup: [startup] } : {}),
    };
  }

  private async writeProbe(): Promise<void> {
    const db = this.connection.db;
    if (!db) throw new Error('not connected');
    await db
      .collection<{ _id: string; at: Date }>(PROBE_COLLECTION)
      .updateOne({ _id: 'probe' }, { $set: { at: new Date() } }, { upsert: true });
  }

  /** Each model's init() is its collection and index creation; it resolves at once when done. */
  private async startupDone(): Promise<void> {
    if (!this.started) throw new Error('Start-up is not finished.');
    await Promise.all(Object.values(this.connection.models).map((model) => model.init()));
  }
}

function notReady(errors: FieldErrors): FieldErrorsException {
  return new FieldErrorsException(errors, 'Not ready.', HttpStatus.SERVICE_UNAVAILABLE);
}

/** The failure's message, or undefined when `work` succeeds within the time-out. */
async function failureOf(work: Promise<unknown>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([work, timeout]);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}
