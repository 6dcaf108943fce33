import type { mongo } from 'mongoose';
import { contentHash, renewalIdOf, RenewalFields, renewalSearchKeys } from './renewal-terms';

/** What the database holds for a policy number, as far as an import needs to know. */
export interface Existing {
  contentHash: string;
  renewalDate: string;
  /** The import that last wrote it: a batch written again after a stop finds its own rows here. */
  importId?: string;
}

export type RowOutcome = 'new' | 'updated' | 'unchanged';

export interface ImportCounts {
  total: number;
  new: number;
  updated: number;
  unchanged: number;
  invalid: number;
}

export const noCounts = (): ImportCounts => ({ total: 0, new: 0, updated: 0, unchanged: 0, invalid: 0 });

/** `hash` is the row's contentHash, computed once per row by the caller. */
export function outcomeOf(hash: string, existing: Existing | undefined): RowOutcome {
  if (!existing) return 'new';
  return existing.contentHash === hash ? 'unchanged' : 'updated';
}

export interface ImportContext {
  importId: string;
  fileName: string;
  now: Date;
}

/** A renewal's imported fields as stored, with what is derived from them. */
type StoredFields = RenewalFields & {
  renewalMonth: string;
  policyKey: string;
  nameKey: string;
  surnameKey: string;
  emailKey: string;
  registrationKey: string;
  contentHash: string;
  importId: string;
  updatedAt: Date;
};

/**
 * Written out property by property, not spread (`{ ...fields, ... }`): V8 kept the spread copies an
 * import makes 100,000 of into its old generation, which grew by some 200 MB before a full
 * collection (measured); these literals die young.
 */
function storedFields(fields: RenewalFields, hash: string, importId: string, now: Date): StoredFields {
  const keys = renewalSearchKeys(fields);
  const stored: StoredFields = {
    policyNumber: fields.policyNumber,
    customerName: fields.customerName,
    email: fields.email,
    dateOfBirth: fields.dateOfBirth,
    registration: fields.registration,
    vehicle: fields.vehicle,
    coverType: fields.coverType,
    renewalDate: fields.renewalDate,
    currentPremiumCents: fields.currentPremiumCents,
    renewalPremiumCents: fields.renewalPremiumCents,
    noClaimsYears: fields.noClaimsYears,
    history: fields.history,
    renewalMonth: fields.renewalDate.slice(0, 7),
    policyKey: keys.policyKey,
    nameKey: keys.nameKey,
    surnameKey: keys.surnameKey,
    emailKey: keys.emailKey,
    registrationKey: keys.registrationKey,
    contentHash: hash,
    importId,
    updatedAt: now,
  };
  if (fields.phone !== undefined) stored.phone = fields.phone;
  return stored;
}

/**
 * The write for one valid row, by the _id the policy number gives. A new renewal is inserted (an
 * unordered batch of inserts is the fastest write there is); a changed one is updated in place; an unchanged one writes
 * nothing, which makes re-importing a file a no-op. A new renewal date is next year's offer: the
 * customer's progress on the old one (invited, viewed, paid) starts again.
 */
export function renewalWrite(
  fields: RenewalFields,
  existing: Existing | undefined,
  { importId, fileName, now }: ImportContext,
  hash = contentHash(fields),
): mongo.AnyBulkWriteOperation | undefined {
  const outcome = outcomeOf(hash, existing);
  if (outcome === 'unchanged') return undefined;
  const set: mongo.Document = storedFields(fields, hash, importId, now);
  const _id = renewalIdOf(fields.policyNumber);
  if (outcome === 'new') {
    const document = set;
    document._id = _id;
    document.status = 'imported';
    document.autoRenew = true;
    document.createdAt = now;
    document.events = [{ at: now, type: 'imported', note: `Imported from ${fileName}` }];
    return { insertOne: { document } };
  }
  const filter = { _id };
  const newTerm = existing!.renewalDate !== fields.renewalDate;
  if (newTerm) {
    set.status = 'imported';
    set.autoRenew = true;
  }
  const unset = {
    ...(fields.phone === undefined ? { phone: '' } : {}),
    ...(newTerm ? { invitedAt: '', viewedAt: '', paidAt: '', paymentReference: '', madeCurrentAt: '' } : {}),
  };
  const update: mongo.Document = {
    $set: set,
    ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
    $push: {
      events: {
        at: now,
        type: newTerm ? 'imported' : 'updated',
        note: newTerm
          ? `Next renewal (${fields.renewalDate}) imported from ${fileName}`
          : `Updated from ${fileName}`,
      },
    },
  };
  return { updateOne: { filter, update } };
}

/** What an insert sets besides the imported fields: where the customer stands, from the start. */
const START_FIELDS = new Set(['_id', 'status', 'autoRenew', 'createdAt', 'events']);

/** An insert that found the renewal there after all (another import wrote it meanwhile), as an update of the imported fields. */
export function insertAsUpdate(
  operation: mongo.AnyBulkWriteOperation,
): mongo.AnyBulkWriteOperation | undefined {
  if (!('insertOne' in operation)) return undefined;
  const { document } = operation.insertOne;
  const imported = Object.fromEntries(Object.entries(document).filter(([key]) => !START_FIELDS.has(key)));
  return { updateOne: { filter: { _id: document._id }, update: { $set: imported } } };
}
