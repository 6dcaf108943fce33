import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { isDuplicateKeyError } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { cursorOf, DEFAULT_EVENT_LIMIT, EVENT_RETENTION_DAYS, type EventType } from './domain/event-types';
import { pendingEvent, type EventSubject, type PendingEvent } from './domain/pending-event';
import { EventsRepository } from './events.repository';
import { LoggedEventRecord } from './schemas/event.schema';

export type { EventSubject } from './domain/pending-event';

const DAY_MS = 24 * 60 * 60_000;
/** Instances racing for the next number each take one in turn; past this many losses something is wrong. */
const MAX_ATTEMPTS = 50;
/**
 * How long a remembered number is trusted. Expiry deletes only events older than the retention period,
 * so the numbers after one learnt this recently are all still there: an insert that reuses one collides.
 */
const REMEMBERED_MS = 60 * 60_000;

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
 * The event log integrators pull (`GET /events`). A step that is replayed until it finishes (payment
 * settlement, an import's batches) records its event after its write (`record`); a step nothing replays
 * writes its event into the changed document's outbox with the change and `publish`es it after
 * (`EventOutbox` relays what a stop left behind). docs/architecture.md, "Events".
 */
@Injectable()
export class EventLog implements BeforeApplicationShutdown {
  /** Told after each append on this instance (the webhook sender wakes on it rather than waiting to poll). */
  private readonly listeners = new Set<() => void>();
  private readonly logger = new Logger('EventLog');
  /** The copies of outbox events under way, which a stopping app lets finish. */
  private readonly copying = new Set<Promise<void>>();
  /** The largest number this instance took or read, once the insert or read was done, and when. */
  private known?: { number: number; at: number };

  constructor(
    private readonly events: EventsRepository,
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

  /** Records events of a step that is replayed until it finishes, after its write. */
  async recordAll(events: readonly NewEvent[]): Promise<void> {
    const at = this.clock.now();
    await this.append(events.map(({ type, subject, data }) => pendingEvent(type, subject, data, at)));
  }

  /**
   * Copies an event its change wrote into its document's outbox. The change has happened whatever
   * becomes of the copy, so a failure is not the caller's: the outbox relay copies it later. A request
   * need not wait for it (the event is safe in the outbox): `idle` does, for tests and shutdown.
   */
  publish(event: PendingEvent): Promise<void> {
    const copy: Promise<void> = this.append([event])
      .catch((error: unknown) =>
        this.logger.warn({ err: error, key: event.key }, 'An event waits in its outbox for the relay'),
      )
      .finally(() => this.copying.delete(copy));
    this.copying.add(copy);
    return copy;
  }

  /** Resolves when the copies started so far are done. */
  async idle(): Promise<void> {
    await Promise.all([...this.copying]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  /**
   * Appends events in the order given, numbered on from the last number this instance knows, in one
   * insert. A number taken meanwhile (by another instance, or by this one's concurrent append) collides
   * on `_id`; then the log's largest is read and the rest numbered after it. A number is known only once
   * its insert or read is done, so number n + 1 is inserted only after n was readable: a reader who saw
   * number n never meets a later event numbered below it. An event already recorded under its key (a
   * replayed step's, a relayed one's) is left as it is.
   */
  async append(events: readonly PendingEvent[]): Promise<void> {
    let waiting = [...events];
    for (let attempt = 1; waiting.length > 0; attempt++) {
      if (attempt > 1) {
        const recorded = await this.events.recordedKeys(waiting.map((event) => event.key));
        waiting = waiting.filter((event) => !recorded.has(event.key));
        if (waiting.length === 0) return;
      }
      const first = (await this.lastKnown(attempt > 1)) + 1;
      try {
        await this.events.insertInOrder(waiting.map((event, index) => ({ _id: first + index, ...event })));
        this.remember(first + waiting.length - 1);
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
    const last = await this.events.lastNumber();
    this.remember(last);
    return last;
  }

  private async lastKnown(reread: boolean): Promise<number> {
    const fresh = this.known && Date.now() - this.known.at < REMEMBERED_MS;
    return !reread && fresh ? this.known!.number : this.lastNumber();
  }

  private remember(number: number): void {
    if (this.known === undefined || number >= this.known.number) this.known = { number, at: Date.now() };
  }

  /** The events after the cursor, oldest first, and the cursor to read on from. */
  async list(query: { after?: string; type?: EventType; limit?: number }) {
    const after = cursorOf(query.after);
    const limit = query.limit ?? DEFAULT_EVENT_LIMIT;
    // One more than asked says whether there are more, without a count.
    const found = await this.events.after(after, query.type, limit + 1);
    const page = found.slice(0, limit);
    return {
      data: page.map(toView),
      next_cursor: String(page.at(-1)?._id ?? after),
      has_more: found.length > limit,
    };
  }

  /** The events of these numbers that are still kept, in no particular order. */
  async byNumbers(ids: readonly number[]): Promise<EventView[]> {
    return (await this.events.byNumbers(ids)).map(toView);
  }

  /** Past the retention period events go, except the newest, whose number the next event counts on from. */
  async expire(): Promise<number> {
    const newest = await this.events.lastNumber();
    return this.events.deleteOlderThan(this.clock.in(-EVENT_RETENTION_DAYS * DAY_MS), newest);
  }
}
