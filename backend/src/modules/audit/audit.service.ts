import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Actor } from '../../common/auth';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import type { AuditChange, AuditTrail } from '../../common/collections/audit-trail';
import { Clock } from '../../common/time/clock';
import { AuditQueryDto } from './dto/audit.dto';
import { namesMatching } from './domain/names';
import { redactForAudit } from './redact';
import { actorKeys, AuditLogFilters, AuditRepository } from './audit.repository';
import { AuditNameKind } from './schemas/audit-name.schema';

/** A filter that no entry can match. */
const NOTHING = Symbol('no entry matches');

/** The audit log of admin writes. Other modules call `record(actor, change)` after each write. */
@Injectable()
export class AuditService implements AuditTrail, OnApplicationBootstrap {
  private readonly logger = new Logger('AuditService');
  /** The names this instance knows are in the registry, so that each is written once per process. */
  private readonly registered = new Set<string>();

  constructor(
    private readonly log: AuditRepository,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.log.backfillActorKeys();
    await this.backfillNames();
  }

  /** A log written before the registry existed: its names are read from it once. */
  private async backfillNames(): Promise<void> {
    const unregistered = await this.log.unregisteredNames();
    if (!unregistered) return;
    this.registered.clear();
    await this.register([
      ...unregistered.actions.map((name) => ['action', name] as const),
      ...unregistered.actors.map((name) => ['actor', name] as const),
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
        await this.log.registerName(kind, name);
      } catch (error) {
        this.logger.warn(`Could not register the audit name ${_id}: ${(error as Error).message}`);
        continue;
      }
      this.registered.add(_id);
    }
  }

  private namesOf(kind: AuditNameKind): Promise<string[]> {
    return this.log.namesOf(kind);
  }

  async record(actor: Actor, change: AuditChange): Promise<void> {
    const keys = actorKeys(actor);
    await this.log.insert({
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
    const filters = await this.filtersOf(query);
    // Words that name no known action or actor match nothing: no filter at all would read the whole log.
    if (filters === NOTHING) return { data: [], ...pageInfo(window, 0) };
    const [entries, total] = await this.log.list(filters, window);
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
   * (namesMatching), so the log is searched on the indexed key rather than by an unindexed pattern.
   */
  private async actorOf(actor: string): Promise<AuditLogFilters['actor'] | typeof NOTHING> {
    const [isId, labels] = await Promise.all([
      this.log.hasActorId(actor),
      this.namesOf('actor').then((known) => namesMatching(known, actor)),
    ]);
    if (!isId && labels.length === 0) return NOTHING;
    return { ...(isId ? { id: actor } : {}), labels };
  }

  private async filtersOf(query: AuditQueryDto): Promise<AuditLogFilters | typeof NOTHING> {
    const filters: AuditLogFilters = { targetType: query.targetType, from: query.from, to: query.to };
    if (query.actor) {
      const actor = await this.actorOf(query.actor);
      if (actor === NOTHING) return NOTHING;
      filters.actor = actor;
    }
    if (query.action) {
      const actions = namesMatching(await this.namesOf('action'), query.action);
      if (actions.length === 0) return NOTHING;
      filters.actions = actions;
    }
    return filters;
  }
}
