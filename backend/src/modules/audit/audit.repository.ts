import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter } from 'mongoose';
import { backfillSearchKeys } from '../../common/search/backfill-search-keys';
import { isDuplicateKeyError } from '../../common/http/problem';
import { AuditEntry, NEWEST_FIRST } from './schemas/audit-entry.schema';
import { AuditName, AuditNameKind } from './schemas/audit-name.schema';

export function actorKeys(actor: { id: string; label: string }) {
  return { actorId: actor.id, actorLabel: actor.label.toLowerCase() };
}

/** The log's filters, with the typed words already resolved to the names on file. */
export interface AuditLogFilters {
  /** The entries of this actor id, or of any of these labels. */
  actor?: { id?: string; labels: string[] };
  /** Any of these actions. */
  actions?: string[];
  targetType?: string;
  from?: Date;
  to?: Date;
}

function filterOf({ actor, actions, targetType, from, to }: AuditLogFilters): QueryFilter<AuditEntry> {
  const filter: QueryFilter<AuditEntry> = {};
  if (actor) {
    const byLabel = { actorLabel: { $in: actor.labels } };
    if (actor.id === undefined) Object.assign(filter, byLabel);
    else if (actor.labels.length === 0) filter.actorId = actor.id;
    else filter.$or = [{ actorId: actor.id }, byLabel];
  }
  if (actions) filter.action = { $in: actions };
  if (targetType) filter.targetType = targetType;
  if (from || to) filter.at = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
  return filter;
}

/** The only code that touches the audit log and its registry of names. */
@Injectable()
export class AuditRepository {
  constructor(
    @InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>,
    @InjectModel(AuditName.name) private readonly names: Model<AuditName>,
  ) {}

  async backfillActorKeys(): Promise<void> {
    await backfillSearchKeys(this.entries, 'actorLabel', { actor: 1 }, (entry) => {
      const actor = (entry.actor ?? {}) as { id?: string; label?: string };
      return actorKeys({ id: actor.id ?? '', label: actor.label ?? '' });
    });
  }

  /** A log written before the registry existed: its actions and actor labels; none otherwise. */
  async unregisteredNames(): Promise<{ actions: string[]; actors: string[] } | undefined> {
    if ((await this.names.exists({})) || !(await this.entries.exists({}))) return undefined;
    const [actions, actors] = await Promise.all([
      this.entries.distinct('action'),
      this.entries.distinct('actorLabel'),
    ]);
    return { actions: actions.map(String), actors: actors.map(String) };
  }

  /** Adds the name to the registry, once: another instance inserting it at once is no failure. */
  async registerName(kind: AuditNameKind, name: string): Promise<void> {
    try {
      await this.names.updateOne(
        { _id: `${kind}:${name}` },
        { $setOnInsert: { kind, name } },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** In alphabetical order. */
  async namesOf(kind: AuditNameKind): Promise<string[]> {
    const names = await this.names.find({ kind }, { name: 1 }).sort({ name: 1 }).lean();
    return names.map((entry) => entry.name);
  }

  async insert(entry: AuditEntry): Promise<void> {
    await this.entries.create(entry);
  }

  async hasActorId(actorId: string): Promise<boolean> {
    return (await this.entries.exists({ actorId })) !== null;
  }

  /** Newest first, without the search keys. */
  list(filters: AuditLogFilters, { skip, limit }: { skip: number; limit: number }) {
    const filter = filterOf(filters);
    return Promise.all([
      this.entries
        .find(filter, { actorId: 0, actorLabel: 0 })
        .sort(NEWEST_FIRST)
        .skip(skip)
        .limit(limit)
        .lean(),
      this.entries.countDocuments(filter),
    ]);
  }
}
