import { compactKey, fullNameKeys, searchKey } from '#src/common/search/search-keys';
import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import type { CoverType } from '../../rating';

/**
 * imported → invited → viewed → paid; `lapsed` once the renewal date passed unpaid (staff may make a
 * lapsed offer current again).
 */
export const RENEWAL_STATUSES = ['imported', 'invited', 'viewed', 'paid', 'lapsed'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

export const RENEWAL_EVENT_TYPES = [
  'imported',
  'updated',
  'invited',
  'invitation_resent',
  'viewed',
  'auto_renew_changed',
  'paid',
  'lapsed',
  'made_current',
  'documents_resent',
] as const;
export type RenewalEventType = (typeof RENEWAL_EVENT_TYPES)[number];

/** How many past years of premiums and claims an import may carry. */
export const HISTORY_YEARS = 5;

export interface HistoryYear {
  /** 1 = the year just ending, 5 = five years ago. */
  yearsAgo: number;
  premiumCents?: number;
  claims?: number;
}

/** One renewal offer as an import row gives it, validated and normalised. */
export interface RenewalFields {
  policyNumber: string;
  customerName: string;
  email: string;
  phone?: string;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  registration: string;
  vehicle: string;
  coverType: CoverType;
  /** 'YYYY-MM-DD' */
  renewalDate: string;
  currentPremiumCents: number;
  renewalPremiumCents: number;
  noClaimsYears: number;
  history: HistoryYear[];
}

/**
 * A renewal's _id follows from its policy number, so an import writes by _id: an insert that raced
 * another import's becomes an update of the same renewal (insertAsUpdate), never a second one.
 */
export function renewalIdOf(policyNumber: string): Types.ObjectId {
  return new Types.ObjectId(
    createHash('sha256').update(`renewal:${policyNumber}`).digest('hex').slice(0, 24),
  );
}

/** Tells an unchanged row from an updated one on re-import, without reading every field back. */
export function contentHash(fields: RenewalFields): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

/** What the staff search box matches by prefix: policy number, either name first, email, registration. */
export function renewalSearchKeys(
  fields: Pick<RenewalFields, 'policyNumber' | 'customerName' | 'email' | 'registration'>,
) {
  const { nameKey, surnameKey } = fullNameKeys(fields.customerName);
  return {
    policyKey: compactKey(fields.policyNumber),
    nameKey,
    surnameKey,
    emailKey: searchKey(fields.email),
    registrationKey: compactKey(fields.registration),
  };
}

/** The search box's filter over renewalSearchKeys. */
export const RENEWAL_SEARCH = {
  policyKey: 'compact',
  nameKey: 'text',
  surnameKey: 'text',
  emailKey: 'text',
  registrationKey: 'compact',
} as const;
