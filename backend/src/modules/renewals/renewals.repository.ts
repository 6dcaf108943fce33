import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, mongo, QueryFilter, UpdateQuery } from 'mongoose';
import { EventOutbox, OUTBOX_FIELDS, outboxOf, type PendingEvent, withPendingEvent } from '../events';
import { isDuplicateKeyError } from '../../common/http/problem';
import { backfillSearchKeys } from '../../common/search/backfill-search-keys';
import { prefixSearch } from '../../common/search/search-keys';
import { Existing, insertAsUpdate } from './domain/import-plan';
import {
  RENEWAL_SEARCH,
  RenewalFields,
  renewalSearchKeys,
  RenewalEventType,
  RenewalStatus,
} from './domain/renewal-terms';
import { Renewal, RenewalRecord, RENEWALS_BY_DATE } from './schemas/renewal.schema';

export interface RenewalEvent {
  at: Date;
  type: RenewalEventType;
  note?: string;
  by?: string;
}

/** The statuses of an offer still open, that lapse when its date passes unpaid. */
const LAPSING: RenewalStatus[] = ['imported', 'invited', 'viewed'];

export interface RenewalListFilters {
  search?: string;
  status?: RenewalStatus;
  month?: string;
}

/** The fields an import writes from a row of the file (`RenewalFields`), as a projection. */
const IMPORTED_FIELDS = Object.fromEntries(
  [
    'policyNumber',
    'customerName',
    'email',
    'phone',
    'dateOfBirth',
    'registration',
    'vehicle',
    'coverType',
    'renewalDate',
    'currentPremiumCents',
    'renewalPremiumCents',
    'noClaimsYears',
    'history',
  ].map((field) => [field, 1]),
);

/** The only code that touches the renewals collection. */
@Injectable()
export class RenewalsRepository implements OnApplicationBootstrap {
  constructor(
    @InjectModel(Renewal.name) private readonly renewals: Model<Renewal>,
    outbox: EventOutbox,
  ) {
    outbox.register(outboxOf('renewals', this.renewals));
  }

  async onApplicationBootstrap(): Promise<void> {
    await backfillSearchKeys(
      this.renewals,
      'nameKey',
      { policyNumber: 1, customerName: 1, email: 1, registration: 1 },
      (renewal) =>
        renewalSearchKeys({
          policyNumber: String(renewal.policyNumber ?? ''),
          customerName: String(renewal.customerName ?? ''),
          email: String(renewal.email ?? ''),
          registration: String(renewal.registration ?? ''),
        }),
    );
  }

  /**
   * The demo history earlier versions seeded under numbers in sequence (`IVY-R-2` and five digits), which
   * let anyone walk from one renewal to the next; the seeder replaces it with keyed numbers.
   */
  async deleteSequentialDemoHistory(): Promise<number> {
    const { deletedCount } = await this.renewals.collection.deleteMany({
      importId: 'demo',
      policyNumber: { $regex: /^IVY-R-2\d{5}$/ },
    });
    return deletedCount;
  }

  /** The content hash, renewal date and last import of those of these policy numbers that are on file (by the unique index). */
  async existing(policyNumbers: readonly string[]): Promise<Map<string, Existing>> {
    const known = new Map<string, Existing>();
    if (policyNumbers.length === 0) return known;
    const found = await this.renewals.collection
      .find(
        { policyNumber: { $in: [...policyNumbers] } },
        { projection: { _id: 0, policyNumber: 1, contentHash: 1, renewalDate: 1, importId: 1 } },
      )
      .toArray();
    for (const doc of found) {
      known.set(doc.policyNumber as string, {
        contentHash: doc.contentHash as string,
        renewalDate: doc.renewalDate as string,
        importId: doc.importId as string | undefined,
      });
    }
    return known;
  }

  /** The imported fields of those of these policy numbers that are on file, as the last import wrote them. */
  async importedFields(policyNumbers: readonly string[]): Promise<Map<string, RenewalFields>> {
    const known = new Map<string, RenewalFields>();
    if (policyNumbers.length === 0) return known;
    const found = await this.renewals.collection
      .find<RenewalFields>(
        { policyNumber: { $in: [...policyNumbers] } },
        { projection: { _id: 0, ...IMPORTED_FIELDS } },
      )
      .toArray();
    // FerretDB may drop an empty array.
    for (const doc of found) known.set(doc.policyNumber, { ...doc, history: doc.history ?? [] });
    return known;
  }

  /**
   * Unordered, through the driver: no per-row casting. Inserts of renewals another import wrote
   * meanwhile are written again as updates.
   */
  async write(operations: mongo.AnyBulkWriteOperation[]): Promise<void> {
    const inserts = operations.filter((operation) => 'insertOne' in operation);
    const updates = operations.filter((operation) => !('insertOne' in operation));
    updates.push(...(await this.insertAll(inserts)));
    if (updates.length > 0) await this.renewals.collection.bulkWrite(updates, { ordered: false });
  }

  /** Inserts the renewals; answers the updates for those that were there after all. */
  private async insertAll(inserts: mongo.AnyBulkWriteOperation[]): Promise<mongo.AnyBulkWriteOperation[]> {
    if (inserts.length === 0) return [];
    try {
      await this.renewals.collection.bulkWrite(inserts, { ordered: false });
      return [];
    } catch (error) {
      if (!(error instanceof mongo.MongoBulkWriteError)) throw error;
      const failed = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      const retries = failed.map((writeError) =>
        isDuplicateKeyError(writeError) ? insertAsUpdate(inserts[writeError.index]) : undefined,
      );
      if (retries.length === 0 || retries.some((retry) => retry === undefined)) throw error;
      return retries as mongo.AnyBulkWriteOperation[];
    }
  }

