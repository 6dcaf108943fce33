import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter } from 'mongoose';
import { isDuplicateKeyError } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import {
  cursorOf,
  DEFAULT_EVENT_LIMIT,
  EVENT_RETENTION_DAYS,
  eventKey,
  type EventType,
} from './domain/event-types';
import { LoggedEvent, LoggedEventRecord } from './schemas/event.schema';

const DAY_MS = 24 * 60 * 60_000;
/** Instances racing for the next number each take one in turn; past this many losses something is wrong. */
const MAX_ATTEMPTS = 50;

/** The resource an event is about, and the occurrence that tells apart two events of one type about it. */
export interface EventSubject {
  type: string;
  id: string;
  occurrence?: string;
  /** Other records it is about, by id (a payment's quote). */
  related?: string[];
}

export interface NewEvent {
  type: EventType;
  subject: EventSubject;
  data: object;
}

/** An event as integrators read it. */
export interface EventView {
  id: string;
  type: EventType;
  createdAt: Date;
  subject: { type: string; id: string };
  data: Record<string, unknown>;
}

function toView(event: LoggedEventRecord): EventView {
  return {
    id: String(event._id),
    type: event.type,
    createdAt: event.at,
    subject: { type: event.subjectType, id: event.subjectId },
    data: event.data,
  };
}

/**
 * The event log integrators pull (`GET /events`). A module records an event with the write it follows,
 * in the same service call, after the write: an event never tells of a change that did not happen, and a
 * step that is replayed until it finishes (payment settlement, an import) records its event once
 * (docs/architecture.md, "Events").
 */
@Injectable()
export class EventLog {
  /** Told after each append on this instance (the webhook sender wakes on it rather than waiting to poll). */
  private readonly listeners = new Set<() => void>();

  constructor(
    @InjectModel(LoggedEvent.name) private readonly events: Model<LoggedEvent>,
    private readonly clock: Clock,
    housekeeping: Housekeeping,
  ) {
    housekeeping.every('events.expire', 60 * 60_000, () => this.expire());
  }

  onRecorded(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Records one event (see recordAll). */
  async record(type: EventType, subject: EventSubject, data: object): Promise<void> {
    await this.recordAll([{ type, subject, data }]);
  }

  /**
   * Appends events in the order given, numbered on from the log's largest. Two instances that take the
   * same number collide on `_id`, and the loser numbers what it has left after the winner's, so a reader
   * who saw number n never meets a later event numbered below it. An event already recorded under its key
   * (a replayed step's) is left as it is.
   */
  async recordAll(events: readonly NewEvent[]): Promise<void> {
    const at = this.clock.now();
    let waiting = events.map(({ type, subject, data }) => ({
      type,
      key: eventKey(type, subject.id, subject.occurrence),
      subjectType: subject.type,
      subjectId: subject.id,
      ...(subject.related?.length ? { relatedIds: subject.related } : {}),
      // Stored as the API shows it: JSON, not the records' own types.
      data: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
      at,
    }));
    for (let attempt = 1; waiting.length > 0; attempt++) {
      // The first attempt just inserts: a key recorded before refuses it like a number taken would.
      if (attempt > 1) {
        const keys = waiting.map((event) => event.key);
        const known = await this.events.find({ key: { $in: keys } }, { key: 1 }).lean();
        const recorded = new Set(known.map((event) => event.key));
        waiting = waiting.filter((event) => !recorded.has(event.key));
        if (waiting.length === 0) return;
      }
      const first = (await this.lastNumber()) + 1;
      try {
        await this.events.insertMany(
          waiting.map((event, index) => ({ _id: first + index, ...event })),
          { ordered: true },
        );
        for (const listener of this.listeners) listener();
        return;
      } catch (error) {
        // Those before the collision are in; the next round leaves them out by their keys.
        if (!isDuplicateKeyError(error) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** The largest sequence number so far (0 for an empty log): what a new reader starts after. */
  async lastNumber(): Promise<number> {
    const last = await this.events.findOne({}, { _id: 1 }).sort({ _id: -1 }).lean();
    return last?._id ?? 0;
  }

  /** The events after the cursor, oldest first, and the cursor to read on from. */
  async list(query: { after?: string; type?: EventType; limit?: number }) {
    const after = cursorOf(query.after);
    const limit = query.limit ?? DEFAULT_EVENT_LIMIT;
    const filter: QueryFilter<LoggedEvent> = { _id: { $gt: after } };
    if (query.type) filter.type = query.type;
    // One more than asked says whether there are more, without a count.
    const found = await this.events
      .find(filter)
      .sort({ _id: 1 })
      .limit(limit + 1)
      .lean<LoggedEventRecord[]>();
    const page = found.slice(0, limit);
    return {
      data: page.map(toView),
      next_cursor: String(page.at(-1)?._id ?? after),
      has_more: found.length > limit,
    };
  }

  /** The events of these numbers that are still kept, in no particular order. */
  async byNumbers(ids: readonly number[]): Promise<EventView[]> {
    const found = await this.events.find({ _id: { $in: ids } }).lean<LoggedEventRecord[]>();
    return found.map(toView);
  }

  /** Past the retention period events go, except the newest, whose number the next event counts on from. */
  async expire(): Promise<number> {
    const newest = await this.lastNumber();
    const { deletedCount } = await this.events.deleteMany({
      at: { $lt: this.clock.in(-EVENT_RETENTION_DAYS * DAY_MS) },
      _id: { $lt: newest },
    });
    return deletedCount;
  }
}
