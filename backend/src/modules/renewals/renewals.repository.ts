import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, mongo, QueryFilter } from 'mongoose';
import { isDuplicateKeyError } from '../../common/http/problem';
import { Existing, insertAsUpdate } from './domain/import-plan';
import {
  digestChunks,
  digestOfWrites,
  digestsWorthRewriting,
  foldDigests,
  removalDigest,
} from './domain/renewal-digests';
import { RenewalEventType, RenewalStatus } from './domain/renewal-terms';
import { RenewalDigest, RenewalDigestRecord } from './schemas/renewal-digest.schema';
import { Renewal, RenewalRecord } from './schemas/renewal.schema';

export interface RenewalEvent {
  at: Date;
  type: RenewalEventType;
  note?: string;
  by?: string;
}

/** The only code that touches the renewals collection. */
@Injectable()
export class RenewalsRepository {
  constructor(
    @InjectModel(Renewal.name) private readonly renewals: Model<Renewal>,
    @InjectModel(RenewalDigest.name) private readonly digests: Model<RenewalDigest>,
  ) {}

  /**
   * Every policy number's content hash and renewal date, folded from the digests (one scan of a
   * few small documents, where the renewals themselves are many large ones).
   */
  async existing(): Promise<Map<string, Existing>> {
    const digests = (await this.digests.collection
      .find({}, { projection: { entries: 1, seq: 1 } })
      .toArray()) as RenewalDigestRecord[];
    if (digests.length === 0) return this.digestRenewals();
    const order = (digest: RenewalDigestRecord) => String(digest.seq ?? digest._id);
    digests.sort((a, b) => (order(a) < order(b) ? -1 : 1));
    const folded = foldDigests(digests.map((digest) => digest.entries));
    if (digestsWorthRewriting(folded)) await this.rewriteDigests(folded.known, digests);
    return folded.known;
  }

  /**
   * Unordered, through the driver: one round trip per batch, no per-row casting. Inserts of renewals
   * another import wrote meanwhile are written again as updates. The digest follows the renewals:
   * if it were lost, the next import would only find them there already and update them.
   */
  async write(operations: mongo.AnyBulkWriteOperation[]): Promise<void> {
    if (operations.length === 0) return;
    try {
      await this.renewals.collection.bulkWrite(operations, { ordered: false });
    } catch (error) {
      if (!(error instanceof mongo.MongoBulkWriteError)) throw error;
      const failed = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      const retries = failed.map((writeError) =>
        isDuplicateKeyError(writeError) ? insertAsUpdate(operations[writeError.index]) : undefined,
      );
      if (retries.some((retry) => retry === undefined)) throw error;
      await this.renewals.collection.bulkWrite(retries as mongo.AnyBulkWriteOperation[], { ordered: false });
    }
    const entries = digestOfWrites(operations);
    if (entries !== '') await this.digests.collection.insertOne({ entries });
  }

  /** Renewals written before digests were kept: read from the renewals once, and digested. */
  private async digestRenewals(): Promise<Map<string, Existing>> {
    const known = new Map<string, Existing>();
    const cursor = this.renewals.collection.find(
      {},
      { projection: { _id: 0, policyNumber: 1, contentHash: 1, renewalDate: 1 }, batchSize: 10_000 },
    );
    for await (const doc of cursor) {
      known.set(doc.policyNumber as string, {
        contentHash: doc.contentHash as string,
        renewalDate: doc.renewalDate as string,
      });
    }
    const chunks = digestChunks(known);
    if (chunks.length > 0) await this.digests.collection.insertMany(chunks.map((entries) => ({ entries })));
    return known;
  }

  /** The digests rewritten as they fold, standing where the last of them stood. */
  private async rewriteDigests(known: Map<string, Existing>, old: RenewalDigestRecord[]): Promise<void> {
    const last = old[old.length - 1];
    const seq = last.seq ?? last._id;
    const chunks = digestChunks(known);
    if (chunks.length > 0)
      await this.digests.collection.insertMany(chunks.map((entries) => ({ entries, seq })));
    await this.digests.collection.deleteMany({ _id: { $in: old.map((digest) => digest._id) } });
  }

  async find(filter: QueryFilter<Renewal>, skip: number, limit: number): Promise<[RenewalRecord[], number]> {
    return Promise.all([
      this.renewals
        .find(filter, { events: 0, contentHash: 0, search: 0 })
        .sort({ renewalDate: 1, policyNumber: 1 })
        .skip(skip)
        .limit(limit)
        .lean<RenewalRecord[]>(),
      this.renewals.countDocuments(filter),
    ]);
  }

  async findById(id: string): Promise<RenewalRecord | null> {
    return isValidObjectId(id) ? this.renewals.findById(id).lean<RenewalRecord>() : null;
  }

  /** The digest goes first: imports would otherwise skip the gone renewal as unchanged. */
  async delete(id: string): Promise<boolean> {
    const found = isValidObjectId(id)
      ? await this.renewals.findById(id, { policyNumber: 1 }).lean<Pick<Renewal, 'policyNumber'>>()
      : null;
    if (!found) return false;
    await this.digests.collection.insertOne({ entries: removalDigest(found.policyNumber) });
    return (await this.renewals.deleteOne({ _id: id })).deletedCount === 1;
  }

  /**
   * Sets fields and adds an event when `filter` (besides the id) still holds, so two callers never
   * both make the same change. True when it did.
   */
  async change(
    id: string,
    filter: QueryFilter<Renewal>,
    set: Partial<Renewal>,
    event: RenewalEvent,
    unset: (keyof Renewal)[] = [],
  ): Promise<boolean> {
    const result = await this.renewals.updateOne(
      { _id: id, ...filter },
      {
        $set: set,
        $push: { events: event },
        ...(unset.length > 0 ? { $unset: Object.fromEntries(unset.map((key) => [key, ''])) } : {}),
      },
    );
    return result.modifiedCount === 1;
  }

  /** Renewals within the invitation window that have not been invited, and are not paid or lapsed. */
  async dueForInvitation(window: { from: string; to: string }, limit: number): Promise<RenewalRecord[]> {
    return this.renewals
      .find({
        renewalDate: { $gte: window.from, $lte: window.to },
        invitedAt: { $exists: false },
        status: { $in: ['imported', 'viewed'] satisfies RenewalStatus[] },
      })
      .limit(limit)
      .lean<RenewalRecord[]>();
  }

  /** Unpaid renewals whose date is before `day`, not made current again by staff. */
  async overdue(day: string): Promise<RenewalRecord[]> {
    return this.renewals
      .find(
        {
          renewalDate: { $lt: day },
          status: { $in: ['imported', 'invited', 'viewed'] satisfies RenewalStatus[] },
          madeCurrentAt: { $exists: false },
        },
        { _id: 1 },
      )
      .lean<RenewalRecord[]>();
  }
}
