import { dublinDay } from './domain/buckets';
import { FactRow, FieldDef, SourceDef } from './domain/fields';

/**
 * Every model the statistics read. A source is a descriptor only: the collection, the stored fields
 * it needs, and how one stored document becomes a flat fact row. Adding a model is adding one here.
 */

type Doc = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const euros = (cents: unknown): number | null => {
  const value = number(cents);
  return value === null ? null : value / 100;
};
const flag = (value: unknown): boolean => value === true;
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
/** A nested stored value, e.g. `cover.type`. */
const at = (doc: Doc, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Doc)[key] : undefined),
      doc,
    );
/** The stored Irish day when a module keeps one at write time, else the day of its instant. */
const createdDay = (doc: Doc): string | null => text(doc.createdDay) ?? dublinDay(doc.createdAt);

const CREATED: FieldDef = { key: 'createdDay', label: 'Created', kind: 'date' };
const STATUS: FieldDef = { key: 'status', label: 'Status', kind: 'category' };

function projectionOf(paths: readonly string[]): Record<string, 1> {
  return Object.fromEntries(paths.map((path) => [path, 1]));
}

function source(def: Omit<SourceDef, 'projection'>, paths: readonly string[]): SourceDef {
  return { ...def, projection: projectionOf(['createdAt', ...paths]) };
}

/** How far a quote got: every quote started, priced ones have an outcome, bought ones a policy. */
export function quoteStages(status: unknown): string[] {
  if (status === 'purchased') return ['started', 'priced', 'purchased'];
  if (status === 'quoted' || status === 'declined' || status === 'referred') return ['started', 'priced'];
  return ['started'];
}

export const QUOTES = source(
  {
    key: 'quotes',
    partition: 'createdDay',
    label: 'Quotes',
    collection: 'quotes',
    defaultDate: 'createdDay',
    fields: [
      CREATED,
      { key: 'purchasedDay', label: 'Purchased', kind: 'date' },
      STATUS,
      { key: 'stages', label: 'Funnel stages reached', kind: 'tags' },
      { key: 'coverType', label: 'Cover type', kind: 'category' },
      { key: 'area', label: 'Area', kind: 'category' },
      { key: 'paymentOption', label: 'Payment option', kind: 'category' },
      { key: 'source', label: 'Priced by', kind: 'category' },
      { key: 'reasons', label: 'Decline or referral reasons', kind: 'tags' },
      { key: 'premium', label: 'Premium', kind: 'number', unit: 'eur' },
    ],
    toRow: (doc: Doc): FactRow => ({
      createdDay: createdDay(doc),
      purchasedDay: dublinDay(doc.purchasedAt),
      status: text(doc.status),
      stages: quoteStages(doc.status),
      coverType: text(doc.coverType),
      area: text(doc.area),
      paymentOption: text(doc.paymentOption),
      source: text(doc.source),
      reasons: texts(doc.declineReasonCodes),
      premium: euros(doc.totalCents),
    }),
  },
  [
    'createdDay',
    'purchasedAt',
    'status',
    'coverType',
    'area',
    'paymentOption',
    'source',
    'declineReasonCodes',
    'totalCents',
  ],
);

