import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
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
export class ImportStaffRecord {
  @Prop({ required: true }) id: string;
  @Prop({ required: true }) name: string;
}

/**
 * One uploaded file: its dry run (validated, with counts and the first errors), then the import
 * that runs on the server (importing, with progress, until completed or failed). The uploaded file
 * and its error report are kept under DATA_DIR/renewal-imports.
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
  /** Rows the import has gone through so far, against `dryRun.total`. */
  @Prop({ required: true, default: 0 }) processedRows: number;
  @Prop({ type: ImportCountsRecord }) result?: ImportCountsRecord;
  @Prop({ type: ImportStaffRecord }) importedBy?: ImportStaffRecord;
  @Prop() startedAt?: Date;
  @Prop() finishedAt?: Date;
  @Prop() durationMs?: number;
  /** Refreshed as batches are written; an import whose heartbeat stops was cut off by a restart. */
  @Prop() heartbeatAt?: Date;
  @Prop() failure?: string;
}

export const RenewalImportSchema = SchemaFactory.createForClass(RenewalImport);
RenewalImportSchema.index({ createdAt: -1, _id: -1 });

export type RenewalImportRecord = RenewalImport & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
