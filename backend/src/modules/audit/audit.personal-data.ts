import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  ErasureOutcome,
  Findings,
  NOTHING_ERASED,
  PersonalDataHook,
  PersonalDataOwner,
  RetentionCutoffs,
  Subject,
  SweepCount,
} from '../../common/data-protection/personal-data-hook';
import { anyOf } from '../../common/data-protection/queries';
import { isDuplicateKeyError } from '../../common/http/problem';
import { erasedChange } from './domain/erased-change';
import { AuditEntry, NEWEST_FIRST } from './schemas/audit-entry.schema';
import { AuditName } from './schemas/audit-name.schema';

export const ERASED_ACTOR = 'Erased person';

/** The ids in `<kind>:<id>` record keys: the audit log names its targets by id. */
function targetIds(subject: Subject): string[] {
  return subject.recordKeys.map((key) => key.slice(key.indexOf(':') + 1));
}

/**
 * The audit log, where the person appears as an actor (their label is their email) or as the target
 * of a staff change (whose before and after copy their record). An erasure keeps the entry (who did
 * what, when, which fields and why: `erasedChange`) but replaces the label and drops the copies.
 */
@Injectable()
@PersonalDataOwner()
export class AuditPersonalData implements PersonalDataHook {
  readonly section = 'audit log';

  constructor(
    @InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>,
    @InjectModel(AuditName.name) private readonly names: Model<AuditName>,
  ) {}

  async find(subject: Subject): Promise<Findings> {
    const entries = await this.read(subject);
    return {
      records: entries.map((entry) => ({ kind: 'Audit entry', reference: entry.action, at: entry.at })),
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    return (await this.read(subject)).map(({ actorId: _i, actorLabel: _l, ...entry }) => ({
      type: 'audit_entry',
      ...entry,
    }));
  }

  async erase(subject: Subject): Promise<ErasureOutcome> {
    const ids = targetIds(subject);
    if (subject.emails.length === 0 && ids.length === 0) return NOTHING_ERASED;
    const [asActor, asTarget] = await Promise.all([
      subject.emails.length
        ? this.entries.updateMany(
            { actorLabel: { $in: subject.emails } },
            { $set: { 'actor.label': ERASED_ACTOR, actorLabel: ERASED_ACTOR.toLowerCase() } },
          )
        : undefined,
      this.anonymiseChanges(ids),
    ]);
    if (asActor?.modifiedCount) await this.renameActors(subject.emails);
    return { deleted: 0, anonymised: (asActor?.modifiedCount ?? 0) + asTarget, held: 0 };
  }

  /** Entries about the person's records keep what changed and why, not the copies (one write each). */
  private async anonymiseChanges(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const entries = await this.entries
      .find({ targetId: { $in: ids }, 'after.personErased': { $ne: true } }, { before: 1, after: 1 })
      .lean();
    for (const entry of entries) {
      await this.entries.updateOne(
        { _id: entry._id },
        { $set: { after: erasedChange(entry.before, entry.after) }, $unset: { before: 1 } },
      );
    }
    return entries.length;
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const deleted = await this.entries.deleteMany({ at: { $lt: cutoffs.auditEntries } });
    if (deleted.deletedCount > 0) await this.forgetActorsGone();
    return [{ section: this.section, kind: 'audit entries', count: deleted.deletedCount }];
  }

  /** The filters' list of actors names the erased person no more. */
  private async renameActors(emails: string[]): Promise<void> {
    await this.names.deleteMany({ _id: { $in: emails.map((email) => `actor:${email}`) } });
    const erased = ERASED_ACTOR.toLowerCase();
    await this.names
      .updateOne(
        { _id: `actor:${erased}` },
        { $setOnInsert: { kind: 'actor', name: erased } },
        { upsert: true },
      )
      .catch((error: unknown) => {
        if (!isDuplicateKeyError(error)) throw error;
      });
  }

  /** An actor whose every entry outlived its retention is no longer listed (a label is an email). */
  private async forgetActorsGone(): Promise<void> {
    for (const actor of await this.names.find({ kind: 'actor' }).lean()) {
      if (!(await this.entries.exists({ actorLabel: actor.name })))
        await this.names.deleteOne({ _id: actor._id });
    }
  }

  private read(subject: Subject) {
    const ids = targetIds(subject);
    const filter = anyOf<AuditEntry>([
      [subject.emails, { actorLabel: { $in: subject.emails } }],
      [ids, { targetId: { $in: ids } }],
    ]);
    return filter ? this.entries.find(filter).sort(NEWEST_FIRST).limit(1000).lean() : Promise.resolve([]);
  }
}
