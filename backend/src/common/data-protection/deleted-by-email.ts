import type { Model } from 'mongoose';
import {
  ErasureOutcome,
  Findings,
  HeldRecord,
  NOTHING_ERASED,
  PersonalDataHook,
  recordIds,
  RetentionCutoffs,
  Subject,
  SweepCount,
  tickedOnly,
} from './personal-data-hook';
import { anyOf, objectIds } from './queries';

export interface EmailKeyedRecord {
  _id: unknown;
  createdAt: Date;
}

/** How a collection whose records go whole with their person is read, erased and swept. */
export interface DeletedByEmailRules {
  /** The indexed field holding the person's email (lower case). */
  emailField: string;
  /** The sweep: what it calls these records, and which period's cut-off their `createdAt` is held to. */
  sweep: { kind: string; cutoff: Exclude<keyof RetentionCutoffs, 'now'> };
}

/**
 * A PersonalDataHook for records nothing requires us to keep (emails sent, enquiries), found by the
 * person's email. Nothing proves that the person typed it (anyone can give someone else's email in a
 * form), so each is listed apart, by its record key, and exported or erased only once staff tick it.
 * Erased records are deleted; the sweep deletes them by `createdAt`.
 */
export abstract class DeletedByEmail<R extends EmailKeyedRecord> implements PersonalDataHook {
  abstract readonly section: string;

  protected constructor(
    private readonly model: Model<EmailKeyedRecord>,
    private readonly rules: DeletedByEmailRules,
  ) {}

  /** The kind of its record keys, `<kind>:<id>` (the audit log's entries about a record point at it). */
  protected abstract readonly keyKind: string;

  /** The record as the person finder lists it. */
  protected abstract held(record: R): HeldRecord;

  /** The record in the archive, without search keys. */
  protected abstract exported(record: R): object;

  async find(subject: Subject): Promise<Findings> {
    const found = await this.read(subject);
    const chosen = tickedOnly(subject, this.keyKind, found);
    const listed = (record: R, matchedBy: string) => ({
      ...this.held(record),
      id: this.keyOf(record),
      matchedBy,
    });
    return {
      records: chosen.map((record) => listed(record, 'ticked by staff')),
      unverified: found
        .filter((record) => !chosen.includes(record))
        .map((record) => listed(record, `email ${this.emailOf(record)} only, never verified`)),
      identifiers: { recordKeys: chosen.map((record) => this.keyOf(record)) },
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    return (await this.chosen(subject)).map((record) => this.exported(record));
  }

  async erase(subject: Subject): Promise<ErasureOutcome> {
    const chosen = await this.chosen(subject);
    if (chosen.length === 0) return NOTHING_ERASED;
    const deleted = await this.model.deleteMany({ _id: { $in: chosen.map((record) => record._id) } });
    return { deleted: deleted.deletedCount, anonymised: 0, held: 0 };
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const { kind, cutoff } = this.rules.sweep;
    const deleted = await this.model.deleteMany({ createdAt: { $lt: cutoffs[cutoff] } });
    return [{ section: this.section, kind, count: deleted.deletedCount }];
  }

  private keyOf(record: R): string {
    return `${this.keyKind}:${String(record._id)}`;
  }

  private emailOf(record: R): string {
    return String((record as unknown as Record<string, unknown>)[this.rules.emailField]);
  }

  /** The records staff ticked, of those the subject's emails find. */
  private async chosen(subject: Subject): Promise<R[]> {
    return tickedOnly(subject, this.keyKind, await this.read(subject));
  }

  /** By the person's emails, and by key those ticked through an email that is not followed. */
  private async read(subject: Subject): Promise<R[]> {
    const ids = recordIds(subject, this.keyKind);
    const filter = anyOf<EmailKeyedRecord>([
      [subject.emails, { [this.rules.emailField]: { $in: subject.emails } }],
      [ids, { _id: { $in: objectIds(ids) } }],
    ]);
    if (!filter) return [];
    return this.model.find(filter).sort({ createdAt: -1, _id: -1 }).lean<R[]>();
  }
}
