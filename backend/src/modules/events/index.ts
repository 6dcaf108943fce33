export { EventsModule } from './events.module';
export { EventLog, type EventSubject, type EventView, type NewEvent } from './event-log.service';
export { EVENT_RETENTION_DAYS, EVENT_TYPES, type EventType } from './domain/event-types';
