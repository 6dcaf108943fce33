import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter } from 'mongoose';
import type { EventType } from './domain/event-types';
import { LoggedEvent, LoggedEventRecord } from './schemas/event.schema';

/** The event log's queries: numbered inserts, reads by cursor and number, and the retention sweep. */
@Injectable()
export class EventsRepository {
  constructor(@InjectModel(LoggedEvent.name) private readonly events: Model<LoggedEvent>) {}

  /** Inserts in order; a taken number or key stops it there with a duplicate-key error (those before are in). */
  async insertInOrder(events: readonly LoggedEvent[]): Promise<void> {
    await this.events.insertMany(events, { ordered: true });
  }

  /** Which of these keys the log holds already. */
  async recordedKeys(keys: readonly string[]): Promise<Set<string>> {
    const known = await this.events.find({ key: { $in: keys } }, { key: 1 }).lean();
    return new Set(known.map((event) => event.key));
  }

  /** The largest sequence number so far (0 for an empty log). */
  async lastNumber(): Promise<number> {
    const last = await this.events.findOne({}, { _id: 1 }).sort({ _id: -1 }).lean();
    return last?._id ?? 0;
  }

  /** Up to `limit` events numbered above `after`, of one type if given, oldest first. */
  async after(after: number, type: EventType | undefined, limit: number): Promise<LoggedEventRecord[]> {
    const filter: QueryFilter<LoggedEvent> = { _id: { $gt: after } };
    if (type) filter.type = type;
    return this.events.find(filter).sort({ _id: 1 }).limit(limit).lean<LoggedEventRecord[]>();
  }

  /** The events of these numbers that are still kept, in no particular order. */
  byNumbers(ids: readonly number[]): Promise<LoggedEventRecord[]> {
    return this.events.find({ _id: { $in: ids } }).lean<LoggedEventRecord[]>();
  }

  /** Deletes the events recorded before `before` and numbered below `keep`; answers how many went. */
  async deleteOlderThan(before: Date, keep: number): Promise<number> {
    const { deletedCount } = await this.events.deleteMany({ at: { $lt: before }, _id: { $lt: keep } });
    return deletedCount;
  }
}
