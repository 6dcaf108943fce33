// The fuzzer's random workload: values of every BSON type the driver sends, documents with mixed-type,
// array, nested and dotted fields, indexes, and operations (reads and every kind of write), all drawn from
// a seeded Random and independent of any answer, so that a seed and an operation number replay them.
import { Binary, BSONRegExp, Double, Int32, Long, ObjectId, Timestamp } from 'bson';

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {Record<string, any>} Doc */

const objectIds = ['507f1f77bcf86cd799439011', '000000000000000000000001', 'ff0000000000000000000000'].map(
  (hex) => new ObjectId(hex),
);

/**
 * Values where SQL's comparison or a conversion could differ from MongoDB's. Left out: NaN, Decimal128,
 * MinKey and MaxKey, on which FerretDB 1.24 closes the connection (upstream as patched).
 */
const scalars = [
  () => new Int32(0),
  () => new Int32(1),
  () => new Int32(-1),
  () => new Int32(5),
  () => new Int32(2147483647),
  () => new Int32(-2147483648),
  () => Long.fromNumber(0),
  () => Long.fromNumber(1),
  () => Long.fromNumber(5),
  () => Long.fromNumber(-5),
  () => Long.fromString('9007199254740991'),
  () => Long.fromString('9007199254740992'),
  () => Long.fromString('9007199254740993'),
  () => Long.fromString('4611686018427387904'),
  () => Long.MAX_VALUE,
  () => Long.MIN_VALUE,
  () => new Double(0),
  () => new Double(-0),
  () => new Double(0.1),
  () => new Double(1),
  () => new Double(1.5),
  () => new Double(5),
  () => new Double(2.0000000000000004),
  () => new Double(4.999999999999999),
  () => new Double(9007199254740992),
  () => new Double(1e300),
  () => new Double(-1e-300),
  () => '',
  () => 'a',
  () => 'A',
  () => 'ab',
  () => 'b',
  () => 'a\0',
  () => 'a\0b',
  () => 'p\0string:q',
  () => 'é',
  () => 'e\u0301',
  () => '\u{1F600}',
  () => '1',
  () => '5',
  () => '507f1f77bcf86cd799439011',
  () => objectIds[0],
  () => objectIds[1],
  () => objectIds[2],
  () => true,
  () => false,
  () => new Date(0),
  () => new Date(-1),
  () => new Date(1700000000000),
  () => new Date(1700000000001),
  () => null,
  () => new Binary(Buffer.from([1])),
  () => new Binary(Buffer.from([2]), 0x80),
  () => new Timestamp({ t: 1, i: 1 }),
  () => new BSONRegExp('^a', 'i'),
];

/** @param {Random} r */
export function scalar(r) {
  return r.pick(scalars)();
}

/** Infinities can be asked about but not stored (FerretDB 1.24 refuses them in documents). */
const infinities = [() => new Double(Infinity), () => new Double(-Infinity)];

/** @param {Random} r a value to compare with */
function operandScalar(r) {
  return r.chance(0.03) ? r.pick(infinities)() : scalar(r);
}

/**
 * A scalar, an array of scalars and documents, or a document. No array directly holds another:
 * FerretDB 1.24 refuses nested arrays.
 * @param {Random} r @param {number} depth @param {boolean} inArray
 * @returns {any}
 */
export function value(r, depth = 0, inArray = false) {
  const n = r.int(24);
  if (n === 0 && depth < 2 && !inArray)
    return Array.from({ length: r.int(4) }, () => value(r, depth + 1, true));
  if (n === 1 && depth < 2) return { x: scalar(r), ...(r.chance(0.5) ? { y: value(r, depth + 1) } : {}) };
  return scalar(r);
}

/** Top-level fields: a and b hold anything; c and d scalars only, as most real fields do. */
export const FIELDS = ['a', 'b', 'c', 'd'];
/** Paths the filters, sorts and projections name. */
export const PATHS = ['_id', 'a', 'b', 'c', 'd', 'e.f', 'g.h', 'arr', 'u', 'a.x', 'missing'];

/**
 * @param {Random} r
 * @param {number} i a number unique in the collection: the _id and the unique field follow from it
 * @returns {Doc}
 */
export function documentFor(r, i) {
  /** @type {Doc} */
  const doc = { _id: idFor(i) };
  for (const f of FIELDS) {
    if (r.chance(0.15)) continue;
    doc[f] = f === 'c' || f === 'd' ? scalar(r) : value(r);
  }
  if (r.chance(0.7)) doc.e = { f: r.chance(0.8) ? scalar(r) : value(r, 1) };
  if (r.chance(0.5)) doc.g = Array.from({ length: r.int(3) }, () => ({ h: scalar(r) }));
  if (r.chance(0.5)) doc.arr = Array.from({ length: r.int(4) }, () => scalar(r));
  // Distinct strings: a unique index over them means the same on both engines (upstream indexes JSON
  // text, so 1 and 1.0, or two missing values, are not duplicates there as they are in MongoDB).
  doc.u = `u${i}`;
  return doc;
}

