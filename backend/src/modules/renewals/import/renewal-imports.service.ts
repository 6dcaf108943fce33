import { once } from 'node:events';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  ConflictException,
  HttpException,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { mongo, Types } from 'mongoose';
import type { Readable } from 'node:stream';
import type { Actor } from '#src/common/auth/index';
import { randomToken } from '#src/common/crypto/tokens';
import { FileStore } from '#src/common/files/file-store';
import { moveDirectoryIntoStore } from '#src/common/files/move-into-store';
import { FieldErrorsException } from '#src/common/http/problem';
import { pageInfo, pageWindow, PageQueryDto } from '#src/common/pagination/pagination';
import { Metrics } from '#src/common/metrics/metrics';
import { Clock } from '#src/common/time/clock';
import { Housekeeping } from '#src/common/time/housekeeping';
import { AppConfig } from '#src/config/app-config';
import { AuditService } from '../../audit';
import { EventLog, pendingEvent, type PendingEvent } from '../../events';
import { csvLine } from '#src/common/text/csv';
import { staleImportFile } from '../domain/import-files';
import type { SheetKind } from '../domain/file-kind';
import { ImportCounts, noCounts, outcomeOf, renewalWrite } from '../domain/import-plan';
import { fieldChanges } from '../domain/renewal-changes';
import { contentHash, RenewalFields, renewalIdOf } from '../domain/renewal-terms';
import type { RowError } from '../domain/renewal-row';
import { CheckedRow, SheetCheck, SheetProblem } from '../domain/sheet-check';
import { renewalDetail } from '../renewal.views';
import { RenewalsRepository } from '../renewals.repository';
import { ImportStaffRecord, RenewalImportRecord } from '../schemas/renewal-import.schema';
import {
  AbandonedAt,
  completedFields,
  failedFields,
  ImportEnd,
  ImportLease,
  RenewalImportsRepository,
} from './renewal-imports.repository';
import { SHEET_FIELD } from './sheet-file.interceptor';
import { importView } from './renewal-import.views';
import { sheetRows } from './sheet-readers';
import { inspectUpload } from './upload-inspection';

/** The uploaded sheet as multer's memory storage hands it over (at most 25 MB). */
export interface UploadedSheet {
  originalname: string;
  buffer: Buffer;
  size: number;
}

const FIRST_ERRORS = 20;
const FIRST_CHANGES = 20;
const BATCH_ROWS = 1_000;
/**
 * An import's lease: renewed every HEARTBEAT_MS while it runs; another instance takes it once it lapses.
 * A killed instance's import is carried on within LEASE_MS + PICKUP_MS (issue 41: seconds, not a minute);
 * the lease outlives four missed heartbeats, so a batch write that holds up one does not lose it.
 */
const LEASE_MS = 10_000;
const HEARTBEAT_MS = 2_000;
/** How often the cluster looks for imports whose instance stopped. */
const PICKUP_MS = 2_000;
const FILE_SWEEP_MS = 60 * 60_000;
const ERROR_HEADER = ['Row', 'Column', 'Value', 'Message'];
/** The imports' files in the store: `renewal-imports/<id>.sheet` and `renewal-imports/<id>.errors.csv`. */
const FILES_PREFIX = 'renewal-imports';

const sheetKey = (id: string) => `${FILES_PREFIX}/${id}.sheet`;
const errorReportKey = (id: string) => `${FILES_PREFIX}/${id}.errors.csv`;

/** Another instance holds the import's lease now (this one stalled past it): it carries the import on. */
class LeaseLost extends Error {}
/** This instance is shutting down: the import stops between batches and is left for another. */
class Stopped extends Error {}
/** A failure to tell staff in these words. */
class ImportFailure extends Error {}

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

/** The checked rows after the first `count` (a resumed import's committed rows). */
async function* skipRows<T>(rows: AsyncIterable<T>, count: number): AsyncGenerator<T> {
  let seen = 0;
  for await (const row of rows) {
    if (seen++ >= count) yield row;
  }
}

