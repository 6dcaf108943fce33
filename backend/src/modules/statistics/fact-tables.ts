import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { FactRow, SourceDef } from './domain/fields';
import { FactBlock, FactManifest } from './schemas/fact-block.schema';
import { unpackRows } from './facts/fact-packing';
import { FactSync } from './facts/fact-sync.service';

/**
 * A year of quotes is a few hundred blocks of about 70 KB, read in batches of this many (about 4 MB of
 * BSON) and each folded and dropped before the next arrives. Holding a year's blocks while a dashboard
 * folded them (21 MB of text for 200,000 quotes, read again by each dashboard) grew the process by
 * 120 MB over the ready-made dashboards, memory it kept.
 */
const BLOCKS_PER_BATCH = 64;

export interface FactVersion {
  /** Changes at the source up to this instant are in the rows. */
  syncedTo: Date;
  version: number;
}

/**
 * The read side of the fact blocks: where each source stands (one small document), and its rows,
 * read a block at a time when a request folds them, and not kept.
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

  async *blocksOf(source: SourceDef): AsyncGenerator<Iterable<FactRow>> {
    const cursor = this.blocks
      .find({ source: source.key }, { rows: 1 })
      .batchSize(BLOCKS_PER_BATCH)
      .lean<Pick<FactBlock, 'rows'>>()
      .cursor();
    for await (const block of cursor) yield unpackRows(source, block.rows);
  }
}
