import { eventKey, type EventType } from './event-types';

/** The resource an event is about, and the occurrence that tells apart two events of one type about it. */
export interface EventSubject {
  type: string;
  id: string;
  occurrence?: string;
  /** Other records it is about, by id (a payment's quote). */
  related?: string[];
}

/**
 * An event as the log will hold it, less its number: what a write carries in its document's outbox
 * (`pendingEvents`) and what the log appends.
 */
export interface PendingEvent {
  type: EventType;
  key: string;
  subjectType: string;
  subjectId: string;
  relatedIds?: string[];
  data: Record<string, unknown>;
  at: Date;
}

/** The event of a change made at `at`, with `data` as the API shows it (JSON, not the records' own types). */
export function pendingEvent(type: EventType, subject: EventSubject, data: object, at: Date): PendingEvent {
  return {
    type,
    key: eventKey(type, subject.id, subject.occurrence),
    subjectType: subject.type,
    subjectId: subject.id,
    ...(subject.related?.length ? { relatedIds: subject.related } : {}),
    data: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
    at,
  };
}
