import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';

/** One document every instance overwrites: proves a write lands without growing anything. */
const PROBE_COLLECTION = 'readiness_probes';

/** What the health checks ask of the database. */
@Injectable()
export class HealthRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Resolves false rather than failing when there is no connection. */
  async ping(): Promise<boolean> {
    const db = this.connection.db;
    if (!db) return false;
    await db.command({ ping: 1 });
    return true;
  }

  async writeProbe(): Promise<void> {
    const db = this.connection.db;
    if (!db) throw new Error('not connected');
    await db
      .collection<{ _id: string; at: Date }>(PROBE_COLLECTION)
      .updateOne({ _id: 'probe' }, { $set: { at: new Date() } }, { upsert: true });
  }

  /** Each model's init() is its collection and index creation; it resolves at once when done. */
  async collectionsReady(): Promise<void> {
    await Promise.all(Object.values(this.connection.models).map((model) => model.init()));
  }
}
