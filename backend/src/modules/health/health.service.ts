import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';

const PING_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(@InjectConnection() private readonly connection: Connection) {}

  async check(): Promise<{ database: 'up'; uptimeSeconds: number }> {
    const db = this.connection.db;
    if (!db) throw new ServiceUnavailableException('The database is not connected.');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.command({ ping: 1 }), timeout]);
    } catch {
      throw new ServiceUnavailableException('The database is not answering.');
    } finally {
      clearTimeout(timer);
    }
    return { database: 'up', uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000) };
  }
}
