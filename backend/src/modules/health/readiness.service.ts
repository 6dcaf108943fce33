import { HttpStatus, Injectable } from '@nestjs/common';
import { FileStore } from '../../common/files/file-store';
import type { FieldErrors } from '../../common/http/envelope';
import { FieldErrorsException } from '../../common/http/problem';
import { HealthRepository } from './health.repository';

const CHECK_TIMEOUT_MS = 2000;
/** Like liveness, one round of checks a second answers every load balancer probing meanwhile. */
const CHECK_REUSE_MS = 1000;

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
    private readonly database: HealthRepository,
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
      failureOf(this.database.writeProbe()),
      failureOf(this.files.ping()),
      failureOf(this.startupDone()),
    ]);
    return {
      ...(database ? { database: [`The database does not take a write: ${database}`] } : {}),
      ...(files ? { files: [`The file store does not answer: ${files}`] } : {}),
      ...(startup ? { startup: [startup] } : {}),
    };
  }

  private async startupDone(): Promise<void> {
    if (!this.started) throw new Error('Start-up is not finished.');
    await this.database.collectionsReady();
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
