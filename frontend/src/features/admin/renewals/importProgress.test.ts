import { describe, expect, it } from 'vitest';
import type { RenewalImport } from '#src/api/renewals';
import { formatDuration, importPercent, importPollMs, rowsToWrite } from './importProgress';

const dryRun = { total: 200, new: 120, updated: 30, unchanged: 40, invalid: 10 };
const job = (status: RenewalImport['status'], processedRows: number) =>
  ({ status, processedRows, dryRun }) as RenewalImport;

describe('import progress', () => {
  it('asks again only while the import runs', () => {
    expect(importPollMs(job('importing', 0))).toBe(1000);
    expect(importPollMs(job('validated', 0))).toBe(0);
    expect(importPollMs(job('completed', 200))).toBe(0);
    expect(importPollMs(undefined)).toBe(0);
  });

  it('shows the share of rows done, and 100% once completed', () => {
    expect(importPercent(job('importing', 0))).toBe(0);
    expect(importPercent(job('importing', 99))).toBe(49);
    expect(importPercent(job('completed', 200))).toBe(100);
  });

  it('counts the rows to write and formats durations', () => {
    expect(rowsToWrite(job('validated', 0))).toBe(150);
    expect(formatDuration(1500)).toBe('1.5 s');
    expect(formatDuration(65_000)).toBe('1 min 5 s');
  });
});
