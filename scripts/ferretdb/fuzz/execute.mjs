// Runs one workload operation on a collection and returns its answer in a form that compares exactly:
// canonical Extended JSON (every BSON type and key order kept), documents in order where a sort defines
// it and otherwise sorted by their text, and errors by their code.
import { EJSON } from 'bson';

/** @typedef {import('mongodb').Collection<any>} Collection */
/** @typedef {Record<string, any>} Op */

/** @param {unknown} v */
export function canonical(v) {
  return EJSON.stringify(v, { relaxed: false });
}

/**
 * distinct (and a $group's _id) keeps one of the values it finds equal, whichever it meets first: 5 and 5.0, or 0 and -0, are
 * one value, and which of them is returned depends on the order of reading, which MongoDB leaves open.
 * Numbers therefore compare by their exact value, every other type as itself.
 * @param {any} v
 */
function distinctValue(v) {
  const type = v?._bsontype;
  if (type === 'Int32' || type === 'Long') return { number: BigInt(v.toString()).toString() };
  if (type === 'Double') {
    const n = v.valueOf();
    return { number: Number.isInteger(n) && Math.abs(n) < 2 ** 63 ? BigInt(n).toString() : String(n) };
  }
  return v;
}

/** @param {unknown[]} docs */
const asSet = (docs) => docs.map(canonical).sort();
/** @param {unknown[]} docs */
const inOrder = (docs) => docs.map(canonical);

/**
 * @param {Collection} coll
 * @param {Op} o
 * @returns {Promise<unknown>}
 */
export async function execute(coll, o) {
  try {
    return await answer(coll, o);
  } catch (error) {
    return failure(error);
  }
}

/** @param {any} error */
function failure(error) {
  if (error?.name === 'MongoBulkWriteError') {
    return {
      error: 'bulk',
      inserted: error.result?.insertedCount,
      writeErrors: (error.writeErrors ?? []).map((/** @type {any} */ e) => [e.index, Number(e.code)]),
    };
  }
  // Codes arrive as Int32 when values are not promoted to JavaScript numbers.
  if (error?.code !== undefined && Number.isInteger(Number(error.code))) return { error: Number(error.code) };
  // A dropped connection or a driver failure: the engine crashed or answered nonsense.
  return { error: String(error?.message ?? error) };
}

/** @param {Collection} coll @param {Op} o */
async function answer(coll, o) {
  switch (o.op) {
    case 'insertOne':
      return (await coll.insertOne(o.doc)).insertedId;
    case 'insertMany':
      return (await coll.insertMany(o.docs, { ordered: o.ordered })).insertedCount;
    case 'updateOne':
    case 'updateMany': {
      const res = await coll[/** @type {'updateOne'} */ (o.op)](o.filter, o.update, { upsert: o.upsert });
      return [res.matchedCount, res.modifiedCount, res.upsertedId];
    }
    case 'replaceOne': {
      const res = await coll.replaceOne(o.filter, o.doc);
      return [res.matchedCount, res.modifiedCount];
    }
    case 'deleteOne':
    case 'deleteMany':
      return (await coll[/** @type {'deleteOne'} */ (o.op)](o.filter)).deletedCount;
    case 'findOneAndUpdate':
      return canonical(
        await coll.findOneAndUpdate(o.filter, o.update, {
          sort: o.sort,
          returnDocument: o.after ? 'after' : 'before',
          includeResultMetadata: false,
        }),
      );
    case 'count':
      return coll.countDocuments(o.filter, {
        ...(o.skip ? { skip: o.skip } : {}),
        ...(o.limit ? { limit: o.limit } : {}),
      });
    case 'distinct':
      return asSet((await coll.distinct(o.path, o.filter)).map(distinctValue));
    case 'aggregate': {
      let docs = await coll.aggregate(o.pipeline, { batchSize: o.batchSize }).toArray();
      // A $group by a field keeps, as a group's _id, whichever of its equal values it met first (5 or
      // NumberLong(5)), like distinct.
      if (o.pipeline.some((/** @type {any} */ s) => typeof s.$group?._id === 'string')) {
        docs = docs.map((d) => ({ ...d, _id: distinctValue(d._id) }));
      }
      return o.pipeline.some((/** @type {any} */ s) => '$sort' in s) ? inOrder(docs) : asSet(docs);
    }
    case 'find': {
      let cursor = coll.find(o.filter, { batchSize: o.batchSize, projection: o.projection });
      if (o.sort) cursor = cursor.sort(o.sort);
      if (o.skip) cursor = cursor.skip(o.skip);
      if (o.limit) cursor = cursor.limit(o.limit);
      const docs = await cursor.toArray();
      return o.sort ? inOrder(docs) : asSet(docs);
    }
    case 'all':
      return inOrder(await coll.find({}).sort({ _id: 1 }).toArray());
    default:
      throw new Error(`unknown operation ${o.op}`);
  }
}

/** Every document, in _id order: the state both engines must hold. */
export const STATE = { op: 'all' };