  /** A page of the staff list, soonest renewal first: by search words, status and renewal month. */
  async list(
    filters: RenewalListFilters,
    page: { skip: number; limit: number },
  ): Promise<[RenewalRecord[], number]> {
    const filter: QueryFilter<Renewal> = {
      ...(filters.search ? prefixSearch(filters.search, RENEWAL_SEARCH) : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.month ? { renewalMonth: filters.month } : {}),
    };
    return this.page(filter, page);
  }

  /** The demo renewals seeded as paid (the seeder issues documents for the first few). */
  async demoPaid(limit: number): Promise<RenewalRecord[]> {
    const [paid] = await this.page({ importId: 'demo', status: 'paid' }, { skip: 0, limit });
    return paid;
  }

  private async page(
    filter: QueryFilter<Renewal>,
    { skip, limit }: { skip: number; limit: number },
  ): Promise<[RenewalRecord[], number]> {
    return Promise.all([
      this.renewals
        .find(filter, {
          events: 0,
          contentHash: 0,
          nameKey: 0,
          surnameKey: 0,
          emailKey: 0,
          registrationKey: 0,
        })
        .sort(RENEWALS_BY_DATE)
        .skip(skip)
        .limit(limit)
        .lean<RenewalRecord[]>(),
      this.renewals.countDocuments(filter),
    ]);
  }

  async findByIds(ids: readonly string[]): Promise<RenewalRecord[]> {
    if (ids.length === 0) return [];
    return this.renewals.find({ _id: { $in: [...ids] } }).lean<RenewalRecord[]>();
  }

  async findById(id: string): Promise<RenewalRecord | null> {
    return isValidObjectId(id) ? this.renewals.findById(id).lean<RenewalRecord>() : null;
  }

  async delete(id: string): Promise<boolean> {
    if (!isValidObjectId(id)) return false;
    return (await this.renewals.deleteOne({ _id: id })).deletedCount === 1;
  }

  /** Notes an event (a resent email, a changed choice), with the fields it changes. */
  async addEvent(id: string, event: RenewalEvent, set: Partial<Renewal> = {}): Promise<void> {
    await this.change(id, {}, set, event);
  }

  /** Staff make an offer current again, unless its status changed meanwhile. True when it did. */
  makeCurrent(id: string, from: RenewalStatus, to: RenewalStatus, event: RenewalEvent): Promise<boolean> {
    return this.change(id, { status: from }, { status: to, madeCurrentAt: event.at }, event);
  }

  /** The customer's first look at the offer; true for the one look that marked it. */
  markViewed(id: string, status: RenewalStatus, event: RenewalEvent): Promise<boolean> {
    return this.change(id, { viewedAt: { $exists: false } }, { viewedAt: event.at, status }, event);
  }

  /** Paid by this payment, unless it was paid already; true when this call marked it. */
  markPaid(id: string, paymentId: string, event: RenewalEvent): Promise<boolean> {
    return this.change(
      id,
      { status: { $ne: 'paid' } },
      { status: 'paid', paidAt: event.at, paymentReference: paymentId },
      event,
    );
  }

  /**
   * Claims the invitation before it is sent, so no renewal is invited twice; true for the claimant. The
   * claim carries `renewal.invited` in the renewal's outbox: the claim is the change it tells of.
   */
  claimInvitation(
    id: string,
    status: RenewalStatus,
    event: RenewalEvent,
    published: PendingEvent,
  ): Promise<boolean> {
    const unclaimed = { invitedAt: { $exists: false } };
    return this.change(id, unclaimed, { invitedAt: event.at, status }, event, [], published);
  }

  /** Gives back the claim made at `claimedAt` (sending failed), and its event, for the next run to try again. */
  async releaseInvitation(
    id: string,
    claimedAt: Date,
    status: RenewalStatus,
    event: RenewalEvent,
  ): Promise<void> {
    await this.change(id, { invitedAt: claimedAt }, { status }, event, ['invitedAt', ...OUTBOX_FIELDS]);
  }

  /** Lapses an unpaid offer staff did not make current meanwhile; true when it did. */
  lapse(id: string, event: RenewalEvent): Promise<boolean> {
    return this.change(
      id,
      { status: { $in: LAPSING }, madeCurrentAt: { $exists: false } },
      { status: 'lapsed' },
      event,
    );
  }

  /**
   * Sets fields and adds an event when `filter` (besides the id) still holds, so two callers never
   * both make the same change. True when it did.
   */
  /** `published`: the change's event for integrators, into the renewal's outbox with the change. */
  private async change(
    id: string,
    filter: QueryFilter<Renewal>,
    set: Partial<Renewal>,
    event: RenewalEvent,
    unset: readonly string[] = [],
    published?: PendingEvent,
  ): Promise<boolean> {
    const update: UpdateQuery<Renewal> = {
      $set: set,
      $push: { events: event },
      ...(unset.length > 0 ? { $unset: Object.fromEntries(unset.map((key) => [key, ''])) } : {}),
    };
    const result = await this.renewals.updateOne(
      { _id: id, ...filter },
      published ? withPendingEvent(update, published) : update,
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
          status: { $in: LAPSING },
          madeCurrentAt: { $exists: false },
        },
        { _id: 1 },
      )
      .lean<RenewalRecord[]>();
  }
}
