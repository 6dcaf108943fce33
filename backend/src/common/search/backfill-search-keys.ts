import { Logger } from '@nestjs/common';
import type { Model } from 'mongoose';

const BATCH = 500;

/**
 * Writes search keys onto records stored before the keys were kept, a batch at a time, found through
 * the index on `probe` (a missing key reads as null). Run at start, in the background: the rest of the
 * app works meanwhile, and a record shows in searches once its batch is written.
 */
export async function backfillSearchKeys<T>(
  model: Model<T>,
  probe: string,
  projection: Record<string, 1>,
  keysOf: (record: Record<string, unknown>) => Record<string, string>,
): Promise<number> {
  let written = 0;
  for (;;) {
    const batch = await model.collection.find({ [probe]: null }, { projection, limit: BATCH }).toArray();
    if (batch.length === 0) break;
    await model.collection.bulkWrite(
      batch.map((record) => ({
        updateOne: {
          filter: { _id: record._id },
          // A record without the source fields gets empty keys, so that it is not read again.
          update: { $set: { [probe]: '', ...keysOf(record) } },
        },
      })),
      { ordered: false },
    );
    written += batch.length;
  }
  if (written > 0) {
    new Logger('SearchKeys').log(`Wrote search keys onto ${written} ${model.collection.collectionName}`);
  }
  return written;
}
