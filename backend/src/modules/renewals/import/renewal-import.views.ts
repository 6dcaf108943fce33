import type { RenewalImportRecord } from '../schemas/renewal-import.schema';

/** An import as staff see it: arrays always present (FerretDB may drop empty ones). */
export function importView(record: RenewalImportRecord) {
  const {
    _id,
    fileName,
    fileType,
    fileBytes,
    status,
    uploadedBy,
    dryRun,
    errorCount,
    processedRows,
    createdAt,
  } = record;
  return {
    _id: String(_id),
    fileName,
    fileType,
    fileBytes,
    status,
    uploadedBy,
    dryRun,
    ignoredColumns: record.ignoredColumns ?? [],
    firstErrors: record.firstErrors ?? [],
    errorCount,
    firstChanges: record.firstChanges ?? [],
    processedRows,
    ...(record.result ? { result: record.result } : {}),
    ...(record.importedBy ? { importedBy: record.importedBy } : {}),
    ...(record.startedAt ? { startedAt: record.startedAt } : {}),
    ...(record.finishedAt ? { finishedAt: record.finishedAt } : {}),
    ...(record.durationMs !== undefined ? { durationMs: record.durationMs } : {}),
    ...(record.failure ? { failure: record.failure } : {}),
    createdAt,
  };
}