/** @param {number} i */
export function idFor(i) {
  switch (i % 4) {
    case 0:
      return `id${String(i).padStart(5, '0')}`;
    case 1:
      return new ObjectId(i.toString(16).padStart(24, '0'));
    case 2:
      return new Int32(i);
    default:
      return Long.fromNumber(i);
  }
}

/** @type {{ key: Doc, options?: Doc }[]} */
const INDEXES = [
  { key: { a: 1 } },
  { key: { b: 1, c: -1 } },
  { key: { c: -1 } },
  { key: { d: 1, a: 1 } },
  { key: { 'e.f': 1 } },
  { key: { arr: 1 } },
  { key: { u: 1 }, options: { unique: true } },
];

/** @param {Random} r */
export function indexes(r) {
  return r.subset(INDEXES);
}

/** @param {Random} r @param {number} size the largest document number so far */
function condition(r, size) {
  const path = r.pick(PATHS);
  const operand = () => (path === '_id' && r.chance(0.6) ? idFor(r.int(size + 2)) : operandScalar(r));
  switch (r.int(16)) {
    case 0:
    case 1:
    case 2:
      return { [path]: operand() };
    case 3:
      return { [path]: { $eq: operand() } };
    case 4:
      return { [path]: { $ne: operand() } };
    case 5:
      return { [path]: { [r.pick(['$gt', '$gte', '$lt', '$lte'])]: operand() } };
    case 6:
      return { [path]: { $gte: operand(), $lt: operand() } };
    case 7:
    case 8:
      return { [path]: { $in: Array.from({ length: r.int(5) }, operand) } };
    case 9:
      return { [path]: { $nin: Array.from({ length: r.int(3) }, operand) } };
    case 10:
      return { [path]: { $exists: r.chance(0.5) } };
    case 11:
      return {
        [path]: { $type: r.pick(['number', 'string', 'array', 'object', 'null', 'long', 'double', 'int']) },
      };
    case 12:
      return { arr: { $size: r.int(4) } };
    case 13:
      return { g: { $elemMatch: { h: { $gte: scalar(r) } } } };
    case 14:
      return { [path]: { $regex: r.pick(['^a', 'b$', '\\d', '^$']), $options: r.pick(['', 'i']) } };
    default:
      return longList(r, path, size);
  }
}

/**
 * Lists around SQLite's limits on one statement: expression depth (1,000), SELECTs in one UNION (500)
 * and bound arguments (32,766).
 * @param {Random} r @param {string} path @param {number} size
 */
function longList(r, path, size) {
  const n = r.pick([995, 997, 1200, 501, 600, 33000]);
  if (n < 1000 && r.chance(0.5)) {
    return { $or: Array.from({ length: n }, (_, i) => ({ _id: idFor((i * 7) % (size + 3)) })) };
  }
  const values = Array.from({ length: n }, (_, i) =>
    path === '_id' ? idFor(i % (size + 3)) : r.chance(0.5) ? new Double(i + 0.5) : new Int32(i % 9),
  );
  return { [path]: { $in: values } };
}

/** @param {Random} r @param {number} size @returns {Doc} */
export function filter(r, size) {
  switch (r.int(8)) {
    case 0:
      return {};
    case 1:
      return { $and: [condition(r, size), condition(r, size)] };
    case 2:
      return { $or: Array.from({ length: 1 + r.int(3) }, () => condition(r, size)) };
    case 3:
      return { ...condition(r, size), $or: [condition(r, size), condition(r, size)] };
    case 4:
      return { $nor: [condition(r, size)] };
    default:
      return { ...condition(r, size), ...(r.chance(0.3) ? condition(r, size) : {}) };
  }
}

/** A sort that orders every document (ties broken by _id, which is unique), so answers compare in order. */
/** @param {Random} r @returns {Doc} */
export function sort(r) {
  /** @type {Doc} */
  const s = {};
  for (const path of r.subset(['a', 'c', 'd', 'e.f', 'b', 'arr', 'missing']).slice(0, 2))
    s[path] = r.pick([1, -1]);
  s._id = r.pick([1, -1]);
  return s;
}

/** @param {Random} r @returns {Doc | undefined} */
function projection(r) {
  switch (r.int(6)) {
    case 0:
      return { a: 1, c: 1 };
    case 1:
      return { c: 1, 'e.f': 1, _id: 0 };
    case 2:
      return { a: 0, g: 0 };
    case 3:
      return { d: 1 };
    default:
      return undefined;
  }
}

