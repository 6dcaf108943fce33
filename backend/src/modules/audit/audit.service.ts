import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { QueryFilter, Model } from 'mongoose';
import { Actor } from '../../common/auth';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { Clock } from '../../common/time/clock';
import { AuditQueryDto } from './dto/audit.dto';
import { redactForAudit } from './redact';
import { AuditEntry } from './schemas/audit-entry.schema';

/** What changed: `action` as `<thing>.<verb>` (user.create, api-key.revoke…). */
export interface AuditChange {
  action: string;
  targetType: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

/** The audit log of admin writes. Other modules call `record(actor, change)` after each write. */
@Injectable()
export class AuditService {
  constructor(
    @InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>,
    private readonly clock: Clock,
  ) {}

  async record(actor: Actor, change: AuditChange): Promise<void> {
    await this.entries.create({
      at: this.clock.now(),
      actor: { type: actor.type, id: actor.id, label: actor.label },
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
    const filter = this.filterOf(query);
    const [entries, total] = await Promise.all([
      this.entries.find(filter).sort({ at: -1, _id: -1 }).skip(window.skip).limit(window.limit).lean(),
      this.entries.countDocuments(filter),
    ]);
    return {
      data: entries.map(({ _id, ...entry }) => ({ _id: String(_id), ...entry })),
      ...pageInfo(window, total),
    };
  }

  private filterOf(query: AuditQueryDto): QueryFilter<AuditEntry> {
    const filter: QueryFilter<AuditEntry> = {};
    if (query.actor) filter.$or = [{ 'actor.id': query.actor }, { 'actor.label': query.actor.toLowerCase() }];
    if (query.action) filter.action = query.action;
    if (query.targetType) filter.targetType = query.targetType;
    if (query.from || query.to) {
      filter.at = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    }
    return filter;
  }
}
