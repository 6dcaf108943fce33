import type { Provider } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { calendarKeys } from '../time/calendar';

/**
 * How the statistics read another module's records: the owning module turns each stored record into a
 * flat fact row and hands the rows over through a `*StatisticsSource` it exports. Statistics never
 * names a collection or a stored field, so an owner may change its schema as long as its rows keep
 * the keys of the source's fields (statistics/sources.ts).
 */
export type FactValue = string | number | boolean | string[] | null;
export type FactRow = Readonly<Record<string, FactValue>>;

type Doc = Readonly<Record<string, unknown>>;

/** One stored record as the statistics see it. */
export interface FactRecord {
  /** The record's `_id` as text. */
  id: string;
  /** Its partition key ('' when the source has none). */
  partition: string;
  createdAt: Date | null;
  row: FactRow;
}

export interface FactSpec {
  /** The statistics source the rows feed (statistics/sources.ts). */
  key: string;
  /**
   * A stored, indexed field that groups the records into blocks of a few hundred to a few thousand
   * (a created day); none for a small collection, kept as one block.
   */
  partition?: string;
  /** The stored fields `toRow` reads, so the database sends no more than that. */
  paths: readonly string[];
  toRow(doc: Doc): FactRow;
}

/** What a module exports for the statistics: the facts of each collection it owns that they read. */
export abstract class StatisticsSource {
  abstract readonly facts: readonly ModelFacts[];
}

/**
 * Provides a module's statistics source under `token` (the class statistics inject): each of its
 * models, by Mongoose model name, with the spec of its facts.
 */
export function statisticsSourceProvider(
  token: abstract new () => StatisticsSource,
  models: readonly (readonly [string, FactSpec])[],
): Provider {
  return {
    provide: token,
    inject: models.map(([name]) => getModelToken(name)),
    useFactory: (...found: Pick<Model<unknown>, 'collection'>[]): StatisticsSource => ({
      facts: found.map((model, index) => new ModelFacts(model, models[index][1])),
    }),
  };
}

/**
 * One model's facts, read through the owner's model by partition, never as a whole collection at
 * once (except an unpartitioned, small one). Changes are found by `updatedAt`, which every module's
 * writes set (Mongoose timestamps).
 */
export class ModelFacts {
  private readonly projection: Record<string, 1>;

  constructor(
    private readonly model: Pick<Model<unknown>, 'collection'>,
    readonly spec: FactSpec,
  ) {
    this.projection = Object.fromEntries(
      ['createdAt', ...(spec.partition ? [spec.partition] : []), ...spec.paths].map((path) => [path, 1]),
    );
  }

  get key(): string {
    return this.spec.key;
  }

  get partitioned(): boolean {
    return this.spec.partition !== undefined;
  }

  /** The stored field the blocks are keyed by; '' for one block. */
  get partitionField(): string {
    return this.spec.partition ?? '';
  }

  private get collection() {
    return this.model.collection;
  }

  /** The index changes are found by; partitions are walked through the owner's own indexes. */
  async prepare(): Promise<void> {
    await this.collection.createIndex({ updatedAt: 1 });
  }

  /** How many records were written since `since` (a count the database answers from the updatedAt index). */
  countWrittenSince(since: Date): Promise<number> {
    return this.collection.countDocuments({ updatedAt: { $gte: since } });
  }

  /** The records written since `since`, through the updatedAt index. */
  writtenSince(since: Date): Promise<FactRecord[]> {
    return this.read({ updatedAt: { $gte: since } });
  }

  /** Every partition key, in order, walked through the partition field's index one seek at a time. */
  async *partitions(): AsyncGenerator<string> {
    for (
      let key = await this.partitionAfter(undefined);
      key !== undefined;
      key = await this.partitionAfter(key)
    ) {
      yield key;
    }
  }

  private async partitionAfter(last: string | undefined): Promise<string | undefined> {
    const partition = this.requirePartition();
    const [next] = await this.collection
      .find(last === undefined ? {} : { [partition]: { $gt: last } }, { projection: { [partition]: 1 } })
      .sort({ [partition]: 1 })
      .limit(1)
      .toArray();
    return next ? partitionKey(next[partition]) : undefined;
  }

  /** Records in a partition, or in the whole collection when it has none. */
  count(key?: string): Promise<number> {
    return this.collection.countDocuments(this.filter(key));
  }

  /** The records in a partition, or in the whole collection when it has none. */
  records(key?: string): Promise<FactRecord[]> {
    return this.read(this.filter(key));
  }

  private async read(filter: Record<string, unknown>): Promise<FactRecord[]> {
    const docs = await this.collection.find(filter, { projection: this.projection }).toArray();
    return docs.map((doc) => ({
      id: String(doc._id),
      partition: this.spec.partition ? partitionKey(doc[this.spec.partition]) : '',
      createdAt: doc.createdAt instanceof Date ? doc.createdAt : null,
      row: this.spec.toRow(doc),
    }));
  }

  private filter(key: string | undefined): Record<string, string> {
    return this.spec.partition && key !== undefined ? { [this.spec.partition]: key } : {};
  }

  private requirePartition(): string {
    if (!this.spec.partition) throw new Error(`${this.spec.key} has no partition`);
    return this.spec.partition;
  }
}

/** A stored partition value as a key; a record without one is in the '' partition. */
function partitionKey(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reading stored values into fact values; anything of another type reads as null. */
export const factText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
export const factNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
export const factEuros = (cents: unknown): number | null => {
  const value = factNumber(cents);
  return value === null ? null : value / 100;
};
export const factFlag = (value: unknown): boolean => value === true;
export const factTexts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
/** A nested stored value, e.g. `cover.type`. */
export const factAt = (doc: Doc, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Doc)[key] : undefined),
      doc,
    );

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A stored instant or day as the Irish calendar day 'YYYY-MM-DD'. Plain 'YYYY-MM-DD' text (a
 * policy's start date) is already a calendar day; anything else that is not a date gives null.
 */
export function dublinDay(value: unknown): string | null {
  if (typeof value === 'string' && ISO_DAY.test(value)) return value;
  const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  return calendarKeys(instant).createdDay;
}

/** The stored Irish day when a module keeps one at write time, else the day of its instant. */
export const createdDayOf = (doc: Doc): string | null => factText(doc.createdDay) ?? dublinDay(doc.createdAt);
