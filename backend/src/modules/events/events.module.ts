import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EventLog } from './event-log.service';
import { EventOutbox } from './event-outbox.service';
import { EventsController } from './events.controller';
import { EventsPersonalData } from './events.personal-data';
import { EventsRepository } from './events.repository';
import { LoggedEvent, LoggedEventSchema } from './schemas/event.schema';

/** Global: most domains record events, and each would otherwise import this module for one call. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: LoggedEvent.name, schema: LoggedEventSchema }])],
  controllers: [EventsController],
  providers: [EventsRepository, EventLog, EventOutbox, EventsPersonalData],
  exports: [EventLog, EventOutbox],
})
export class EventsModule {}
