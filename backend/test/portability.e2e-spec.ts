import mongoose, { Connection, Model, Schema } from 'mongoose';
import { testDatabaseUri } from './harness/test-app';

/**
 * The Mongoose operations the project relies on, proven on the database the suite runs against
 * (the embedded FerretDB 1.24 by default, MongoDB when MONGODB_URI is set).
 */
interface Policy {
  reference: string;
  holder: string;
  premiumCents: number;
  createdDay: string;
  status: string;
}

const policySchema = new Schema<Policy>(
  {
    reference: { type: String, required: true, unique: true },
    holder: { type: String, required: true },
    premiumCents: { type: Number, required: true },
    createdDay: { type: String, required: true, index: true },
    status: { type: String, required: true },
  },
  { timestamps: true },
);

describe('database portability', () => {
  let connection: Connection;
  let Policies: Model<Policy>;

  beforeAll(async () => {
    connection = await mongoose.createConnection(testDatabaseUri()).asPromise();
    Policies = connection.model<Policy>('Policy', policySchema);
    await Policies.init();
    await Policies.create([
      {
        reference: 'IVY-0001',
        holder: 'Aoife Byrne',
        premiumCents: 61000,
        createdDay: '2026-01-02',
        status: 'quoted',
      },
      {
        reference: 'IVY-0002',
        holder: 'Siobhan Kelly',
        premiumCents: 82000,
        createdDay: '2026-01-02',
        status: 'purchased',
      },
      {
        reference: 'IVY-0003',
        holder: 'Niamh Walsh',
        premiumCents: 150000,
        createdDay: '2026-01-03',
        status: 'quoted',
      },
      {
        reference: 'IVY-0004',
        holder: 'aoife Murphy',
        premiumCents: 45000,
        createdDay: '2026-01-04',
        status: 'declined',
      },
    ]);
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('creates with a unique index and refuses a duplicate with code 11000', async () => {
    await expect(
      Policies.create({
        reference: 'IVY-0001',
        holder: 'X',
        premiumCents: 1,
        createdDay: '2026-01-05',
        status: 'quoted',
      }),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await Policies.countDocuments()).toBe(4);
  });

  it('finds with a case-insensitive regex, sort, skip and limit', async () => {
    const found = await Policies.find({ holder: /^aoife/i })
      .sort({ premiumCents: -1 })
      .skip(0)
      .limit(10)
      .lean();
    expect(found.map((p) => p.reference)).toEqual(['IVY-0001', 'IVY-0004']);
    const secondPage = await Policies.find().sort({ reference: 1 }).skip(2).limit(2).lean();
    expect(secondPage.map((p) => p.reference)).toEqual(['IVY-0003', 'IVY-0004']);
  });

  it('counts documents with a filter', async () => {
    expect(await Policies.countDocuments({ status: 'quoted' })).toBe(2);
  });

  it('upserts with findOneAndUpdate', async () => {
    const created = await Policies.findOneAndUpdate(
      { reference: 'IVY-0005' },
      { $set: { holder: 'Ciara Ryan', premiumCents: 70000, createdDay: '2026-01-05', status: 'quoted' } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(created?.holder).toBe('Ciara Ryan');
    const updated = await Policies.findOneAndUpdate(
      { reference: 'IVY-0005' },
      { $set: { status: 'purchased' } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(updated?._id.toString()).toBe(created?._id.toString());
    expect(updated?.status).toBe('purchased');
    await Policies.deleteOne({ reference: 'IVY-0005' });
  });

  // timestamps: false, or Mongoose's updatedAt makes every re-run a modification.
  it('bulk-writes unordered upserts idempotently', async () => {
    const ops = ['IVY-0100', 'IVY-0101'].map((reference) => ({
      updateOne: {
        filter: { reference },
        update: { $set: { holder: 'Bulk', premiumCents: 1000, createdDay: '2026-02-01', status: 'quoted' } },
        upsert: true,
      },
    }));
    const first = await Policies.bulkWrite(ops, { ordered: false, timestamps: false });
    expect(first.upsertedCount).toBe(2);
    const second = await Policies.bulkWrite(ops, { ordered: false, timestamps: false });
    expect(second.upsertedCount).toBe(0);
    expect(second.modifiedCount).toBe(0);
    await Policies.deleteMany({ holder: 'Bulk' });
  });

  it('aggregates with $match and $group (one accumulator per group: FerretDB 1.24 computes only the first)', async () => {
    const sums = await Policies.aggregate<{ _id: string; total: number }>([
      { $match: { status: { $in: ['quoted', 'purchased'] } } },
      { $group: { _id: '$createdDay', total: { $sum: '$premiumCents' } } },
      { $sort: { _id: 1 } },
    ]);
    expect(sums).toEqual([
      { _id: '2026-01-02', total: 143000 },
      { _id: '2026-01-03', total: 150000 },
    ]);
    const counts = await Policies.aggregate<{ _id: string; count: number }>([
      { $match: { status: { $in: ['quoted', 'purchased'] } } },
      { $group: { _id: '$createdDay', count: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
    expect(counts).toEqual([
      { _id: '2026-01-02', count: 2 },
      { _id: '2026-01-03', count: 1 },
    ]);
  });
});
