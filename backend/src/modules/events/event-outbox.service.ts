import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { EventLog } from './event-log.service';
import type { OutboxSource } from './event-outbox.repository';

/** How old a pending event is before the relay takes it: the request that wrote it copies it at once. */
export const OUTBOX_GRACE_MS = 5_000;
const RELAY_EVERY_MS = 5_000;
const RELAY_BATCH = 200;

/**
 * Relays the events that writes left in their documents' outboxes (`withPendingEvent`): each owning
 * repository registers its collection, and one instance at a time (the `events.relay` lease) copies
 * every event pending for longer than the grace period into the log, by its key (one the request copied
 * already is not recorded again), then clears the entry. So a process that stopped between a change and
 * its copy loses no event, and the request path pays for the copy only, not for the clearing.
 */
@Injectable()
export class EventOutbox {
  private readonly sources: OutboxSource[] = [];

  constructor(
    private readonly log: EventLog,
    private readonly clock: Clock,
    housekeeping: Housekeeping,
  ) {
    housekeeping.every(
      'events.relay',
      RELAY_EVERY_MS,
      () => this.relay(),
      () => this.anyPending(),
    );
  }

  register(source: OutboxSource): void {
    this.sources.push(source);
  }

  /** Copies and clears every entry pending past the grace period; answers how many entries it cleared. */
  async relay(): Promise<number> {
    let cleared = 0;
    // One batch per collection a run: a backlog goes in later runs, so a run's lease is held briefly.
    for (const source of this.sources) {
      const entries = await source.pending(this.graceEnd(), RELAY_BATCH);
      // Oldest change first, so the log numbers them about in the order they happened.
      const events = entries.flatMap((entry) => entry.events).sort((a, b) => +a.at - +b.at);
      await this.log.append(events);
      for (const entry of entries) await source.clear(entry);
      cleared += entries.length;
    }
    return cleared;
  }

  private async anyPending(): Promise<boolean> {
    const before = this.graceEnd();
    for (const source of this.sources) if ((await source.pending(before, 1)).length > 0) return true;
    return false;
  }

  private graceEnd(): Date {
    return this.clock.in(-OUTBOX_GRACE_MS);
  }
}
