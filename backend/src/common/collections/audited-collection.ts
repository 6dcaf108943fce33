import { NotFoundException } from '@nestjs/common';
import { isValidObjectId, Model, QueryFilter, SortOrder, UpdateQuery } from 'mongoose';
import type { Actor } from '../auth';
import { PageInfoDto, pageInfo, PageQueryDto, pageWindow } from '../pagination/pagination';
import type { AuditTrail } from './audit-trail';

/** A stored record as answers show it: the id as a string, without Mongoose's version key. */
export type View<T> = T & { _id: string };

export interface CollectionNames {
  /** The audit target type and action prefix, e.g. `faq` gives `faq.update`. */
  type: string;
  /** What staff call one record, for 404 messages: `FAQ`. */
  label: string;
}

/** The fields of an event outbox (modules/events) a record may carry for a few seconds: not the record's. */
type Stored<T> = T & { _id: unknown; __v?: number; pendingEvents?: unknown; pendingEventsAt?: unknown };

function toView<T>({
  _id,
  __v: _version,
  pendingEvents: _events,
  pendingEventsAt: _at,
  ...rest
}: Stored<T>): View<T> {
  return { ...(rest as T), _id: String(_id) };
}

/**
 * A collection staff manage from the admin area: paged reads, and writes that each leave an audit
 * entry with the record before and after. Services of help content, cookie records and form inboxes
 * extend it with their own rules; it injects nothing itself.
 */
export class AuditedCollection<T> {
  constructor(
    protected readonly model: Model<T>,
    private readonly audit: AuditTrail,
    private readonly names: CollectionNames,
  ) {}

  /** One page of a list, the records under `key` (`data`, or `contacts` where the SPEC says so). */
  async page<K extends string>(
    key: K,
    filter: QueryFilter<T>,
    sort: Record<string, SortOrder>,
    query: PageQueryDto,
  ): Promise<Record<K, View<T>[]> & PageInfoDto> {
    const window = pageWindow(query);
    const [items, total] = await Promise.all([
      this.model.find(filter).sort(sort).skip(window.skip).limit(window.limit).lean<Stored<T>[]>(),
      this.model.countDocuments(filter),
    ]);
    return { [key]: items.map(toView), ...pageInfo(window, total) } as Record<K, View<T>[]> & PageInfoDto;
  }

  async all(filter: QueryFilter<T>, sort: Record<string, SortOrder>): Promise<View<T>[]> {
    return (await this.model.find(filter).sort(sort).lean<Stored<T>[]>()).map(toView);
  }

  async get(id: string): Promise<View<T>> {
    const found = isValidObjectId(id) ? await this.model.findById(id).lean<Stored<T>>() : null;
    if (!found) throw new NotFoundException(`${this.names.label} not found.`);
    return toView(found);
  }

  async create(fields: Partial<T>, actor: Actor): Promise<View<T>> {
    const created = await this.insert(fields);
    await this.trail(actor, 'create', created._id, undefined, created);
    return created;
  }

  /** A write that is not an admin's (a visitor's form): nothing to audit. */
  protected async insert(fields: Partial<T>): Promise<View<T>> {
    return toView((await this.model.create(fields)).toObject<Stored<T>>());
  }

  /**
   * `insert` of a record created at `at`, with fields derived from it as it will be stored (its id and
   * defaults) written by the same insert: the event of a visitor's submission goes in with it.
   */
  protected async insertWith(
    fields: Partial<T>,
    at: Date,
    derived: (record: View<T>) => object,
  ): Promise<View<T>> {
    const document = new this.model({ ...fields, createdAt: at, updatedAt: at });
    const record = toView(document.toObject<Stored<T>>());
    document.set(derived(record));
    // The record's times are `at`, which the event tells too.
    await document.save({ timestamps: false });
    return record;
  }

  async update(id: string, changes: UpdateQuery<T>, actor: Actor): Promise<View<T>> {
    const before = await this.get(id);
    const after = await this.model
      .findByIdAndUpdate(id, changes, { returnDocument: 'after' })
      .lean<Stored<T>>();
    if (!after) throw new NotFoundException(`${this.names.label} not found.`);
    const view = toView(after);
    await this.trail(actor, 'update', id, before, view);
    return view;
  }

  async delete(id: string, actor: Actor): Promise<void> {
    const before = await this.get(id);
    await this.model.deleteOne({ _id: id });
    await this.trail(actor, 'delete', id, before, undefined);
  }

  private trail(
    actor: Actor,
    verb: string,
    targetId: string,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    const { type } = this.names;
    return this.audit.record(actor, { action: `${type}.${verb}`, targetType: type, targetId, before, after });
  }
}
