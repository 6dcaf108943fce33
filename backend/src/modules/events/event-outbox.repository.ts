import { Model, Schema, UpdateQuery } from 'mongoose';
import type { PendingEvent } from './domain/pending-event';

/**
 * The embedded outbox: a changed document carries the event of its change (`pendingEvents`) and the time
 * of the newest one (`pendingEventsAt`), written by the very update or insert that makes the change, since
 * one document's write is atomic on both engines and FerretDB has no transactions. Not hidden with
 * `select: false`: FerretDB 1.24 refuses the projection Mongoose then adds to every findOneAndUpdate.
 * Views name their fields (or drop these), so answers never show them.
 */
export interface Outboxed {
  pendingEvents?: PendingEvent[];
  pendingEventsAt?: Date;
}

/** Adds the outbox fields to an owning collection's schema. */
export function withOutbox(schema: Schema): void {
  schema.add({
    pendingEvents: { type: [Schema.Types.Mixed], default: undefined },
    pendingEventsAt: { type: Date },
  });
  // The relay's sweep: documents with an event left pending, oldest first.
  schema.index({ pendingEventsAt: 1 });
}

/** `update` with the event added to the document's outbox, for the write that makes the change. */
export function withPendingEvent<T>(update: UpdateQuery<T>, event: PendingEvent): UpdateQuery<T> {
  return {
    ...update,
    $set: { ...update.$set, pendingEventsAt: event.at },
    $push: { ...update.$push, pendingEvents: event },
  } as UpdateQuery<T>;
}

/** A new document's fields with the event of its creation in its outbox. */
export function outboxFields(event: PendingEvent): Required<Outboxed> {
  return { pendingEvents: [event], pendingEventsAt: event.at };
}

/** The outbox fields to `$unset` when a change is undone before its event was copied. */
export const OUTBOX_FIELDS = ['pendingEvents', 'pendingEventsAt'] as const;

/** One document's pending events, as the relay found them. */
export interface OutboxEntry {
  id: unknown;
  since: Date;
  events: PendingEvent[];
}

/** What the relay needs of an owning collection: its pending entries, and a way to clear one. */
export interface OutboxSource {
  readonly name: string;
  pending(before: Date, limit: number): Promise<OutboxEntry[]>;
  clear(entry: OutboxEntry): Promise<void>;
}

/** The outbox of a collection whose schema has `withOutbox`. */
export function outboxOf<T>(name: string, owner: Model<T>): OutboxSource {
  // The outbox fields are the same on every owner, whatever else its records hold.
  const model = owner as unknown as Model<Outboxed & { _id: unknown }>;
  return {
    name,
    async pending(before, limit) {
      const found = await model
        .find({ pendingEventsAt: { $lt: before } }, { pendingEvents: 1, pendingEventsAt: 1 })
        .sort({ pendingEventsAt: 1 })
        .limit(limit)
        .lean<(Outboxed & { _id: unknown })[]>();
      return found.map((doc) => ({
        id: doc._id,
        since: doc.pendingEventsAt!,
        events: doc.pendingEvents ?? [],
      }));
    },
    async clear(entry) {
      // Only if no event was added since the read: a newer one moved `pendingEventsAt` on, and waits its turn.
      await model.updateOne(
        { _id: entry.id, pendingEventsAt: entry.since },
        { $unset: { pendingEvents: '', pendingEventsAt: '' } },
      );
    },
  };
}