export const POLICIES = source(
  {
    key: 'policies',
    partition: 'createdDay',
    label: 'Policies',
    collection: 'policies',
    defaultDate: 'createdDay',
    fields: [
      { ...CREATED, label: 'Bought' },
      { key: 'startDate', label: 'Cover starts', kind: 'date' },
      STATUS,
      { key: 'coverType', label: 'Cover type', kind: 'category' },
      { key: 'paymentOption', label: 'Payment option', kind: 'category' },
      { key: 'county', label: 'County', kind: 'category' },
      { key: 'make', label: 'Car make', kind: 'category' },
      { key: 'namedDrivers', label: 'Named drivers', kind: 'number' },
      { key: 'premium', label: 'Premium', kind: 'number', unit: 'eur' },
    ],
    toRow: (doc: Doc): FactRow => ({
      createdDay: createdDay(doc),
      startDate: dublinDay(doc.startDate),
      status: text(doc.status),
      coverType: text(at(doc, 'cover.type')),
      paymentOption: text(doc.paymentOption),
      county: text(at(doc, 'holder.address.county')),
      make: text(at(doc, 'vehicle.make')),
      namedDrivers: number(at(doc, 'cover.namedDrivers')),
      premium: euros(at(doc, 'premium.totalCents')),
    }),
  },
  [
    'createdDay',
    'startDate',
    'status',
    'cover',
    'paymentOption',
    'holder.address.county',
    'vehicle.make',
    'premium.totalCents',
  ],
);

export const RENEWAL_STATUSES = ['imported', 'invited', 'viewed', 'paid', 'lapsed'] as const;

/**
 * Renewals are written by the renewals module. Assumed stored fields: `status` (one of
 * RENEWAL_STATUSES), `renewalDate` (a 'YYYY-MM-DD' day or a date), the premium as integer cents in
 * `renewalPremiumCents` (or euros in `renewalPremium`), `coverType`, `createdAt`. Read from the raw
 * collection, so no model need be registered; a missing collection reads as no renewals.
 */
export const RENEWALS = source(
  {
    key: 'renewals',
    partition: 'renewalMonth',
    label: 'Renewals',
    collection: 'renewals',
    defaultDate: 'renewalDate',
    fields: [
      { key: 'renewalDate', label: 'Renewal date', kind: 'date' },
      { ...CREATED, label: 'Imported' },
      STATUS,
      { key: 'coverType', label: 'Cover type', kind: 'category' },
      { key: 'renewalPremium', label: 'Renewal premium', kind: 'number', unit: 'eur' },
    ],
    toRow: (doc: Doc): FactRow => ({
      renewalDate: dublinDay(doc.renewalDate),
      createdDay: createdDay(doc),
      status: text(doc.status),
      coverType: text(doc.coverType),
      renewalPremium: euros(doc.renewalPremiumCents) ?? number(doc.renewalPremium),
    }),
  },
  ['renewalDate', 'status', 'coverType', 'renewalPremiumCents', 'renewalPremium'],
);

export const PAYMENTS = source(
  {
    key: 'payments',
    partition: 'createdDay',
    label: 'Payments',
    collection: 'payments',
    defaultDate: 'createdDay',
    fields: [
      CREATED,
      { key: 'settledDay', label: 'Settled', kind: 'date' },
      STATUS,
      { key: 'purpose', label: 'Purpose', kind: 'category' },
      { key: 'option', label: 'Option', kind: 'category' },
      { key: 'provider', label: 'Provider', kind: 'category' },
      { key: 'amount', label: 'Amount', kind: 'number', unit: 'eur' },
    ],
    toRow: (doc: Doc): FactRow => ({
      createdDay: createdDay(doc),
      settledDay: dublinDay(doc.settledAt),
      status: text(doc.status),
      purpose: text(doc.purpose),
      option: text(doc.option),
      provider: text(doc.provider),
      amount: euros(doc.amountCents),
    }),
  },
  ['createdDay', 'settledAt', 'status', 'purpose', 'option', 'provider', 'amountCents'],
);

export const USERS = source(
  {
    key: 'users',
    label: 'Users',
    collection: 'users',
    defaultDate: 'createdDay',
    fields: [
      CREATED,
      { key: 'isAdmin', label: 'Administrator', kind: 'category' },
      { key: 'twoFactor', label: 'Two-factor on', kind: 'category' },
    ],
    toRow: (doc: Doc): FactRow => ({
      createdDay: createdDay(doc),
      isAdmin: flag(doc.isAdmin),
      twoFactor: flag(doc.isTwoFactorEnabled),
    }),
  },
  ['isAdmin', 'isTwoFactorEnabled'],
);

