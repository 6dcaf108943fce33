import type { Model, QueryFilter } from 'mongoose';
import {
  ErasureOutcome,
  Findings,
  HeldRecord,
  NOTHING_ERASED,
  PersonalDataHook,
  RetentionCutoffs,
  Subject,
  SweepCount,
} from './personal-data-hook';

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
 * A PersonalDataHook for records nothing requires us to keep (emails sent, enquiries): found by the
 * person's email, exported as they are, deleted by an erasure, and swept by `createdAt`.
 */
export abstract class DeletedByEmail<R extends EmailKeyedRecord> implements PersonalDataHook {
  abstract readonly section: string;

  protected constructor(
    private readonly model: Model<EmailKeyedRecord>,
    private readonly rules: DeletedByEmailRules,
  ) {}

  /** The record as the person finder lists it. */
  protected abstract held(record: R): HeldRecord;

  /** The record in the archive, without search keys. */
  protected abstract exported(record: R): object;

  /** The record's `<kind>:<id>` key, when other records (the audit log's) point at it. */
  protected recordKey?(record: R): string;

  async find(subject: Subject): Promise<Findings> {
    const records = await this.read(subject);
    const keyOf = this.recordKey?.bind(this);
    return {
      records: records.map((record) => this.held(record)),
      ...(keyOf ? { identifiers: { recordKeys: records.map(keyOf) } } : {}),
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    return (await this.read(subject)).map((record) => this.exported(record));
  }

  async erase(subject: Subject): Promise<ErasureOutcome> {
    if (subject.emails.length === 0) return NOTHING_ERASED;
    const deleted = await this.model.deleteMany(this.ofPerson(subject));
    return { deleted: deleted.deletedCount, anonymised: 0, held: 0 };
  }

  async sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]> {
    const { kind, cutoff } = this.rules.sweep;
    const deleted = await this.model.deleteMany({ createdAt: { $lt: cutoffs[cutoff] } });
    return [{ section: this.section, kind, count: deleted.deletedCount }];
  }

  private ofPerson(subject: Subject): QueryFilter<EmailKeyedRecord> {
    return { [this.rules.emailField]: { $in: subject.emails } } as QueryFilter<EmailKeyedRecord>;
  }

  private async read(subject: Subject): Promise<R[]> {
    if (subject.emails.length === 0) return [];
    return this.model.find(this.ofPerson(subject)).sort({ createdAt: -1, _id: -1 }).lean<R[]>();
  }
}
