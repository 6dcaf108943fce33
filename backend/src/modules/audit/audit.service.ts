import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { QueryFilter, Model } from 'mongoose';
import { Actor } from '../../common/auth';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { backfillSearchKeys } from '../../common/search/backfill-search-keys';
import type { AuditChange, AuditTrail } from '../../common/collections/audit-trail';
import { Clock } from '../../common/time/clock';
import { AuditQueryDto } from './dto/audit.dto';
import { namesMatching } from './domain/names';
import { redactForAudit } from './redact';
import { AuditEntry, NEWEST_FIRST } from './schemas/audit-entry.schema';

function actorKeys(actor: { id: string; label: string }) {
  return { actorId: actor.id, actorLabel: actor.label.toLowerCase() };
}

/** The audit log of admin writes. Other modules call `record(actor, change)` after each write. */
@Injectable()
export class AuditService implements AuditTrail, OnApplicationBootstrap {
  constructor(
    @InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await backfillSearchKeys(this.entries, 'actorLabel', { actor: 1 }, (entry) => {
      const actor = (entry.actor ?? {}) as { id?: string; label?: string };
      return actorKeys({ id: actor.id ?? '', label: actor.label ?? '' });
    });
  }

  async record(actor: Actor, change: AuditChange): Promise<void> {
    await this.entries.create({
      at: this.clock.now(),
      actor: { type: actor.type, id: actor.id, label: actor.label },
      ...actorKeys(actor),
      requestId: actor.requestId,
      action: change.action,
      targetType: change.targetType,
      targetId: change.targetId,
      before: redactForAudit(change.before),
      after: redactForAudit(change.after),
    });
  }

  async list(query: AuditQueryDto) {
    const window = pageWindow(query);
    const filter = await this.filterOf(query);
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
    const [actions, actors] = await Promise.all([
      this.entries.distinct('action'),
      this.entries.distinct('actorLabel'),
    ]);
    return { actions: actions.map(String).sort(), actors: actors.map(String).sort() };
  }

  /**
   * The actor typed is an id, or (part of) a label. The labels it stands for are looked up first
   * (namesMatching), so the filter is an $in on the indexed key rather than an unindexed pattern.
   */
  private async actorFilter(actor: string): Promise<QueryFilter<AuditEntry>> {
    const byId = { actorId: actor };
    const [isId, labels] = await Promise.all([
      this.entries.exists(byId),
      this.entries.distinct('actorLabel').then((known) => namesMatching(known.map(String), actor)),
    ]);
    const byLabel = { actorLabel: { $in: labels } };
    if (isId && labels.length > 0) return { $or: [byId, byLabel] };
    return isId ? byId : byLabel;
  }

  private async filterOf(query: AuditQueryDto): Promise<QueryFilter<AuditEntry>> {
    const filter: QueryFilter<AuditEntry> = {};
    if (query.actor) Object.assign(filter, await this.actorFilter(query.actor));
    if (query.action) {
      const actions = await this.entries.distinct('action');
      filter.action = { $in: namesMatching(actions.map(String), query.action) };
    }
    if (query.targetType) filter.targetType = query.targetType;
    if (query.from || query.to) {
      filter.at = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    }
    return filter;
  }
}
