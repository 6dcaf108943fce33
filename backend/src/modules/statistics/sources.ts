import { FieldDef, SourceDef } from './domain/fields';

const QUOTE_STAGE_WORDS = {
  started: 'Started',
  priced: 'Priced',
  quoted: 'Quoted',
  declined: 'Declined',
  referred: 'Referred',
  purchased: 'Bought',
};
const COVER_TYPE_WORDS = {
  comprehensive: 'Comprehensive',
  third_party_fire_theft: 'Third party, fire and theft',
  third_party_only: 'Third party only',
};
const PAYMENT_OPTION_WORDS = { annual: 'Annual', monthly: 'Monthly', monthly_deposit: 'Monthly' };

/**
 * Every model the statistics read, as fields of flat fact rows. The module owning each model turns its
 * records into these rows (its `*StatisticsSource`, e.g. quotes/quotes-statistics.source.ts), so a
 * source here names no collection and no stored field. Adding a model is adding one here and a fact
 * spec in its owner.
 */

const CREATED: FieldDef = { key: 'createdDay', label: 'Created', kind: 'date' };
const STATUS: FieldDef = { key: 'status', label: 'Status', kind: 'category' };
const COVER_TYPE: FieldDef = {
  key: 'coverType',
  label: 'Cover type',
  kind: 'category',
  words: COVER_TYPE_WORDS,
};
const PAYMENT_OPTION: FieldDef = {
  key: 'paymentOption',
  label: 'Payment option',
  kind: 'category',
  words: PAYMENT_OPTION_WORDS,
};

export const QUOTES: SourceDef = {
  key: 'quotes',
  label: 'Quotes',
  defaultDate: 'createdDay',
  fields: [
    CREATED,
    { key: 'purchasedDay', label: 'Purchased', kind: 'date' },
    { ...STATUS, words: QUOTE_STAGE_WORDS },
    { key: 'stages', label: 'Funnel stages reached', kind: 'tags', words: QUOTE_STAGE_WORDS },
    COVER_TYPE,
    { key: 'area', label: 'Area', kind: 'category' },
    PAYMENT_OPTION,
    { key: 'source', label: 'Priced by', kind: 'category' },
    { key: 'reasons', label: 'Decline or referral reasons', kind: 'tags' },
    { key: 'premium', label: 'Premium', kind: 'number', unit: 'eur' },
  ],
};

export const POLICIES: SourceDef = {
  key: 'policies',
  label: 'Policies',
  defaultDate: 'createdDay',
  fields: [
    { ...CREATED, label: 'Bought' },
    { key: 'startDate', label: 'Cover starts', kind: 'date' },
    STATUS,
    COVER_TYPE,
    PAYMENT_OPTION,
    { key: 'county', label: 'County', kind: 'category' },
    { key: 'make', label: 'Car make', kind: 'category' },
    { key: 'namedDrivers', label: 'Named drivers', kind: 'number' },
    { key: 'premium', label: 'Premium', kind: 'number', unit: 'eur' },
  ],
};

export const RENEWAL_STATUSES = ['imported', 'invited', 'viewed', 'paid', 'lapsed'] as const;

export const RENEWALS: SourceDef = {
  key: 'renewals',
  label: 'Renewals',
  defaultDate: 'renewalDate',
  fields: [
    { key: 'renewalDate', label: 'Renewal date', kind: 'date' },
    { ...CREATED, label: 'Imported' },
    {
      ...STATUS,
      words: { imported: 'Imported', invited: 'Invited', viewed: 'Viewed', paid: 'Paid', lapsed: 'Lapsed' },
    },
    COVER_TYPE,
    { key: 'renewalPremium', label: 'Renewal premium', kind: 'number', unit: 'eur' },
  ],
};

