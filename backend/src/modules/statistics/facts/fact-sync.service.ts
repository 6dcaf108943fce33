import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { Housekeeping } from '../../../common/time/housekeeping';
import type { SourceDef } from '../domain/fields';
import { SOURCES } from '../sources';
import { packRows } from './fact-packing';
import { FactBlock, FactManifest } from './fact-block.schema';

const SYNC_MS = 30_000;
const RECONCILE_MS = 10 * 60_000;
const LEASE = 'statistics-facts';
/** A write stamped just before a sync may commit just after it read: each sync looks this far back again. */
const OVERLAP_MS = 60_000;
/** The key of a source kept in one block (small collections: users, posts). */
const WHOLE = '*';

type Doc = Record<string, unknown>;

/**
 * Keeps the statistics' fact blocks current with the source collections, so that no instance holds a
 * copy of them: every 30 seconds the blocks of the partitions whose records changed (by `updatedAt`,
 * which every module's writes set) are rebuilt, and every 10 minutes each partition's record count is
 * compared with its block's, which catches deletions and writes made behind the app's back. One
 * instance does it, under a lease; staff can ask for it at once (refresh).
 */
@Injectable()
export class FactSync implements OnApplicationBootstrap {
  /** One sync at a time in this process (the periodic one, a refresh, a first read). */
  private running: Promise<unknown> = Promise.resolve();
  private reconciledAt = 0;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(FactBlock.name) private readonly blocks: Model<FactBlock>,
    @InjectModel(FactManifest.name) private readonly manifests: Model<FactManifest>,
    private readonly housekeeping: Housekeeping,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Changes are found by updatedAt; partitions are walked through the owners' indexes, each of which
    // starts with the partition field (the lists' orders).
    for (const source of SOURCES)
      await this.connection.collection(source.collection).createIndex({ updatedAt: 1 });
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
      if (!(await this.manifests.exists({ _id: source.key }))) await this.syncSource(source, true);
    });
  }

  private async periodic(): Promise<void> {
    const reconcile = Date.now() - this.reconciledAt > RECONCILE_MS;
    await this.exclusive(async () => {
      for (const source of SOURCES) await this.syncSource(source, reconcile);
    });
    if (reconcile) this.reconciledAt = Date.now();
  }

  private exclusive(task: () => Promise<void>): Promise<void> {
    const next = this.running.then(task, task);
    this.running = next.catch(() => undefined);
    return next;
  }

  private async syncSource(source: SourceDef, reconcile: boolean): Promise<void> {
    const started = new Date();
    const manifest = await this.manifests.findById(source.key).lean();
    const stale = new Set<string>();
    if (manifest) {
      for (const key of await this.changedKeys(source, new Date(manifest.syncedTo.getTime() - OVERLAP_MS))) {
        stale.add(key);
      }
    }
    let gone: string[] = [];
    if (!manifest || reconcile) {
      const compared = await this.compare(source);
      for (const key of compared.stale) stale.add(key);
      gone = compared.gone;
    }
    for (const key of stale) await this.rebuild(source, key);
    if (gone.length > 0)
      await this.blocks.deleteMany({ _id: { $in: gone.map((key) => blockId(source, key)) } });
    await this.manifests.updateOne(
      { _id: source.key },
      {
        $set: { syncedTo: started, ...(manifest && !reconcile ? {} : { reconciledAt: started }) },
        $inc: { version: stale.size + gone.length > 0 || !manifest ? 1 : 0 },
      },
      { upsert: true },
    );
  }

  /** The partitions holding records written since `since`, through the updatedAt index. */
  private async changedKeys(source: SourceDef, since: Date): Promise<Set<string>> {
    const collection = this.connection.collection<Doc>(source.collection);
    const partition = source.partition;
    if (!partition) {
      const changed = await collection.findOne({ updatedAt: { $gte: since } }, { projection: { _id: 1 } });
      return new Set(changed ? [WHOLE] : []);
    }
    const changed = await collection
      .find({ updatedAt: { $gte: since } }, { projection: { [partition]: 1 } })
      .toArray();
    return new Set(changed.map((doc) => partitionKey(doc[partition])));
  }

  /**
   * Every partition the source has, walked key by key through its index, with its record count:
   * those whose block is missing or counts otherwise are stale; blocks of partitions that no longer
   * exist are gone.
   */
  private async compare(source: SourceDef): Promise<{ stale: string[]; gone: string[] }> {
    const counts = new Map<string, number>();
    for (const block of await this.blocks.find({ source: source.key }, { key: 1, count: 1 }).lean()) {
      counts.set(block.key, block.count);
    }
    const collection = this.connection.collection<Doc>(source.collection);
    const stale: string[] = [];
    const seen = new Set<string>();
    const partition = source.partition;
    if (!partition) {
      const count = await collection.countDocuments({});
      if (count > 0) seen.add(WHOLE);
      if (count > 0 && counts.get(WHOLE) !== count) stale.push(WHOLE);
    } else {
      for (let last: string | undefined; ;) {
        const [next] = await collection
          .find(last === undefined ? {} : { [partition]: { $gt: last } }, { projection: { [partition]: 1 } })
          .sort({ [partition]: 1 })
          .limit(1)
          .toArray();
        if (!next) break;
        const key = partitionKey(next[partition]);
        last = key;
        seen.add(key);
        if (counts.get(key) !== (await collection.countDocuments({ [partition]: key }))) stale.push(key);
      }
    }
    return { stale, gone: [...counts.keys()].filter((key) => !seen.has(key)) };
  }

  private async rebuild(source: SourceDef, key: string): Promise<void> {
    const filter = source.partition ? { [source.partition]: key } : {};
    const docs = await this.connection
      .collection<Doc>(source.collection)
      .find(filter, { projection: source.projection })
      .toArray();
    const _id = blockId(source, key);
    if (docs.length === 0) {
      await this.blocks.deleteOne({ _id });
      return;
    }
    const rows = packRows(
      source,
      docs.map((doc) => source.toRow(doc)),
    );
    await this.blocks.replaceOne(
      { _id },
      { _id, source: source.key, key, count: docs.length, rows },
      { upsert: true },
    );
  }
}

function blockId(source: SourceDef, key: string): string {
  return `${source.key}|${key}`;
}

/** A stored partition value as a key; a record without one is in the '' partition. */
function partitionKey(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
