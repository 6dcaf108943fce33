import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The fact rows of one source's records that share a partition key (a created day, a renewal day),
 * packed as one JSON text: the database decodes one string instead of thousands of documents, so a
 * year of quotes reads in a few hundred blocks. Kept current by FactSync.
 */
@Schema({ collection: 'statistics_fact_blocks', versionKey: false })
export class FactBlock {
  /** `${source}|${key}` */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) source: string;
  @Prop({ required: true }) key: string;
  /** How many records the block holds: a reconciliation compares it with the source. */
  @Prop({ required: true }) count: number;
  /** JSON: an array of rows, each the values of the source's fields in their order. */
  @Prop({ required: true }) rows: string;
  /**
   * JSON: the `_id` of each row's record, in the rows' order, so a sync can replace the rows of the
   * records that changed. A block built before ids were kept has none, and is rebuilt when it changes.
   */
  @Prop() ids?: string;
}

export const FactBlockSchema = SchemaFactory.createForClass(FactBlock);
FactBlockSchema.index({ source: 1, key: 1 });

/** Where a source's blocks stand: read on every statistics request, so it stays one small document. */
@Schema({ collection: 'statistics_fact_manifests', versionKey: false })
export class FactManifest {
  /** The source's key. */
  @Prop({ type: String, required: true }) _id: string;
  /** Changes made up to this instant are in the blocks. */
  @Prop({ required: true }) syncedTo: Date;
  /** Bumped whenever a block changes: answers computed at one version stay valid until the next. */
  @Prop({ required: true, default: 0 }) version: number;
  /** When the blocks were last compared with the source's records (deletions show then). */
  @Prop({ required: true }) reconciledAt: Date;
  /**
   * The field the blocks are keyed by when they were built: blocks keyed by another (an owner changed its
   * partition) are compared and replaced at once, or they would count their records twice beside new ones.
   */
  @Prop() partition?: string;
}

export const FactManifestSchema = SchemaFactory.createForClass(FactManifest);
