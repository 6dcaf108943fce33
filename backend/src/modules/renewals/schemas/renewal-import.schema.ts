import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { withOutbox } from '../../events';
import { Types } from 'mongoose';
import type { SheetKind } from '../domain/file-kind';

export const IMPORT_STATUSES = ['validated', 'importing', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

@Schema({ _id: false })
export class ImportCountsRecord {
  @Prop({ required: true }) total: number;
  @Prop({ required: true }) new: number;
  @Prop({ required: true }) updated: number;
  @Prop({ required: true }) unchanged: number;
  @Prop({ required: true }) invalid: number;
}

@Schema({ _id: false })
export class ImportErrorRecord {
  @Prop({ required: true }) row: number;
  @Prop({ required: true }) column: string;
  @Prop({ default: '' }) value: string;
  @Prop({ required: true }) message: string;
}

@Schema({ _id: false })
export class FieldChangeRecord {
  @Prop({ required: true }) column: string;
  @Prop({ default: '' }) from: string;
  @Prop({ default: '' }) to: string;
}

/** A row of the file that would change a renewal on file, and what it would change. */
@Schema({ _id: false })
export class ImportChangeRecord {
  @Prop({ required: true }) row: number;
  @Prop({ required: true }) policyNumber: string;
  @Prop({ type: [FieldChangeRecord], required: true }) changes: FieldChangeRecord[];
}

/** The end of a batch being written and the counts through it, recorded before the write. */
@Schema({ _id: false })
export class ImportCheckpointRecord {
  @Prop({ required: true }) rows: number;
  @Prop({ type: ImportCountsRecord, required: true }) counts: ImportCountsRecord;
}

@Schema({ _id: false })
export class ImportStaffRecord {
  @Prop({ required: true }) id: string;
  @Prop({ required: true }) name: string;
}

/**
 * One uploaded file: its dry run (validated, with counts and the first errors), then the import
 * that runs on the server (importing, with progress, until completed or failed). The uploaded file
 * and its error report are kept in the file store (`renewal-imports/<id>.sheet`, `<id>.errors.csv`).
 * An import belongs to the instance holding its lease; when the lease lapses (the instance died),
 * another instance resumes it from its last committed batch.
 */
@Schema({ collection: 'renewal_imports', timestamps: true })
export class RenewalImport {
  @Prop({ required: true }) fileName: string;
  @Prop({ type: String, required: true, enum: ['csv', 'xlsx'] }) fileType: SheetKind;
  @Prop({ required: true }) fileBytes: number;
  @Prop({ type: String, required: true, enum: IMPORT_STATUSES }) status: ImportStatus;
  @Prop({ type: ImportStaffRecord, required: true }) uploadedBy: ImportStaffRecord;
  @Prop({ type: ImportCountsRecord, required: true }) dryRun: ImportCountsRecord;
  @Prop({ type: [String], default: undefined }) ignoredColumns?: string[];
  @Prop({ type: [ImportErrorRecord], default: undefined }) firstErrors?: ImportErrorRecord[];
  @Prop({ required: true }) errorCount: number;
  /** The dry run's first rows that update a renewal on file, each with its columns' old and new values. */
  @Prop({ type: [ImportChangeRecord], default: undefined }) firstChanges?: ImportChangeRecord[];
  /** Rows the import has written so far (committed), against `dryRun.total`. */
  @Prop({ required: true, default: 0 }) processedRows: number;
  /** The counts through `processedRows`, committed with it: a resumed import carries on from both. */
  @Prop({ type: ImportCountsRecord }) progress?: ImportCountsRecord;
  /** The batch being written, if any; a resumed import writes it again and takes these counts for it. */
  @Prop({ type: ImportCheckpointRecord }) pending?: ImportCheckpointRecord;
  /** The instance running the import and until when; renewed as it works, taken over once it lapses. */
  @Prop() leaseHolder?: string;
  @Prop() leaseUntil?: Date;
  /** How many times an instance resumed the import after another stopped. */
  @Prop({ required: true, default: 0 }) resumes: number;
  @Prop({ type: ImportCountsRecord }) result?: ImportCountsRecord;
  @Prop({ type: ImportStaffRecord }) importedBy?: ImportStaffRecord;
  @Prop() startedAt?: Date;
  @Prop() finishedAt?: Date;
  @Prop() durationMs?: number;
  /** Earlier versions' liveness stamp: an import they left running is resumed once it is a lease old. */
  @Prop() heartbeatAt?: Date;
  @Prop() failure?: string;
}

export const RenewalImportSchema = SchemaFactory.createForClass(RenewalImport);
withOutbox(RenewalImportSchema);
RenewalImportSchema.index({ createdAt: -1, _id: -1 });
RenewalImportSchema.index({ status: 1, leaseUntil: 1 });

export type RenewalImportRecord = RenewalImport & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
