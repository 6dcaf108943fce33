import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter } from 'mongoose';
import {
  ErasureOutcome,
  Findings,
  NOTHING_ERASED,
  PersonalDataHook,
  PersonalDataOwner,
  Subject,
} from '../../common/data-protection/personal-data-hook';
import { LoggedEvent } from './schemas/event.schema';

/** The ids in `<kind>:<id>` record keys: events name the records they are about by id. */
function recordIdsOf(subject: Subject): string[] {
  return subject.recordKeys.map((key) => key.slice(key.indexOf(':') + 1));
}

const ERASED = { personErased: true };

/**
 * The event log, whose events copy the person's records as the API showed them. An erasure keeps each
 * event (its type, time and ids: integrators still learn that something happened, then
 * `data_subject.erased`) and drops the copy. Events expire after 30 days by themselves (EventLog).
 */
@Injectable()
@PersonalDataOwner()
export class EventsPersonalData implements PersonalDataHook {
  readonly section = 'event log';

  constructor(@InjectModel(LoggedEvent.name) private readonly events: Model<LoggedEvent>) {}

  async find(subject: Subject): Promise<Findings> {
    const events = await this.read(subject);
    return { records: events.map((event) => ({ kind: 'Event', reference: event.type, at: event.at })) };
  }

  async export(subject: Subject): Promise<unknown[]> {
    return (await this.read(subject)).map(({ _id, type, at, data }) => ({
      type: 'event',
      id: String(_id),
      event: type,
      at,
      data,
    }));
  }

  async erase(subject: Subject): Promise<ErasureOutcome> {
    const filter = this.filterOf(subject);
    if (!filter) return NOTHING_ERASED;
    const { modifiedCount } = await this.events.updateMany(filter, { $set: { data: ERASED } });
    return { deleted: 0, anonymised: modifiedCount, held: 0 };
  }

  private filterOf(subject: Subject): QueryFilter<LoggedEvent> | undefined {
    const ids = recordIdsOf(subject);
    if (ids.length === 0) return undefined;
    // An event already erased holds nothing of the person: not listed, not erased again.
    return {
      $or: [{ subjectId: { $in: ids } }, { relatedIds: { $in: ids } }],
      'data.personErased': { $ne: true },
    };
  }

  private async read(subject: Subject) {
    const filter = this.filterOf(subject);
    return filter ? await this.events.find(filter).sort({ _id: 1 }).limit(1000).lean() : [];
  }
}
