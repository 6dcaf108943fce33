import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { QueryFilter, Model } from 'mongoose';
import { Actor } from '../../common/auth';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { backfillSearchKeys } from '../../common/search/backfill-search-keys';
import type { AuditChange, AuditTrail } from '../../common/collections/audit-trail';
import { isDuplicateKeyError } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { AuditQueryDto } from './dto/audit.dto';
import { namesMatching } from './domain/names';
import { redactForAudit } from './redact';
import { AuditEntry, NEWEST_FIRST } from './schemas/audit-entry.schema';
import { AuditName, AuditNameKind } from './schemas/audit-name.schema';

/** A filter that no entry can match. */
const NOTHING = Symbol('no entry matches');

function actorKeys(actor: { id: string; label: string }) {
  return { actorId: actor.id, actorLabel: actor.label.toLowerCase() };
}

/** The audit log of admin writes. Other modules call `record(actor, change)` after each write. */
@Injectable()
export class AuditService implements AuditTrail, OnApplicationBootstrap {
  private readonly logger = new Logger('AuditService');
  /** The names this instance knows are in the registry, so that each is written once per process. */
  private readonly registered = new Set<string>();

  constructor(
    @InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>,
    @InjectModel(AuditName.name) private readonly names: Model<AuditName>,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await backfillSearchKeys(this.entries, 'actorLabel', { actor: 1 }, (entry) => {
      const actor = (entry.actor ?? {}) as { id?: string; label?: string };
      return actorKeys({ id: actor.id ?? '', label: actor.label ?? '' });
    });
    await this.backfillNames();
  }

  /** A log written before the registry existed: its names are read from it once. */
  private async backfillNames(): Promise<void> {
    if ((await this.names.exists({})) || !(await this.entries.exists({}))) return;
    this.registered.clear();
    const [actions, actors] = await Promise.all([
      this.entries.distinct('action'),
      this.entries.distinct('actorLabel'),
    ]);
    await this.register([
      ...actions.map((name) => ['action', String(name)] as const),
      ...actors.map((name) => ['actor', String(name)] as const),
    ]);
  }

  /**
   * Adds names to the registry. A name missing there only leaves it out of the pick-lists and word
   * matching until the next entry with it, so a failure here is logged rather than failing the write.
   */
  private async register(names: readonly (readonly [AuditNameKind, string])[]): Promise<void> {
    for (const [kind, name] of names) {
      const _id = `${kind}:${name}`;
      if (this.registered.has(_id)) continue;
      try {
        await this.names.updateOne({ _id }, { $setOnInsert: { kind, name } }, { upsert: true });
      } catch (error) {
        // Two instances inserting the same new name at once: the other's insert stands.
        if (!isDuplicateKeyError(error)) {
          this.logger.warn(`Could not register the audit name ${_id}: ${(error as Error).message}`);
          continue;
        }
      }
      this.registered.add(_id);
    }
  }

  private async namesOf(kind: AuditNameKind): Promise<string[]> {
    const names = await this.names.find({ kind }, { name: 1 }).sort({ name: 1 }).lean();
    return names.map((entry) => entry.name);
  }

  async record(actor: Actor, change: AuditChange): Promise<void> {
    const keys = actorKeys(actor);
    await this.entries.create({
      at: this.clock.now(),
      actor: { type: actor.type, id: actor.id, label: actor.label },
      ...keys,
      requestId: actor.requestId,
      action: change.action,
      targetType: change.targetType,
      targetId: change.targetId,
      before: redactForAudit(change.before),
      after: redactForAudit(change.after),
    });
    await this.register([
      ['action', change.action],
      ['actor', keys.actorLabel],
    ]);
  }

  async list(query: AuditQueryDto) {
    const window = pageWindow(query);
    const filter = await this.filterOf(query);
    // Words that name no known action or actor match nothing: an empty $in would read the whole log.
    if (filter === NOTHING) return { data: [], ...pageInfo(window, 0) };
    const [entries, total] = await Promise.all([
      this.entries
        .find(filter, { actorId: 0, actorLabel: 0 })
        .sort(NEWEST_FIRST)
        .skip(window.skip)
        .limit(window.limit)
        .lean(),
      this.entries.countDocuments(filter),
    ]);
    return {
      data: entries.map(({ _id, ...entry }) => ({ _id: String(_id), ...entry })),
      ...pageInfo(window, total),
    };
  }

  /** The actions and actor labels in the log, for the screen's pick-lists. */
  async known(): Promise<{ actions: string[]; actors: string[] }> {
    const [actions, actors] = await Promise.all([this.namesOf('action'), this.namesOf('actor')]);
    return { actions, actors };
  }

  /**
   * The actor typed is an id, or (part of) a label. The labels it stands for are looked up first
   * (namesMatching), so the filter is an $in on the indexed key rather than an unindexed pattern.
   */
  private async actorFilter(actor: string): Promise<QueryFilter<AuditEntry> | typeof NOTHING> {
    const byId = { actorId: actor };
    const [isId, labels] = await Promise.all([
      this.entries.exists(byId),
      this.namesOf('actor').then((known) => namesMatching(known, actor)),
    ]);
    const byLabel = { actorLabel: { $in: labels } };
    if (isId && labels.length > 0) return { $or: [byId, byLabel] };
    if (isId) return byId;
    return labels.length > 0 ? byLabel : NOTHING;
  }

  private async filterOf(query: AuditQueryDto): Promise<QueryFilter<AuditEntry> | typeof NOTHING> {
    const filter: QueryFilter<AuditEntry> = {};
    if (query.actor) {
      const byActor = await this.actorFilter(query.actor);
      if (byActor === NOTHING) return NOTHING;
      Object.assign(filter, byActor);
    }
    if (query.action) {
      const actions = namesMatching(await this.namesOf('action'), query.action);
      if (actions.length === 0) return NOTHING;
      filter.action = { $in: actions };
    }
    if (query.targetType) filter.targetType = query.targetType;
    if (query.from || query.to) {
      filter.at = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    }
    return filter;
  }
}
