import { SetMetadata } from '@nestjs/common';

export const PERSONAL_DATA_HOOK = 'ivy:personalDataHook';

/**
 * One person, as every identifier the records found so far give for them. A request starts from what
 * staff typed (an email, a phone, a web reference or a policy number); each hook's `find` adds what
 * its records reveal (a quote gives its email and phone, a policy its quote), until nothing new turns up.
 */
export interface Subject {
  /** Lower case. */
  emails: string[];
  /**
   * National digits (`phoneKey`). Only as typed: a household shares a phone, so records never add
   * one (following it would reach, and erase, another person).
   */
  phones: string[];
  /** Upper case. */
  webReferences: string[];
  /** Upper case. */
  policyNumbers: string[];
  /**
   * Records of one module that another module's records point at, as `<kind>:<id>`: `quote:<id>`
   * (payments, mandates and competition entries follow their quote), `renewal:<id>`, `contact:<id>`
   * (the audit log's before and after).
   */
  recordKeys: string[];
}

export type SubjectIdentifiers = { [K in keyof Subject]?: string[] };

/** Why a policy or payment record outlives an erasure (the policy record the law requires). */
export const LEGAL_RETENTION_REASON =
  'Kept, minimal, for the retention period the law requires after the cover ends';

/** Why a record outlives an erasure, and until when. */
export interface LegalHold {
  reason: string;
  until: Date;
}

/** A record an erasure kept for the law carries these two fields (policies, payments, mandates, renewals). */
export interface Retained {
  retainedUntil?: Date;
  retainedFor?: string;
}

/** The `hold` of a record as the finder lists it: present only on a record kept after an erasure. */
export function holdOf(record: Retained): { hold?: LegalHold } {
  return record.retainedUntil
    ? { hold: { reason: record.retainedFor ?? LEGAL_RETENTION_REASON, until: record.retainedUntil } }
    : {};
}

/** One record, as the person finder lists it. */
export interface HeldRecord {
  /** What it is, in staff's words: "Quote", "Policy", "Email sent". */
  kind: string;
  /** Its reference or id. */
  reference: string;
  at?: Date;
  /** Set on a record already kept minimal after an erasure. */
  hold?: LegalHold;
  /**
   * The record key (`quote:<id>`, `contact:<id>`, `account:<id>`) that brings it into a request when
   * staff tick it; absent on records that come with another (a payment with its quote).
   */
  id?: string;
  /** Why it belongs to the person, in staff's words: "policy number given", "email, bought". */
  matchedBy?: string;
}

export interface Findings {
  /** The records the subject reaches on verified identity: exported and erased. */
  records: HeldRecord[];
  /**
   * Records found by an email alone that nobody verified for them (anyone can type someone else's
   * email): listed apart, left out of the export and the erasure unless their `id` is among the
   * subject's record keys (staff ticked it).
   */
  unverified?: HeldRecord[];
  /**
   * Identifiers these records give, which other hooks may hold records under. Emails here are followed:
   * only those a record proved the person holds (a purchase, an emailed link opened, the insurer's file).
   */
  identifiers?: SubjectIdentifiers;
  /** Emails the records give that nobody verified: not followed; what they reach is listed apart. */
  unprovenEmails?: string[];
}

/** The rules an erasure applies: what the law requires to be kept, and for how long. */
export interface ErasurePolicy {
  now: Date;
  /**
   * When a policy or payment record kept for the law may go, given the day its cover ends (YYYY-MM-DD):
   * the same for every record the erasure keeps (see `coverEnds`), never before that cover's own end.
   */
  retainedUntil(coverEndDay: string): Date;
  /** That one date, when the erasure keeps anything new. */
  keptUntil?: Date;
}

/** What an erasure did in one section. */
export interface ErasureOutcome {
  deleted: number;
  anonymised: number;
  /** Records kept minimal for the law (each also counted as anonymised or left as it was). */
  held: number;
}

/** The cut-off instants of the retention periods, computed once per sweep from the configuration. */
export interface RetentionCutoffs {
  now: Date;
  /** Quotes never bought, created before this. */
  unboughtQuotes: Date;
  /** Enquiries (contact, feedback, policy changes, association quotes) created before this. */
  enquiries: Date;
  /** Cookie consent proofs recorded before this (the consent's own life plus the period after). */
  consentProofs: Date;
  outboxMail: Date;
  auditEntries: Date;
}

/** How many records of one kind a sweep deleted: `{ section: 'quotes', kind: 'unbought quotes', count: 3 }`. */
export interface SweepCount {
  section: string;
  kind: string;
  count: number;
}

/** A module's retention rule: deletes what outlived its period (and kept records whose hold has ended). */
export interface RetentionSweep {
  readonly section: string;
  sweep(cutoffs: RetentionCutoffs): Promise<SweepCount[]>;
}

/**
 * What a module that owns personal data implements, once (GDPR Articles 15, 17 and 20): find the
 * person's records, export them, erase them, and delete what outlived its retention period. A new
 * module plugs in by providing a class marked `@PersonalDataOwner()`; nothing else changes.
 */
export interface PersonalDataHook {
  /** The archive's section name for this hook's records: `quotes`, `payments`… */
  readonly section: string;
  find(subject: Subject): Promise<Findings>;
  /** Everything held, as plain JSON-ready objects (no secrets: a mandate shows only the IBAN's last four). */
  export(subject: Subject): Promise<unknown[]>;
  /** Removes or irreversibly anonymises; keeps minimal, marked with a LegalHold, what the law requires. */
  erase(subject: Subject, policy: ErasurePolicy): Promise<ErasureOutcome>;
  /**
   * The days (YYYY-MM-DD) the covers end of the records `erase` would keep for the law and holds
   * nothing for yet: the erasure keeps them all until the latest of them, plus the retention years.
   */
  coverEnds?(subject: Subject): Promise<string[]>;
  /** Deletes what outlived its period (and held records whose hold has ended). */
  sweep?(cutoffs: RetentionCutoffs): Promise<SweepCount[]>;
}

/**
 * Marks a provider as its module's PersonalDataHook, or as a RetentionSweep alone for records that
 * name nobody (cookie consent proofs); the data-protection registry discovers it.
 */
export const PersonalDataOwner = () => SetMetadata(PERSONAL_DATA_HOOK, true);

export const NOTHING_ERASED: Readonly<ErasureOutcome> = Object.freeze({ deleted: 0, anonymised: 0, held: 0 });

/** The `<kind>:<id>` record keys of one kind, as ids. */
export function recordIds(subject: Subject, kind: string): string[] {
  const prefix = `${kind}:`;
  return subject.recordKeys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}

/** Of records found by an email alone, those staff ticked: their `<kind>:<id>` is among the record keys. */
export function tickedOnly<R extends { _id: unknown }>(subject: Subject, kind: string, records: R[]): R[] {
  const ticked = new Set(recordIds(subject, kind));
  return records.filter((record) => ticked.has(String(record._id)));
}
