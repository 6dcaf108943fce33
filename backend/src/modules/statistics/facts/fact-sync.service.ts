import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { FactRecord } from '#src/common/statistics/facts';
import { Housekeeping } from '#src/common/time/housekeeping';
import type { SourceDef } from '../domain/fields';
import { SOURCES } from '../sources';
import { packBlock, PackedBlock, patchBlock } from './fact-packing';
import { FactBlocksRepository } from './fact-blocks.repository';
import { FactReaders } from './fact-readers';

const SYNC_MS = 30_000;
const RECONCILE_MS = 10 * 60_000;
const LEASE = 'statistics-facts';
/** A write stamped just before a sync may commit just after it read: each sync looks this far back again. */
export const OVERLAP_MS = 60_000;
/** The key of a source kept in one block (small collections: users, posts). */
const WHOLE = '*';
/** Beyond this many changed records, a sync rebuilds every partition rather than asking which ones. */
const MANY_CHANGES = 5_000;

interface Changes {
  /** Partitions to read again whole. */
  rebuild: string[];
  /** Changed records by partition, to put into their blocks. */
  patch: Map<string, FactRecord[]>;
}

const NO_CHANGES: Changes = { rebuild: [], patch: new Map() };

/**
 * Keeps the statistics' fact blocks current with the owners' records (read through each owner's
 * FactReaders entry), so that no instance holds a copy of them: every 30 seconds the records written
 * since the last sync (by `updatedAt`, which every module's writes set) have their rows put into their
 * partitions' blocks, and once a source's last full comparison (its manifest's `reconciledAt`) is 10
 * minutes old each partition's record count is compared with its block's, which catches deletions and
 * writes made behind the app's back. One instance does it, under a lease; staff
 * can ask for it at once (refresh).
 */
