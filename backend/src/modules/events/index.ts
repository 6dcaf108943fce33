export { EventsModule } from './events.module';
export { EventLog, type EventSubject, type EventView, type NewEvent } from './event-log.service';
export { EventOutbox, OUTBOX_GRACE_MS } from './event-outbox.service';
export {
  OUTBOX_FIELDS,
  outboxFields,
  outboxOf,
  withOutbox,
  withPendingEvent,
  type OutboxSource,
} from './event-outbox.repository';
export { pendingEvent, type PendingEvent } from './domain/pending-event';
export { EVENT_RETENTION_DAYS, EVENT_TYPES, type EventType } from './domain/event-types';
