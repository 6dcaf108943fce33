/** What the log records: `<resource>.<what happened>`, the names integrators subscribe to. */
export const EVENT_TYPES = [
  'quote.priced',
  'quote.bought',
  'policy.issued',
  'policy.documents_issued',
  'policy.adjusted',
  'payment.succeeded',
  'payment.failed',
  'renewal.imported',
  'renewal.invited',
  'renewal.paid',
  'enquiry.received',
  'import.finished',
  'data_subject.erased',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** How long events stay pullable: an integrator down for longer starts again from a full read. */
export const EVENT_RETENTION_DAYS = 30;

export const DEFAULT_EVENT_LIMIT = 100;
export const MAX_EVENT_LIMIT = 500;

/**
 * The event's key, unique in the log: a replayed step (a settlement sweep, a resumed import) records its
 * event once. `occurrence` tells apart two events of one type about one resource (a quote priced again).
 */
export function eventKey(type: EventType, subjectId: string, occurrence?: string): string {
  return occurrence === undefined ? `${type}:${subjectId}` : `${type}:${subjectId}:${occurrence}`;
}

/** A cursor is the sequence number of the last event read, as digits; none reads from the start. */
export function cursorOf(after: string | undefined): number {
  return after === undefined ? 0 : Number(after);
}