@Injectable()
export class FactSync implements OnApplicationBootstrap {
  /** One sync at a time in this process (the periodic one, a refresh, a first read). */
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly blocks: FactBlocksRepository,
    private readonly housekeeping: Housekeeping,
    private readonly readers: FactReaders,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Changes are found by updatedAt; partitions are walked through the owners' indexes, each of which
    // starts with the partition field (the lists' orders).
    for (const source of SOURCES) await this.readers.of(source).prepare();
    this.housekeeping.every(LEASE, SYNC_MS, () => this.periodic());
  }

  /** Brings every source's blocks up to date now, comparing every partition (staff's refresh). */
  async syncAll(): Promise<void> {
    await this.exclusive(async () => {
      for (const source of SOURCES) await this.syncSource(source, true);
    });
  }

  /** Builds a source's blocks when it has none yet (its first read). */
  async ensure(source: SourceDef): Promise<void> {
    await this.exclusive(async () => {
      if (!(await this.blocks.hasManifest(source.key))) await this.syncSource(source, true);
    });
  }

  /** Each source is compared in full when its last comparison, by any instance or a refresh, is 10 minutes old. */
  private async periodic(): Promise<void> {
    await this.exclusive(async () => {
      for (const source of SOURCES) await this.syncSource(source, 'when due');
    });
  }

  private exclusive(task: () => Promise<void>): Promise<void> {
    const next = this.running.then(task, task);
    this.running = next.catch(() => undefined);
    return next;
  }

  private async syncSource(source: SourceDef, compare: boolean | 'when due'): Promise<void> {
    const started = new Date();
    const manifest = await this.blocks.manifestOf(source.key);
    const partition = this.readers.of(source).partitionField;
    const due =
      compare === 'when due'
        ? !manifest ||
          (manifest.partition ?? '') !== partition ||
          started.getTime() - manifest.reconciledAt.getTime() > RECONCILE_MS
        : compare;
    const since = manifest ? new Date(manifest.syncedTo.getTime() - OVERLAP_MS) : started;
    const changes = manifest ? await this.changesSince(source, since) : NO_CHANGES;
    let arrived = false;
    let patched = 0;
    for (const [key, records] of changes.patch) {
      const outcome = await this.patch(source, key, records, since);
      if (outcome.changed) patched += 1;
      if (outcome.arrived) arrived = true;
    }
    const stale = new Set(changes.rebuild);
    let gone: string[] = [];
    const reconcile = !manifest || due || arrived;
    if (reconcile) {
      const compared = await this.compare(source);
      for (const key of compared.stale) stale.add(key);
      gone = compared.gone;
    }
    for (const key of stale) await this.rebuild(source, key);
    await this.blocks.delete(gone.map((key) => blockId(source, key)));
    const changed = !manifest || patched + stale.size + gone.length > 0;
    await this.blocks.recordSync(source.key, {
      syncedTo: started,
      partition,
      ...(reconcile ? { reconciledAt: started } : {}),
      changed,
    });
  }

  /**
   * What changed since `since`: the records written, by partition, to patch into their blocks. After a
   * bulk load or a restore nearly every partition changed: those are rebuilt whole instead, their keys
   * taken from the partition index, so the records are read once, not twice. A source kept in one
   * block is small, and rebuilt.
   */
  private async changesSince(source: SourceDef, since: Date): Promise<Changes> {
    const facts = this.readers.of(source);
    const changed = await facts.countWrittenSince(since);
    if (changed === 0) return NO_CHANGES;
    if (!facts.partitioned) return { rebuild: [WHOLE], patch: new Map() };
    if (changed > MANY_CHANGES) {
      const rebuild: string[] = [];
      for await (const key of facts.partitions()) rebuild.push(key);
      return { rebuild, patch: new Map() };
    }
    const patch = new Map<string, FactRecord[]>();
    for (const record of await facts.writtenSince(since)) {
      const records = patch.get(record.partition);
      if (records) records.push(record);
      else patch.set(record.partition, [record]);
    }
    return { rebuild: [], patch };
  }

  /**
   * Puts the changed records' rows into their partition's block, so a change costs its own records
   * rather than its partition's (hundreds over a year of data, read again for every change); a block
   * whose rows are all as they were is left alone. The block is rebuilt instead when it keeps no record
   * ids (built by an older version) or its count then differs from the partition's (a record was
   * deleted, or the block missed one). `arrived` when a record new to the block was created before
   * `since`: it may have moved from another partition, whose block holds it until a comparison.
   */
  private async patch(
    source: SourceDef,
    key: string,
    records: readonly FactRecord[],
    since: Date,
  ): Promise<{ changed: boolean; arrived: boolean }> {
    const block = await this.blocks.packed(blockId(source, key));
    if (block && block.ids === undefined) {
      await this.rebuild(source, key);
      return { changed: true, arrived: false };
    }
    const patched = patchBlock(source, { ids: block?.ids ?? '[]', rows: block?.rows ?? '[]' }, records);
    if (!patched.changed) return { changed: false, arrived: false };
    if (patched.block.count === (await this.readers.of(source).count(key))) {
      await this.save(source, key, patched.block);
    } else {
      await this.rebuild(source, key);
    }
    const arrived = patched.added.some((record) => record.createdAt === null || record.createdAt < since);
    return { changed: true, arrived };
  }

  /**
   * Each block's partition counted: a block whose count differs is stale, one whose partition is empty
   * is gone. Records in a partition without a block (written behind the app's back) show as a total the
   * blocks' partitions do not reach; only then are the partitions walked key by key through their index
   * to find it, which takes twice the queries.
   */
  private async compare(source: SourceDef): Promise<{ stale: string[]; gone: string[] }> {
    const counts = new Map<string, number>();
    for (const block of await this.blocks.countsOf(source.key)) {
      counts.set(block.key, block.count);
    }
    const facts = this.readers.of(source);
    const total = await facts.count();
    if (!facts.partitioned) {
      const gone = [...counts.keys()].filter((key) => key !== WHOLE || total === 0);
      return { stale: total > 0 && counts.get(WHOLE) !== total ? [WHOLE] : [], gone };
    }
    const stale: string[] = [];
    const gone: string[] = [];
    let counted = 0;
    for (const [key, count] of counts) {
      const actual = await facts.count(key);
      counted += actual;
      if (actual === 0) gone.push(key);
      else if (actual !== count) stale.push(key);
    }
    if (counted !== total) {
      for await (const key of facts.partitions()) if (!counts.has(key)) stale.push(key);
    }
    return { stale, gone };
  }

  private async rebuild(source: SourceDef, key: string): Promise<void> {
    const facts = this.readers.of(source);
    await this.save(source, key, packBlock(source, await facts.records(facts.partitioned ? key : undefined)));
  }

  private async save(source: SourceDef, key: string, block: PackedBlock): Promise<void> {
    const _id = blockId(source, key);
    if (block.count === 0) await this.blocks.delete([_id]);
    else await this.blocks.save(_id, source.key, key, block);
  }
}

function blockId(source: SourceDef, key: string): string {
  return `${source.key}|${key}`;
}