function countsOf(record: ImportCounts): ImportCounts {
  const { total, new: created, updated, unchanged, invalid } = record;
  return { total, new: created, updated, unchanged, invalid };
}

/**
 * Imports of renewals from a CSV or XLSX file. The upload is checked at once (the dry run: counts
 * and the first errors, nothing written) and kept in the file store; the import itself then runs on
 * the server, writing in unordered batches and committing its progress with each, whether or not
 * anybody keeps watching. The instance running it holds a lease on the import's record; should the
 * instance die, another (or the next start) resumes the import from its last committed batch.
 */
@Injectable()
export class RenewalImports implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RenewalImports.name);
  /** This process, as a holder of import leases. */
  private readonly holder = randomToken(9);
  private readonly running = new Map<string, { done: Promise<void>; stop: AbortController }>();

  constructor(
    private readonly imports: RenewalImportsRepository,
    private readonly renewals: RenewalsRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly housekeeping: Housekeeping,
    private readonly metrics: Metrics,
    private readonly files: FileStore,
    private readonly config: AppConfig,
    private readonly events: EventLog,
  ) {}

  /** Files an earlier version kept in DATA_DIR/renewal-imports move into the store, once. */
  async onModuleInit(): Promise<void> {
    await moveDirectoryIntoStore(
      path.join(this.config.DATA_DIR, 'renewal-imports'),
      this.files,
      FILES_PREFIX,
    );
    this.housekeeping.every(
      'renewal-imports.resume-abandoned',
      PICKUP_MS,
      () => this.resumeAbandoned(),
      () => this.imports.anyAbandoned(this.abandonedAt()),
    );
    this.housekeeping.every('renewal-imports.sweep-files', FILE_SWEEP_MS, () => this.sweepFiles());
  }

  /** An import the last run of this (or any stopped) instance left unfinished carries on at once. */
  async onApplicationBootstrap(): Promise<void> {
    await this.resumeAbandoned();
  }

  /** Shutting down: each running import stops after its batch and leaves its lease for another instance. */
  async onModuleDestroy(): Promise<void> {
    for (const { stop } of this.running.values()) stop.abort(new Stopped());
    await this.idle();
  }

  async dryRun(file: UploadedSheet | undefined, staff: ImportStaffRecord): Promise<RenewalImportRecord> {
    if (!file) throw new FieldErrorsException({ [SHEET_FIELD]: ['Choose a CSV or Excel file to upload.'] });
    const inspection = inspectUpload(file.buffer);
    if (!inspection.ok) throw new HttpException(inspection.message, inspection.status);
    const id = String(new Types.ObjectId());
    const report = new PassThrough();
    const reportStored = this.files.put(errorReportKey(id), report, {
      contentType: 'text/csv; charset=utf-8',
    });
    // Awaited below, or after a failed check; meanwhile not an unhandled rejection.
    reportStored.catch(() => undefined);
    try {
      const { counts, errors, ignored, changes } = await this.check(inspection.kind, file.buffer, report);
      await reportStored;
      await this.files.put(sheetKey(id), file.buffer);
      return await this.imports.createChecked(id, {
        fileName: path.basename(file.originalname).slice(0, 200),
        fileType: inspection.kind,
        fileBytes: file.size,
        uploadedBy: staff,
        dryRun: counts,
        ignoredColumns: ignored,
        firstErrors: errors.first,
        errorCount: errors.count,
        firstChanges: changes,
      });
    } catch (error) {
      await reportStored.catch(() => undefined);
      await this.files.remove([errorReportKey(id), sheetKey(id)]);
      if (error instanceof SheetProblem)
        throw new FieldErrorsException({ [SHEET_FIELD]: error.problems }, error.problems[0]);
      throw error;
    }
  }

  /** Starts the import of a checked upload; it carries on on the server. */
  async start(id: string, staff: ImportStaffRecord, actor: Actor): Promise<RenewalImportRecord> {
    const now = this.clock.now();
    const started = await this.imports.start(id, staff, now, this.lease());
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
    this.launch(started);
    return started;
  }

  /**
   * Takes over each import whose instance stopped renewing its lease (it died, or was shut down), and
   * carries it on here. Answers how many it took. Runs periodically on every instance and at start.
   */
  async resumeAbandoned(): Promise<number> {
    let taken = 0;
    for (;;) {
      const job = await this.imports.takeAbandoned(this.abandonedAt(), this.lease());
      if (!job) return taken;
      this.logger.log({ importId: String(job._id), from: job.processedRows }, 'Resuming a renewals import');
      this.launch(job);
      taken++;
    }
  }

  /** Imports whose instance stopped renewing their lease. */
  private abandonedAt(): AbandonedAt {
    return { now: this.clock.now(), heartbeatBefore: this.clock.in(-LEASE_MS) };
  }

  /** This process's lease on an import, from now. */
  private lease(): ImportLease {
    return { holder: this.holder, until: this.clock.in(LEASE_MS) };
  }

  /** Resolves when no import of this process is running (tests and graceful shutdown wait on it). */
  async idle(): Promise<void> {
    await Promise.all([...this.running.values()].map((run) => run.done));
  }

  async get(id: string): Promise<RenewalImportRecord> {
    const found = await this.imports.findById(id);
    if (!found) throw new NotFoundException('No such import.');
    return found;
  }

  async list(query: PageQueryDto) {
    const window = pageWindow(query);
    const [records, total] = await this.imports.page(window);
    return { records, ...pageInfo(window, total) };
  }

  /** The error report of a checked upload, streamed from the store. */
  async errorReport(id: string): Promise<{ body: Readable; name: string }> {
    const found = await this.get(id);
    const opened = await this.files.open(errorReportKey(id));
    if (!opened) throw new NotFoundException('The error report of this file is no longer kept.');
    const base = found.fileName.replace(/\.[^.]*$/, '') || 'renewals';
    return { body: opened.body, name: `${base}-errors.csv` };
  }

  private async check(kind: SheetKind, bytes: Buffer, report: PassThrough) {
    const check = new SheetCheck(this.clock.now());
    const counts = noCounts();
    const errors = { first: [] as RowError[], count: 0 };
    const updates: { row: number; fields: RenewalFields }[] = [];
    try {
      await this.write(report, csvLine(ERROR_HEADER));
      for await (const rows of inBatches(check.rows(sheetRows(kind, bytes)), BATCH_ROWS)) {
        const existing = await this.renewals.existing(policyNumbersOf(rows));
        for (const row of rows) {
          counts.total++;
          if (row.ok) {
            const known = existing.get(row.fields.policyNumber);
            // A policy not on file is new whatever it holds: hashing it would tell nothing.
            const outcome = known ? outcomeOf(contentHash(row.fields), known) : 'new';
            counts[outcome]++;
            if (outcome === 'updated' && updates.length < FIRST_CHANGES) updates.push(row);
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
    }
    return { counts, errors, ignored: check.ignored, changes: await this.changesOf(updates) };
  }

  /** What each of these rows would change on its renewal on file (one read for them all). */
  private async changesOf(updates: readonly { row: number; fields: RenewalFields }[]) {
    const onFile = await this.renewals.importedFields(updates.map((update) => update.fields.policyNumber));
    return updates.flatMap(({ row, fields }) => {
      const stored = onFile.get(fields.policyNumber);
      const changes = stored ? fieldChanges(stored, fields) : [];
      return changes.length > 0 ? [{ row, policyNumber: fields.policyNumber, changes }] : [];
    });
  }

  /** Runs an import this process holds the lease of, renewing the lease until the import ends. */
  private launch(job: RenewalImportRecord): void {
    const id = String(job._id);
    const stop = new AbortController();
    let renewal: Promise<unknown> = Promise.resolve();
    const heartbeat = setInterval(() => {
      renewal = this.renewLease(id).then(
        (held) => held || stop.abort(new LeaseLost()),
        (error: unknown) => this.logger.warn({ err: error, importId: id }, 'Could not renew an import lease'),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
    // A stopped import gives its lease up: no heartbeat may renew it after that, not even one already sent.
    const lastRenewal = () => {
      clearInterval(heartbeat);
      return renewal;
    };
    const done = this.run(job, stop.signal, lastRenewal).finally(() => {
      clearInterval(heartbeat);
      this.running.delete(id);
    });
    this.running.set(id, { done, stop });
  }

  private renewLease(id: string): Promise<boolean> {
    return this.imports.renewLease(id, this.lease());
  }

  private async run(
    job: RenewalImportRecord,
    signal: AbortSignal,
    lastRenewal: () => Promise<unknown>,
  ): Promise<void> {
    const id = String(job._id);
    try {
      const bytes = await this.files.read(sheetKey(id));
      if (!bytes)
        throw new ImportFailure(
          'The uploaded file is no longer kept. Upload it again: re-importing is safe.',
        );
      const counts = await this.upsertAll(job, bytes, signal);
      const finished = this.clock.now();
      const durationMs = finished.getTime() - (job.startedAt ?? finished).getTime();
      const done = completedFields(counts, finished, durationMs);
      const event = await this.finishedEvent(id, done);
      if (await this.imports.complete(id, this.holder, done, event)) {
        await this.events.publish(event);
        await this.files.remove([sheetKey(id)]);
        this.metrics.imports.inc({ outcome: 'completed' });
        for (const [outcome, rows] of Object.entries(counts))
          if (outcome !== 'total') this.metrics.importRows.inc({ outcome }, rows);
      }
    } catch (error) {
      if (error instanceof LeaseLost) {
        this.logger.warn({ importId: id }, 'Another instance took over a renewals import');
        return;
      }
      if (error instanceof Stopped) {
        // Lapsed at once: the next instance to look takes the import over.
        await lastRenewal();
        await this.imports.giveUpLease(id, this.holder);
        return;
      }
      this.logger.error({ err: error, importId: id }, 'A renewals import failed');
      this.metrics.imports.inc({ outcome: 'failed' });
      const failure =
        error instanceof ImportFailure
          ? error.message
          : 'The import stopped on an error. Import the file again: rows already written are left as they are.';
      const failed = failedFields(failure, this.clock.now());
      const event = await this.finishedEvent(id, failed);
      if (await this.imports.fail(id, this.holder, failed, event)) await this.events.publish(event);
    }
  }

  /** Each renewal the batch wrote, as staff see it, before the batch counts as committed. */
  private async announce(importId: string, renewalIds: readonly string[]): Promise<void> {
    const found = new Map((await this.renewals.findByIds(renewalIds)).map((r) => [String(r._id), r]));
    // In the file's order, which the read need not keep.
    const renewals = renewalIds.flatMap((id) => found.get(id) ?? []);
    await this.events.recordAll(
      renewals.map((renewal) => ({
        type: 'renewal.imported' as const,
        subject: { type: 'renewal', id: String(renewal._id), occurrence: importId },
        data: renewalDetail(renewal),
      })),
    );
  }

  /** `import.finished`: the import as its status will answer it once `end` is written. */
  private async finishedEvent(id: string, end: ImportEnd): Promise<PendingEvent> {
    const view = importView({ ...(await this.get(id)), ...end });
    return pendingEvent('import.finished', { type: 'renewal-import', id }, view, end.finishedAt);
  }

  /**
   * Writes the file's renewals from the import's last committed batch on. Each batch is recorded as
   * pending (its end and the counts through it) before it is written and committed after, both only
   * while this process holds the lease. A batch cut off mid-write is written again by whoever resumes:
   * the rows that reached the database now hash the same and write nothing, and the counts recorded
   * before the write stand, so no row is imported twice and none is lost or miscounted.
   */
  private async upsertAll(
    job: RenewalImportRecord,
    bytes: Buffer,
    signal: AbortSignal,
  ): Promise<ImportCounts> {
    const id = String(job._id);
    // The import's own start, wherever it runs: rows are validated and stamped alike on every instance.
    const now = job.startedAt ?? this.clock.now();
    const context = { importId: id, fileName: job.fileName, now };
    let counts = job.progress ? countsOf(job.progress) : noCounts();
    const pending = job.pending && job.pending.rows > counts.total ? job.pending : undefined;
    // A batch is written while the next one is read and checked, so the database and the parsing
    // overlap (on two cores, about a quarter off the import); never more than one, as the reading
    // waits for the write before it.
    let writing: Promise<unknown> = Promise.resolve();
    try {
      const rows = skipRows(new SheetCheck(now).rows(sheetRows(job.fileType, bytes)), counts.total);
      for await (const checked of inBatches(rows, BATCH_ROWS)) {
        if (signal.aborted) throw signal.reason;
        // While the previous batch is written: SheetCheck refuses a policy number seen earlier in
        // the file, so no renewal of this batch is in that write.
        const existing = await this.renewals.existing(policyNumbersOf(checked));
        const operations: mongo.AnyBulkWriteOperation[] = [];
        const written: string[] = [];
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
          if (write) operations.push(write);
          // A row this import wrote before a stop is announced again (kept once by its key).
          if (write || known?.importId === id) written.push(String(renewalIdOf(row.fields.policyNumber)));
        }
        if (pending?.rows === counts.total) counts = countsOf(pending.counts);
        const through = { ...counts };
        await writing;
        writing = this.commitBatch(id, operations, through, written);
        // Thrown by the next batch, or below; meanwhile not an unhandled rejection.
        writing.catch(() => undefined);
      }
    } finally {
      await writing.catch(() => undefined);
    }
    await writing;
    if (signal.aborted) throw signal.reason;
    return counts;
  }

  private async commitBatch(
    id: string,
    operations: mongo.AnyBulkWriteOperation[],
    through: ImportCounts,
    written: readonly string[],
  ) {
    const lease = this.lease();
    if (!(await this.imports.recordPending(id, lease, through))) throw new LeaseLost();
    await this.renewals.write(operations);
    await this.announce(id, written);
    if (!(await this.imports.commitBatch(id, lease, through))) throw new LeaseLost();
  }

  /**
   * Deletes uploads checked but not imported within a day (they hold customers' details nobody
   * imported; the import is marked failed so staff know to upload the file again), error reports of
   * checks the server never finished, and unfinished uploads an earlier version left. Answers how
   * many files it deleted.
   */
  async sweepFiles(): Promise<number> {
    const now = this.clock.now();
    const doomed: string[] = [];
    for await (const info of this.files.list(`${FILES_PREFIX}/`)) {
      const stale = staleImportFile(info.key.slice(FILES_PREFIX.length + 1), info.lastModified, now);
      if (!stale) continue;
      if (stale.kind === 'sheet' && !(await this.expire(stale.importId))) continue;
      if (stale.kind === 'report' && (await this.imports.exists(stale.importId))) continue;
      doomed.push(info.key);
    }
    await this.files.remove(doomed);
    return doomed.length;
  }

  /** Whether an import's kept upload may go: not while it is being imported. */
  private async expire(id: string): Promise<boolean> {
    const status = await this.imports.statusOf(id);
    if (status === 'importing') return false;
    if (status !== 'validated') return true;
    return this.imports.expireChecked(
      id,
      'This file was checked but not imported within a day, so it was deleted. Upload it again.',
      this.clock.now(),
    );
  }

  /** Writes to the error report as the store takes it; a store that gave up ends the check. */
  private async write(stream: PassThrough, text: string): Promise<void> {
    if (stream.destroyed) throw new Error('The error report could not be stored.');
    if (!stream.write(text)) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
  }
}
