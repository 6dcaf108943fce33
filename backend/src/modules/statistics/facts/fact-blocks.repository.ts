import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PackedBlock } from './fact-packing';
import { FactBlock, FactManifest } from '../schemas/fact-block.schema';

/** What the sync writes of a source's manifest after a run. */
export interface SyncRecord {
  syncedTo: Date;
  partition: string;
  /** Set when the run compared every partition. */
  reconciledAt?: Date;
  /** Whether any block changed (the manifest's version moves on). */
  changed: boolean;
}

/** The fact sync's writes: each source's blocks (`_id` `<source>|<partition key>`) and its manifest. */
@Injectable()
export class FactBlocksRepository {
  constructor(
    @InjectModel(FactBlock.name) private readonly blocks: Model<FactBlock>,
    @InjectModel(FactManifest.name) private readonly manifests: Model<FactManifest>,
  ) {}

  manifestOf(sourceKey: string) {
    return this.manifests.findById(sourceKey).lean();
  }

  async hasManifest(sourceKey: string): Promise<boolean> {
    return (await this.manifests.exists({ _id: sourceKey })) !== null;
  }

  async recordSync(
    sourceKey: string,
    { syncedTo, partition, reconciledAt, changed }: SyncRecord,
  ): Promise<void> {
    await this.manifests.updateOne(
      { _id: sourceKey },
      {
        $set: { syncedTo, partition, ...(reconciledAt ? { reconciledAt } : {}) },
        $inc: { version: changed ? 1 : 0 },
      },
      { upsert: true },
    );
  }

  /** The packed ids and rows of a block, to patch. */
  packed(id: string) {
    return this.blocks.findById(id, { ids: 1, rows: 1 }).lean();
  }

  /** Each of the source's blocks' partition key and row count. */
  countsOf(sourceKey: string) {
    return this.blocks.find({ source: sourceKey }, { key: 1, count: 1 }).lean();
  }

  async save(id: string, sourceKey: string, key: string, block: PackedBlock): Promise<void> {
    await this.blocks.replaceOne(
      { _id: id },
      { _id: id, source: sourceKey, key, ...block },
      { upsert: true },
    );
  }

  async delete(ids: readonly string[]): Promise<void> {
    if (ids.length === 1) await this.blocks.deleteOne({ _id: ids[0] });
    else if (ids.length > 1) await this.blocks.deleteMany({ _id: { $in: [...ids] } });
  }
}
