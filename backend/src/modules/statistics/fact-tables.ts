import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Clock } from '../../common/time/clock';
import { FactRow, SourceDef } from './domain/fields';

/** Figures older than this are rebuilt in the background while the previous ones are served. */
const MAX_AGE_MS = 2 * 60_000;
/**
 * A read that took long waits longer before the next: at most a tenth of the time goes to reading
 * (100,000 quotes on the embedded database take minutes, on MongoDB about a second).
 */
const READ_SHARE = 10;
const BATCH_SIZE = 5_000;

export interface FactTable {
  rows: readonly FactRow[];
  /** When the read started: the figures are as of then. */
  builtAt: Date;
  readMs: number;
}

interface Entry {
  table?: FactTable;
  building?: Promise<FactTable>;
}

/**
 * Each source's fact rows (a few projected fields per document), held in memory. On the embedded
 * FerretDB 1.24 any query but an `_id` match decodes the whole collection, and grouping in the
 * database computes one accumulator at best: we measured a projected read of 100,000 quotes at
 * tens of seconds, folding them in memory at tens of milliseconds. So every dashboard and explorer
 * request folds this copy; it is read once, refreshed in the background when older than
 * MAX_AGE_MS (staff see when it was read), and on demand.
 */
@Injectable()
export class FactTables implements OnApplicationShutdown {
  private readonly logger = new Logger('Statistics');
  private readonly entries = new Map<string, Entry>();
  private closing = false;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly clock: Clock,
  ) {}

  /** The source's rows: the copy in memory, read first if there is none. */
  async table(source: SourceDef): Promise<FactTable> {
    const entry = this.entryOf(source);
    const table = entry.table;
    if (!table) return this.build(source);
    const readAt = table.builtAt.getTime() + table.readMs;
    if (this.clock.now().getTime() - readAt > Math.max(MAX_AGE_MS, READ_SHARE * table.readMs)) {
      this.build(source).catch((error: unknown) => {
        // A read cut short by the app stopping is no fault.
        if (!this.closing) this.logger.error(error, `Refreshing ${source.key} failed`);
      });
    }
    return table;
  }

  onApplicationShutdown(): void {
    this.closing = true;
  }

  /** Reads the sources again now (after data was written behind the app's back, or on staff's request). */
  async refresh(sources: readonly SourceDef[]): Promise<void> {
    for (const source of sources) {
      const entry = this.entryOf(source);
      // A build already under way may have read before the change the caller wants to see.
      await entry.building?.catch(() => undefined);
      await this.build(source);
    }
  }

  private entryOf(source: SourceDef): Entry {
    let entry = this.entries.get(source.key);
    if (!entry) {
      entry = {};
      this.entries.set(source.key, entry);
    }
    return entry;
  }

  /** One build per source at a time, however many requests ask for it. */
  private build(source: SourceDef): Promise<FactTable> {
    const entry = this.entryOf(source);
    if (!entry.building) {
      entry.building = this.read(source)
        .then((table) => {
          entry.table = table;
          return table;
        })
        .finally(() => {
          entry.building = undefined;
        });
    }
    return entry.building;
  }

  private async read(source: SourceDef): Promise<FactTable> {
    const builtAt = this.clock.now();
    const started = Date.now();
    const rows: FactRow[] = [];
    const cursor = this.connection
      .collection(source.collection)
      .find({}, { projection: source.projection, batchSize: BATCH_SIZE });
    for await (const doc of cursor) rows.push(source.toRow(doc));
    const readMs = Date.now() - started;
    this.logger.debug(`Read ${rows.length} ${source.key} in ${readMs} ms`);
    return { rows, builtAt, readMs };
  }
}
