import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { FactRow, SourceDef } from './domain/fields';
import { FactBlock, FactManifest } from './facts/fact-block.schema';
import { packedRows } from './facts/fact-packing';
import { FactSync } from './facts/fact-sync.service';

/**
 * A year of quotes is a few hundred blocks of about 70 KB. Fetched in batches this size, the driver holds
 * about 4 MB of them as BSON at a time rather than 16 MB batches, and the process keeps the memory such a
 * burst took: over a year's dashboards it grew by 122 MB instead of 194 (32 blocks: 98 MB, but a third
 * slower for the extra round trips).
 */
const BLOCKS_PER_BATCH = 64;

export interface FactVersion {
  /** Changes at the source up to this instant are in the rows. */
  syncedTo: Date;
  version: number;
}

/**
 * The read side of the fact blocks: where each source stands (one small document), and its rows,
 * read from its blocks when a request needs them and not kept (see `packedRows`).
 */
@Injectable()
export class FactTables {
  constructor(
    @InjectModel(FactBlock.name) private readonly blocks: Model<FactBlock>,
    @InjectModel(FactManifest.name) private readonly manifests: Model<FactManifest>,
    private readonly sync: FactSync,
  ) {}

  async versionOf(source: SourceDef): Promise<FactVersion> {
    let manifest = await this.manifests.findById(source.key).lean();
    if (!manifest) {
      await this.sync.ensure(source);
      manifest = await this.manifests.findById(source.key).lean();
    }
    return { syncedTo: manifest?.syncedTo ?? new Date(0), version: manifest?.version ?? 0 };
  }

  async rows(source: SourceDef): Promise<Iterable<FactRow>> {
    const blocks = await this.blocks
      .find({ source: source.key }, { rows: 1 })
      .batchSize(BLOCKS_PER_BATCH)
      .lean();
    return packedRows(
      source,
      blocks.map((block) => block.rows),
    );
  }
}
