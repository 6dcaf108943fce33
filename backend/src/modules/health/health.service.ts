import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthRepository } from './health.repository';

const PING_TIMEOUT_MS = 2000;
/** Probes from load balancers arrive many times a second; one database ping a second answers them all. */
const PING_REUSE_MS = 1000;

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();
  private lastPing?: { at: number; outcome: Promise<boolean> };

  constructor(private readonly database: HealthRepository) {}

  async check(): Promise<{ database: 'up'; uptimeSeconds: number }> {
    if (!(await this.databaseAnswers())) {
      throw new ServiceUnavailableException('The database is not answering.');
    }
    return { database: 'up', uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000) };
  }

  private databaseAnswers(): Promise<boolean> {
    const now = Date.now();
    if (!this.lastPing || now - this.lastPing.at >= PING_REUSE_MS) {
      this.lastPing = { at: now, outcome: this.ping() };
    }
    return this.lastPing.outcome;
  }

  private async ping(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.database.ping(), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
