import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter, Types, UpdateQuery } from 'mongoose';
import { EventOutbox, outboxOf, type PendingEvent, withPendingEvent } from '../../events';
import { ImportCounts, noCounts } from '../domain/import-plan';
import { ImportStaffRecord, RenewalImport, RenewalImportRecord } from '../schemas/renewal-import.schema';

/** An instance's hold on an import: who holds it, and until when unless renewed. */
export interface ImportLease {
  holder: string;
  until: Date;
}

/** When an import counts as abandoned: its lease lapsed before `now`, or (an earlier version's record) its heartbeat stopped before `heartbeatBefore`. */
export interface AbandonedAt {
  now: Date;
  heartbeatBefore: Date;
}

/** What a checked upload records before it is imported. */
export type CheckedImport = Pick<
  RenewalImport,
  | 'fileName'
  | 'fileType'
  | 'fileBytes'
  | 'uploadedBy'
  | 'dryRun'
  | 'ignoredColumns'
  | 'firstErrors'
  | 'errorCount'
  | 'firstChanges'
>;

/** The only code that touches the renewal imports' records. Every write of a running import holds its lease. */
/** What an import's end writes: its status and outcome. */
export type ImportEnd = Partial<RenewalImport> & Required<Pick<RenewalImport, 'status' | 'finishedAt'>>;

export function completedFields(counts: ImportCounts, finishedAt: Date, durationMs: number): ImportEnd {
  return {
    status: 'completed',
    result: counts,
    progress: counts,
    processedRows: counts.total,
    finishedAt,
    durationMs,
  };
}

export function failedFields(failure: string, finishedAt: Date): ImportEnd {
  return { status: 'failed', failure, finishedAt };
}

@Injectable()
export class RenewalImportsRepository {
  constructor(
    @InjectModel(RenewalImport.name) private readonly imports: Model<RenewalImport>,
    outbox: EventOutbox,
  ) {
    outbox.register(outboxOf('renewal imports', this.imports));
  }

  async createChecked(id: string, checked: CheckedImport): Promise<RenewalImportRecord> {
    const record = await this.imports.create({ _id: id, ...checked, status: 'validated', processedRows: 0 });
    return record.toObject<RenewalImportRecord>();
  }

  async findById(id: string): Promise<RenewalImportRecord | null> {
    return Types.ObjectId.isValid(id) ? this.imports.findById(id).lean<RenewalImportRecord>() : null;
  }

  async exists(id: string): Promise<boolean> {
    return (await this.imports.exists({ _id: id })) !== null;
  }

  async statusOf(id: string): Promise<RenewalImportRecord['status'] | undefined> {
    const found = await this.imports.findById(id, { status: 1 }).lean<Pick<RenewalImportRecord, 'status'>>();
    return found?.status;
  }

  /** Newest first. */
  async page({ skip, limit }: { skip: number; limit: number }): Promise<[RenewalImportRecord[], number]> {
    return Promise.all([
      this.imports
        .find()
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<RenewalImportRecord[]>(),
      this.imports.countDocuments(),
    ]);
  }

  /** Starts a checked import under this lease; null when it is not (or no longer) waiting to start. */
  async start(id: string, importedBy: ImportStaffRecord, at: Date, lease: ImportLease) {
    return this.imports
      .findOneAndUpdate(
        { _id: id, status: 'validated' },
        {
          $set: {
            status: 'importing',
            importedBy,
            startedAt: at,
            processedRows: 0,
            progress: noCounts(),
            leaseHolder: lease.holder,
            leaseUntil: lease.until,
          },
        },
        { returnDocument: 'after' },
      )
      .lean<RenewalImportRecord>();
  }

  async anyAbandoned(at: AbandonedAt): Promise<boolean> {
    return (await this.imports.exists(abandoned(at))) !== null;
  }

  /** Takes the lease of one abandoned import, counting the take-over; null when none is left. */
  async takeAbandoned(at: AbandonedAt, lease: ImportLease) {
    return this.imports
      .findOneAndUpdate(
        abandoned(at),
        { $set: { leaseHolder: lease.holder, leaseUntil: lease.until }, $inc: { resumes: 1 } },
        { returnDocument: 'after' },
      )
      .lean<RenewalImportRecord>();
  }

  /** True while the holder still held it. */
  async renewLease(id: string, lease: ImportLease): Promise<boolean> {
    return this.whileHeld(id, lease.holder, { $set: { leaseUntil: lease.until } });
  }

  /** Lets the lease lapse at once, so the next instance to look takes the import over. */
  async giveUpLease(id: string, holder: string): Promise<void> {
    await this.whileHeld(id, holder, { $set: { leaseUntil: new Date(0) } });
  }

  /** Records the batch through `through` as being written; false when the lease was lost. */
  recordPending(id: string, lease: ImportLease, through: ImportCounts): Promise<boolean> {
    return this.whileHeld(id, lease.holder, {
      $set: { pending: { rows: through.total, counts: through }, leaseUntil: lease.until },
    });
  }

  /** Commits the rows through `through`; false when the lease was lost. */
  commitBatch(id: string, lease: ImportLease, through: ImportCounts): Promise<boolean> {
    return this.whileHeld(id, lease.holder, {
      $set: { processedRows: through.total, progress: through, leaseUntil: lease.until },
      $unset: { pending: '' },
    });
  }

  /**
   * True when the holder still held it, and so completed it (`completedFields`) with `event`, the
   * import's `import.finished`, in its outbox.
   */
  complete(id: string, holder: string, done: ImportEnd, event: PendingEvent): Promise<boolean> {
    const update: UpdateQuery<RenewalImport> = {
      $set: done,
      $unset: { pending: '', leaseHolder: '', leaseUntil: '' },
    };
    return this.whileHeld(id, holder, withPendingEvent(update, event));
  }

  /** True when the holder still held it, and so failed it (`failedFields`) with `event` in its outbox. */
  fail(id: string, holder: string, failed: ImportEnd, event: PendingEvent): Promise<boolean> {
    const update: UpdateQuery<RenewalImport> = { $set: failed, $unset: { leaseHolder: '', leaseUntil: '' } };
    return this.whileHeld(id, holder, withPendingEvent(update, event));
  }

  /** Fails a checked upload nobody imported; true when it was still waiting. */
  async expireChecked(id: string, failure: string, finishedAt: Date): Promise<boolean> {
    const expired = await this.imports.updateOne(
      { _id: id, status: 'validated' },
      { $set: { status: 'failed', failure, finishedAt } },
    );
    return expired.modifiedCount === 1;
  }

  private async whileHeld(id: string, holder: string, update: UpdateQuery<RenewalImport>): Promise<boolean> {
    const result = await this.imports.updateOne({ _id: id, leaseHolder: holder }, update);
    return result.matchedCount === 1;
  }
}

function abandoned({ now, heartbeatBefore }: AbandonedAt): QueryFilter<RenewalImport> {
  return {
    status: 'importing',
    $or: [
      { leaseUntil: { $lt: now } },
      { leaseUntil: { $exists: false }, heartbeatAt: { $lt: heartbeatBefore } },
    ],
  };
}