export const PAYMENTS: SourceDef = {
  key: 'payments',
  label: 'Payments',
  defaultDate: 'createdDay',
  fields: [
    CREATED,
    { key: 'settledDay', label: 'Settled', kind: 'date' },
    {
      ...STATUS,
      words: {
        pending: 'Pending',
        succeeded: 'Paid',
        failed: 'Failed',
        cancelled: 'Cancelled',
        expired: 'Expired',
        held: 'Held for checking',
        unfulfilled: 'Paid, not fulfilled yet',
      },
    },
    {
      key: 'purpose',
      label: 'Purpose',
      kind: 'category',
      words: { new_policy: 'New policy', renewal: 'Renewal', adjustment: 'Change to a policy' },
    },
    { ...PAYMENT_OPTION, key: 'option', label: 'Option' },
    { key: 'provider', label: 'Provider', kind: 'category' },
    { key: 'amount', label: 'Amount', kind: 'number', unit: 'eur' },
  ],
};

export const ADJUSTMENT_STATUS_WORDS = {
  quoted: 'Priced',
  applied: 'Being made',
  settled: 'Made',
  referred: 'Referred to staff',
  declined: 'Declined',
};

export const ADJUSTMENTS: SourceDef = {
  key: 'adjustments',
  label: 'Mid-term changes',
  defaultDate: 'createdDay',
  fields: [
    { ...CREATED, label: 'Priced' },
    { key: 'settledDay', label: 'Made', kind: 'date' },
    { ...STATUS, words: ADJUSTMENT_STATUS_WORDS },
    {
      key: 'type',
      label: 'Change',
      kind: 'category',
      words: {
        passed_test: 'Passed the driving test',
        change_address: 'New address',
        change_car: 'New car',
        add_driver: 'Named driver added',
        remove_driver: 'Named driver removed',
      },
    },
    { key: 'moved', label: 'Premium moved', kind: 'number', unit: 'eur' },
  ],
};

export const USERS: SourceDef = {
  key: 'users',
  label: 'Users',
  defaultDate: 'createdDay',
  fields: [
    CREATED,
    { key: 'isAdmin', label: 'Administrator', kind: 'category' },
    { key: 'twoFactor', label: 'Two-factor on', kind: 'category' },
  ],
};

export const CONTACTS: SourceDef = {
  key: 'contacts',
  label: 'Contact requests',
  defaultDate: 'createdDay',
  fields: [CREATED, STATUS, { key: 'hasPolicy', label: 'Gave a policy number', kind: 'category' }],
};

export const FEEDBACK: SourceDef = {
  key: 'feedback',
  label: 'Feedback',
  defaultDate: 'createdDay',
  fields: [
    CREATED,
    STATUS,
    { key: 'isComplaint', label: 'Complaint', kind: 'category' },
    { key: 'rating', label: 'Rating', kind: 'number' },
  ],
};

export const POLICY_CHANGES: SourceDef = {
  key: 'policyChanges',
  label: 'Policy changes',
  defaultDate: 'createdDay',
  fields: [
    CREATED,
    { key: 'effectiveDate', label: 'Effective', kind: 'date' },
    STATUS,
    { key: 'requestType', label: 'Change', kind: 'category' },
  ],
};

export const POSTS: SourceDef = {
  key: 'posts',
  label: 'Blog posts',
  defaultDate: 'createdDay',
  fields: [
    CREATED,
    { key: 'publishedDay', label: 'Published', kind: 'date' },
    STATUS,
    { key: 'featured', label: 'Featured', kind: 'category' },
    { key: 'tags', label: 'Tags', kind: 'tags' },
    { key: 'readingMinutes', label: 'Reading minutes', kind: 'number' },
  ],
};

export const COMPETITION_ENTRIES: SourceDef = {
  key: 'competitionEntries',
  label: 'Competition entries',
  defaultDate: 'createdDay',
  fields: [{ ...CREATED, label: 'Entered' }],
};

export const SOURCES: readonly SourceDef[] = [
  QUOTES,
  POLICIES,
  RENEWALS,
  PAYMENTS,
  ADJUSTMENTS,
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