/** @param {Random} r */
function update(r) {
  const path = r.pick([...FIELDS, 'e.f', 'arr', 'n', 'z']);
  switch (r.int(7)) {
    case 0:
    case 1:
      return { $set: { [path]: value(r) } };
    case 2:
      return { $unset: { [path]: '' } };
    case 3:
      return { $inc: { n: r.pick([new Int32(1), Long.fromNumber(2), new Double(0.5), new Int32(-3)]) } };
    case 4:
      return { $push: { arr: scalar(r) } };
    case 5:
      return { $set: { c: scalar(r), d: scalar(r) } };
    default:
      return { $set: { 'e.f': scalar(r) }, $unset: { b: '' } };
  }
}

/** @param {Random} r @param {number} size */
function pipeline(r, size) {
  /** @type {Doc[]} */
  const stages = [];
  if (r.chance(0.7)) stages.push({ $match: filter(r, size) });
  const skip = r.chance(0.4) ? r.int(5) : undefined;
  const limit = r.chance(0.5) ? 1 + r.int(6) : undefined;
  const skipAfter = r.chance(0.2) ? r.int(3) : undefined;
  // A page without a sort may hold any documents: every paged pipeline sorts first.
  const paged = skip !== undefined || limit !== undefined || skipAfter !== undefined;
  if (paged || r.chance(0.5)) stages.push({ $sort: sort(r) });
  if (skip !== undefined) stages.push({ $skip: skip });
  if (limit !== undefined) stages.push({ $limit: limit });
  if (skipAfter !== undefined) stages.push({ $skip: skipAfter });
  const one = r.pick([new Int32(1), new Double(1), Long.fromNumber(1)]);
  switch (r.int(7)) {
    case 0:
      stages.push({ $count: r.pick(['n', 'total', '_id']) });
      break;
    case 1:
      stages.push({ $group: { _id: r.pick([null, 1, 'all', true]), n: { $sum: one } } });
      break;
    case 2:
      stages.push({ $group: { _id: '$c', n: { $sum: one } } }, { $sort: { _id: 1 } });
      break;
    case 3:
      stages.push({ $project: { c: 1, d: 1 } });
      break;
    default:
  }
  return stages;
}

/**
 * One operation, as plain data: what it is, its arguments; `next` is the next free document number.
 * @param {Random} r @param {{ next: number }} ids
 */
export function operation(r, ids) {
  const size = ids.next;
  const existing = () => idFor(r.int(size + 2));
  switch (r.int(20)) {
    case 0:
      return { op: 'insertOne', doc: documentFor(r, ids.next++) };
    case 1: {
      const docs = Array.from({ length: 1 + r.int(4) }, () => documentFor(r, ids.next++));
      if (r.chance(0.2)) docs.splice(r.int(docs.length), 0, documentFor(r, r.int(size + 1)));
      return { op: 'insertMany', docs, ordered: r.chance(0.5) };
    }
    case 2: {
      // An upserted document gets its own unique value: two without one are duplicates in MongoDB and the
      // patched engine, but not in upstream's JSON-text index.
      const upsert = r.chance(0.2);
      const changes = update(r);
      return {
        op: 'updateOne',
        filter: { _id: existing() },
        update: upsert ? { ...changes, $setOnInsert: { u: `s${ids.next++}` } } : changes,
        upsert,
      };
    }
    case 3:
      return { op: 'updateMany', filter: filter(r, size), update: update(r) };
    case 4: {
      const replacement = documentFor(r, r.int(size + 1));
      delete replacement._id;
      return { op: 'replaceOne', filter: { _id: existing() }, doc: { ...replacement, u: `r${ids.next++}` } };
    }
    case 5:
      return { op: 'deleteOne', filter: { _id: existing() } };
    case 6:
      return { op: 'deleteMany', filter: r.chance(0.5) ? { _id: existing() } : filter(r, size) };
    case 7:
      return {
        op: 'findOneAndUpdate',
        filter: filter(r, size),
        update: update(r),
        sort: sort(r),
        after: r.chance(0.5),
      };
    case 8:
    case 9:
      return {
        op: 'count',
        filter: filter(r, size),
        skip: r.chance(0.3) ? r.int(4) : 0,
        limit: r.chance(0.3) ? r.int(4) : 0,
      };
    case 10:
      return { op: 'distinct', path: r.pick(PATHS), filter: filter(r, size) };
    case 11:
    case 12:
    case 13:
      return { op: 'aggregate', pipeline: pipeline(r, size), batchSize: r.pick([1, 2, 101]) };
    default: {
      const paged = r.chance(0.5);
      return {
        op: 'find',
        filter: filter(r, size),
        projection: projection(r),
        sort: paged || r.chance(0.5) ? sort(r) : undefined,
        skip: paged ? r.int(5) : 0,
        limit: paged ? r.int(6) : 0,
        batchSize: r.pick([1, 2, 3, 101]),
      };
    }
  }
}
