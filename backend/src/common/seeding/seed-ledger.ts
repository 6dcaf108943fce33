import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Model, QueryFilter } from 'mongoose';
import { Clock } from '../time/clock';

interface LedgerEntry {
  _id: string;
  at: Date;
}

/**
 * Inserts demo content once per key and never again: a record staff changed is left alone, and one
 * staff deleted stays deleted, because the ledger remembers every key that was ever seeded.
 */
@Injectable()
export class SeedLedger {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly clock: Clock,
  ) {}

  /** Runs `task` the first time `key` is met and never again: demo data written in bulk, once. */
  async once(key: string, task: () => Promise<void>): Promise<void> {
    const ledger = this.connection.collection<LedgerEntry>('seed_ledger');
    if (await ledger.findOne({ _id: key })) return;
    await task();
    await ledger.updateOne({ _id: key }, { $setOnInsert: { at: this.clock.now() } }, { upsert: true });
  }

  /** `key` names a record within `namespace` (e.g. `cms` and `home/hero`); answers how many were inserted. */
  async insertMissing<T>(
    model: Model<T>,
    namespace: string,
    records: T[],
    key: (record: T) => { id: string; filter: QueryFilter<T> },
  ): Promise<number> {
    const ledger = this.connection.collection<LedgerEntry>('seed_ledger');
    const keyed = records.map((record) => {
      const { id, filter } = key(record);
      return { record, filter, ledgerId: `${namespace}:${id}` };
    });
    const seen = new Set(
      (await ledger.find({ _id: { $in: keyed.map((k) => k.ledgerId) } }).toArray()).map((entry) => entry._id),
    );
    const fresh = keyed.filter((k) => !seen.has(k.ledgerId));
    if (fresh.length === 0) return 0;
    const now = this.clock.now();
    // An upsert that only sets on insert leaves an existing record as it is (a database seeded before
    // the ledger existed); timestamps are set here because Mongoose's would touch existing records.
    const inserts = fresh.map(({ record, filter }) => ({
      updateOne: {
        filter,
        update: { $setOnInsert: { ...record, createdAt: now, updatedAt: now } },
        upsert: true,
        timestamps: false,
      },
    }));
    const result = await model.bulkWrite(inserts as Parameters<Model<T>['bulkWrite']>[0], { ordered: false });
    await ledger.bulkWrite(
      fresh.map(({ ledgerId }) => ({
        updateOne: { filter: { _id: ledgerId }, update: { $setOnInsert: { at: now } }, upsert: true },
      })),
      { ordered: false },
    );
    return result.upsertedCount;
  }
}
