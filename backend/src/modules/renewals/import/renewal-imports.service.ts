import { createWriteStream, type WriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import {
  ConflictException,
  HttpException,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, Types } from 'mongoose';
import type { Actor } from '../../../common/auth';
import { FieldErrorsException } from '../../../common/http/problem';
import { pageInfo, pageWindow, PageQueryDto } from '../../../common/pagination/pagination';
import { Metrics } from '../../../common/metrics/metrics';
import { Clock } from '../../../common/time/clock';
import { Housekeeping } from '../../../common/time/housekeeping';
import { AppConfig } from '../../../config/app-config';
import { AuditService } from '../../audit';
import { csvLine } from '../domain/csv-cells';
import { staleImportFile } from '../domain/import-files';
import type { SheetKind } from '../domain/file-kind';
import { ImportCounts, noCounts, outcomeOf, renewalWrite } from '../domain/import-plan';
import { contentHash } from '../domain/renewal-terms';
import type { RowError } from '../domain/renewal-row';
import { CheckedRow, SheetCheck, SheetProblem } from '../domain/sheet-check';
import { RenewalsRepository } from '../renewals.repository';
import { ImportStaffRecord, RenewalImport, RenewalImportRecord } from '../schemas/renewal-import.schema';
import { importsDir, SHEET_FIELD } from './sheet-file.interceptor';
import { csvFileRows, xlsxFileRows } from './sheet-readers';
import { inspectUpload } from './upload-inspection';

/** The multer disk file of an upload. */
export interface UploadedSheet {
  originalname: string;
  path: string;
  size: number;
}

const FIRST_ERRORS = 20;
const BATCH_ROWS = 1_000;
const HEARTBEAT_STALE_MS = 5 * 60_000;
const SWEEP_MS = 60_000;
const FILE_SWEEP_MS = 60 * 60_000;
const ERROR_HEADER = ['Row', 'Column', 'Value', 'Message'];

/** The rows in arrays of up to `size`, so that each array's renewals on file are read in one query. */
async function* inBatches<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

function policyNumbersOf(rows: readonly CheckedRow[]): string[] {
  return rows.flatMap((row) => (row.ok ? [row.fields.policyNumber] : []));
}

/**
 * Imports of renewals from a CSV or XLSX file. The upload is checked at once (the dry run: counts
 * and the first errors, nothing written); the import itself then runs on the server, writing in
 * unordered batches and recording its progress, whether or not anybody keeps watching.
 */
@Injectable()
export class RenewalImports implements OnModuleInit {
  private readonly logger = new Logger(RenewalImports.name);
  private readonly running = new Map<string, Promise<void>>();
  private readonly dir: string;

  constructor(
    @InjectModel(RenewalImport.name) private readonly imports: Model<RenewalImport>,
    private readonly renewals: RenewalsRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly housekeeping: Housekeeping,
    private readonly metrics: Metrics,
    config: AppConfig,
  ) {
    this.dir = importsDir(config);
  }

  onModuleInit(): void {
    this.housekeeping.every('renewal-imports.fail-stale', SWEEP_MS, () => this.failStale());
    this.housekeeping.every('renewal-imports.sweep-files', FILE_SWEEP_MS, () => this.sweepFiles());
  }

  async dryRun(file: UploadedSheet | undefined, staff: ImportStaffRecord): Promise<RenewalImportRecord> {
    if (!file) throw new FieldErrorsException({ [SHEET_FIELD]: ['Choose a CSV or Excel file to upload.'] });
    const id = new Types.ObjectId();
    try {
      const inspection = await inspectUpload(file.path, file.size);
      if (!inspection.ok) throw new HttpException(inspection.message, inspection.status);
      const report = createWriteStream(this.errorReportPath(String(id)));
      const { counts, errors, ignored } = await this.check(inspection.kind, file.path, report);
      await rename(file.path, this.sheetPath(String(id)));
      const record = await this.imports.create({
        _id: id,
        fileName: path.basename(file.originalname).slice(0, 200),
        fileType: inspection.kind,
        fileBytes: file.size,
        status: 'validated',
        uploadedBy: staff,
        dryRun: counts,
        ignoredColumns: ignored,
        firstErrors: errors.first,
        errorCount: errors.count,
        processedRows: 0,
      });
      return record.toObject<RenewalImportRecord>();
    } catch (error) {
      await Promise.all([
        rm(file.path, { force: true }),
        rm(this.errorReportPath(String(id)), { force: true }),
      ]);
      if (error instanceof SheetProblem)
        throw new FieldErrorsException({ [SHEET_FIELD]: error.problems }, error.problems[0]);
      throw error;
    }
  }

  /** Starts the import of a checked upload; it carries on on the server. */
  async start(id: string, staff: ImportStaffRecord, actor: Actor): Promise<RenewalImportRecord> {
    const now = this.clock.now();
    const started = await this.imports
      .findOneAndUpdate(
        { _id: id, status: 'validated' },
        {
          $set: {
            status: 'importing',
            importedBy: staff,
            startedAt: now,
            heartbeatAt: now,
            processedRows: 0,
          },
        },
        { returnDocument: 'after' },
      )
      .lean<RenewalImportRecord>();
    if (!started) {
      const found = await this.get(id);
      throw new ConflictException(
        found.status === 'importing'
          ? 'This file is being imported already.'
          : 'This file has been imported already. Upload it again to re-import it.',
      );
    }
    await this.audit.record(actor, {
      action: 'renewals.import',
      targetType: 'renewal_import',
      targetId: id,
      after: { fileName: started.fileName, dryRun: started.dryRun },
    });
    const run = this.run(started).finally(() => this.running.delete(id));
    this.running.set(id, run);
    return started;
  }

  /** Resolves when no import of this process is running (tests and graceful shutdown wait on it). */
  async idle(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }

  async get(id: string): Promise<RenewalImportRecord> {
    const found = Types.ObjectId.isValid(id)
      ? await this.imports.findById(id).lean<RenewalImportRecord>()
      : null;
    if (!found) throw new NotFoundException('No such import.');
    return found;
  }

  async list(query: PageQueryDto) {
    const window = pageWindow(query);
    const [records, total] = await Promise.all([
      this.imports
        .find()
        .sort({ createdAt: -1, _id: -1 })
        .skip(window.skip)
        .limit(window.limit)
        .lean<RenewalImportRecord[]>(),
      this.imports.countDocuments(),
    ]);
    return { records, ...pageInfo(window, total) };
  }

  /** The error report's file, once the upload was checked. */
  async errorReport(id: string): Promise<{ file: string; name: string }> {
    const found = await this.get(id);
    const base = found.fileName.replace(/\.[^.]*$/, '') || 'renewals';
    return { file: this.errorReportPath(id), name: `${base}-errors.csv` };
  }

  private async check(kind: SheetKind, file: string, report: WriteStream) {
    const check = new SheetCheck(this.clock.now());
    const counts = noCounts();
    const errors = { first: [] as RowError[], count: 0 };
    try {
      await this.write(report, csvLine(ERROR_HEADER));
      for await (const rows of inBatches(check.rows(this.rowsOf(kind, file)), BATCH_ROWS)) {
        const existing = await this.renewals.existing(policyNumbersOf(rows));
        for (const row of rows) {
          counts.total++;
          if (row.ok) {
            const known = existing.get(row.fields.policyNumber);
            // A policy not on file is new whatever it holds: hashing it would tell nothing.
            counts[known ? outcomeOf(contentHash(row.fields), known) : 'new']++;
            continue;
          }
          counts.invalid++;
          for (const error of row.errors) {
            errors.count++;
            if (errors.first.length < FIRST_ERRORS) errors.first.push(error);
            await this.write(report, csvLine([error.row, error.column, error.value, error.message]));
          }
        }
      }
    } finally {
      report.end();
      await once(report, 'close');
    }
    return { counts, errors, ignored: check.ignored };
  }

  private async run(job: RenewalImportRecord): Promise<void> {
    const id = String(job._id);
    const started = this.clock.now();
    try {
      const counts = await this.upsertAll(job);
      const finished = this.clock.now();
      await this.imports.updateOne(
        { _id: id },
        {
          $set: {
            status: 'completed',
            result: counts,
            processedRows: counts.total,
            finishedAt: finished,
            durationMs: finished.getTime() - started.getTime(),
          },
        },
      );
      this.metrics.imports.inc({ outcome: 'completed' });
      for (const [outcome, rows] of Object.entries(counts))
        if (outcome !== 'total') this.metrics.importRows.inc({ outcome }, rows);
      await rm(this.sheetPath(id), { force: true });
    } catch (error) {
      this.logger.error({ err: error, importId: id }, 'A renewals import failed');
      this.metrics.imports.inc({ outcome: 'failed' });
      await this.imports.updateOne(
        { _id: id },
        {
          $set: {
            status: 'failed',
            failure:
              'The import stopped on an error. Import the file again: rows already written are left as they are.',
            finishedAt: this.clock.now(),
          },
        },
      );
    }
  }

  private async upsertAll(job: RenewalImportRecord): Promise<ImportCounts> {
    const id = String(job._id);
    const context = { importId: id, fileName: job.fileName, now: this.clock.now() };
    const counts = noCounts();
    let batch: mongo.AnyBulkWriteOperation[] = [];
    // A batch is written while the next one is read and checked, so the database and the parsing
    // overlap (on two cores, about a quarter off the import); never more than one, as the reading
    // waits for the write before it. Progress is recorded beside each write.
    let writing: Promise<unknown> = Promise.resolve();
    const flush = async () => {
      const operations = batch;
      const processedRows = counts.total;
      batch = [];
      await writing;
      writing = Promise.all([
        this.renewals.write(operations),
        this.imports.updateOne({ _id: id }, { $set: { processedRows, heartbeatAt: this.clock.now() } }),
      ]);
      // Thrown by the next flush, or below; meanwhile not an unhandled rejection.
      writing.catch(() => undefined);
    };
    try {
      const rows = new SheetCheck(context.now).rows(this.rowsOf(job.fileType, this.sheetPath(id)));
      for await (const checked of inBatches(rows, BATCH_ROWS)) {
        // While the previous batch is written: SheetCheck refuses a policy number seen earlier in
        // the file, so no renewal of this batch is in that write.
        const existing = await this.renewals.existing(policyNumbersOf(checked));
        for (const row of checked) {
          counts.total++;
          if (!row.ok) {
            counts.invalid++;
            continue;
          }
          const hash = contentHash(row.fields);
          const known = existing.get(row.fields.policyNumber);
          counts[outcomeOf(hash, known)]++;
          const write = renewalWrite(row.fields, known, context, hash);
          if (write) batch.push(write);
        }
        await flush();
      }
    } finally {
      await writing.catch(() => undefined);
    }
    await writing;
    return counts;
  }

  /** Imports whose heartbeat stopped were cut off by a restart: they are marked failed, not left running. */
  private async failStale(): Promise<void> {
    await this.imports.updateMany(
      { status: 'importing', heartbeatAt: { $lt: this.clock.in(-HEARTBEAT_STALE_MS) } },
      {
        $set: {
          status: 'failed',
          failure:
            'The import was interrupted (the server restarted). Upload the file again: re-importing is safe.',
        },
      },
    );
  }

  /**
   * Deletes uploads checked but not imported within a day (they hold customers' details nobody
   * imported; the import is marked failed so staff know to upload the file again), and uploads whose
   * check the server never finished. Answers how many files it deleted.
   */
  async sweepFiles(): Promise<number> {
    const now = this.clock.now();
    let deleted = 0;
    for (const name of await readdir(this.dir)) {
      const file = path.join(this.dir, name);
      const modified = await stat(file).then(
        (stats) => stats.mtime,
        () => undefined,
      );
      const stale = modified && staleImportFile(name, modified, now);
      if (!stale) continue;
      if (stale.kind === 'sheet' && !(await this.expire(stale.importId))) continue;
      await rm(file, { force: true });
      deleted++;
    }
    return deleted;
  }

  /** Whether an import's kept upload may go: not while it is being imported. */
  private async expire(id: string): Promise<boolean> {
    const found = await this.imports.findById(id, { status: 1 }).lean<Pick<RenewalImportRecord, 'status'>>();
    if (found?.status === 'importing') return false;
    if (found?.status !== 'validated') return true;
    const expired = await this.imports.updateOne(
      { _id: id, status: 'validated' },
      {
        $set: {
          status: 'failed',
          failure: 'This file was checked but not imported within a day, so it was deleted. Upload it again.',
          finishedAt: this.clock.now(),
        },
      },
    );
    return expired.modifiedCount === 1;
  }

  private rowsOf(kind: SheetKind, file: string) {
    return kind === 'csv' ? csvFileRows(file) : xlsxFileRows(file);
  }

  private async write(stream: WriteStream, text: string): Promise<void> {
    if (!stream.write(text)) await once(stream, 'drain');
  }

  private sheetPath(id: string): string {
    return path.join(this.dir, `${id}.sheet`);
  }

  private errorReportPath(id: string): string {
    return path.join(this.dir, `${id}.errors.csv`);
  }
}
