import type { RenewalImport } from '#src/api/renewals';

/** An import's state as staff say it: a checked file waits for 'Import' to be pressed. */
export const IMPORT_STATUS_LABELS: Record<RenewalImport['status'], string> = {
  validated: 'Checked, not imported yet',
  importing: 'Importing',
  completed: 'Imported',
  failed: 'Failed',
};

/** How often the screen asks about an import: every second while it runs, not at all otherwise. */
export const IMPORT_POLL_MS = 1_000;

export function importPollMs(latest: RenewalImport | undefined): number {
  return latest?.status === 'importing' ? IMPORT_POLL_MS : 0;
}

/** Whole percent of rows done (0 before the first batch, 100 once completed). */
export function importPercent(job: Pick<RenewalImport, 'status' | 'processedRows' | 'dryRun'>): number {
  if (job.status === 'completed') return 100;
  if (job.dryRun.total === 0) return 0;
  return Math.min(100, Math.floor((job.processedRows / job.dryRun.total) * 100));
}

/** Rows a checked file would write: the new and the changed (unchanged rows are left alone). */
export function rowsToWrite(job: Pick<RenewalImport, 'dryRun'>): number {
  return job.dryRun.new + job.dryRun.updated;
}

/** 1500 → '1.5 s', 65_000 → '1 min 5 s'. */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