const SUBMISSION_PATHS = ['createdDay', 'status'];

export const CONTACTS = source(
  {
    key: 'contacts',
    partition: 'createdDay',
    label: 'Contact requests',
    collection: 'contacts',
    defaultDate: 'createdDay',
    fields: [CREATED, STATUS, { key: 'hasPolicy', label: 'Gave a policy number', kind: 'category' }],
    toRow: (doc: Doc): FactRow => ({
      createdDay: createdDay(doc),
      status: text(doc.status),
      hasPolicy: text(doc.policyNumber) !== null,
    }),
  },
  [...SUBMISSION_PATHS, 'policyNumber'],
);

export const FEEDBACK = source(
  {
    key: 'feedback',
    partition: 'createdDay',
    label: 'Feedback',
    collection: 'customer_feedback',
    defaultDate: 'createdDay',
    fields: [
      CREATED,
      STATUS,
      { key: 'isComplaint', label: 'Complaint', kind: 'category' },
      { key: 'rating', label: 'Rating', kind: 'number' },
    ],
    toRow: (doc: Doc): FactRow => ({
      createdDay: createdDay(doc),
      status: text(doc.status),
      isComplaint: flag(doc.isComplaint),
      rating: number(doc.rating),
    }),
  },
  [...SUBMISSION_PATHS, 'isComplaint', 'rating'],
);

export const POLICY_CHANGES = source(
  {
    key: 'policyChanges',
    partition: 'createdDay',
    label: 'Policy changes',
    collection: 'policy_change_requests',
    defaultDate: 'createdDay',
    fields: [
      CREATED,
      { key: 'effectiveDate', label: 'Effective', kind: 'date' },
      STATUS,
      { key: 'requestType', label: 'Change', kind: 'category' },
    ],
    toRow: (doc: Doc): FactRow => ({
      createdDay: createdDay(doc),
      effectiveDate: dublinDay(doc.effectiveDate),
      status: text(doc.status),
      requestType: text(doc.requestType),
    }),
  },
  [...SUBMISSION_PATHS, 'effectiveDate', 'requestType'],
);

export const POSTS = source(
  {
    key: 'posts',
    label: 'Blog posts',
    collection: 'posts',
    defaultDate: 'createdDay',
    fields: [
      CREATED,
      { key: 'publishedDay', label: 'Published', kind: 'date' },
      STATUS,
      { key: 'featured', label: 'Featured', kind: 'category' },
      { key: 'tags', label: 'Tags', kind: 'tags' },
      { key: 'readingMinutes', label: 'Reading minutes', kind: 'number' },
    ],
    toRow: (doc: Doc): FactRow => ({
      createdDay: createdDay(doc),
      publishedDay: text(doc.publishedDay),
      status: text(doc.status),
      featured: flag(doc.featured),
      tags: texts(doc.tags),
      readingMinutes: number(doc.readingMinutes),
    }),
  },
  ['createdDay', 'publishedDay', 'status', 'featured', 'tags', 'readingMinutes'],
);

export const COMPETITION_ENTRIES = source(
  {
    key: 'competitionEntries',
    partition: 'createdDay',
    label: 'Competition entries',
    collection: 'competition_entries',
    defaultDate: 'createdDay',
    fields: [{ ...CREATED, label: 'Entered' }],
    toRow: (doc: Doc): FactRow => ({ createdDay: createdDay(doc) }),
  },
  ['createdDay'],
);

export const SOURCES: readonly SourceDef[] = [
  QUOTES,
  POLICIES,
  RENEWALS,
  PAYMENTS,
  USERS,
  CONTACTS,
  FEEDBACK,
  POLICY_CHANGES,
  POSTS,
  COMPETITION_ENTRIES,
];

export function sourceByKey(key: string): SourceDef | undefined {
  return SOURCES.find((candidate) => candidate.key === key);
}
