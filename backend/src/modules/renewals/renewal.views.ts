import type { DocumentListing } from '../documents';
import { COVER_TYPE_LABELS } from '../rating';
import type { RenewalRecord } from './schemas/renewal.schema';

/** A row of the staff list. */
export function renewalRow(record: RenewalRecord) {
  return {
    _id: String(record._id),
    policyNumber: record.policyNumber,
    customerName: record.customerName,
    email: record.email,
    registration: record.registration,
    vehicle: record.vehicle,
    renewalDate: record.renewalDate,
    renewalPremiumCents: record.renewalPremiumCents,
    status: record.status,
    autoRenew: record.autoRenew,
    ...(record.invitedAt ? { invitedAt: record.invitedAt } : {}),
  };
}

/** Everything staff see on the renewal's page, with its timeline newest first. */
export function renewalDetail(record: RenewalRecord) {
  return {
    ...renewalRow(record),
    ...(record.phone ? { phone: record.phone } : {}),
    dateOfBirth: record.dateOfBirth,
    coverType: record.coverType,
    coverLabel: COVER_TYPE_LABELS[record.coverType],
    currentPremiumCents: record.currentPremiumCents,
    noClaimsYears: record.noClaimsYears,
    history: record.history ?? [],
    renewalMonth: record.renewalMonth,
    importId: record.importId,
    ...(record.viewedAt ? { viewedAt: record.viewedAt } : {}),
    ...(record.paidAt ? { paidAt: record.paidAt } : {}),
    ...(record.paymentReference ? { paymentReference: record.paymentReference } : {}),
    ...(record.madeCurrentAt ? { madeCurrentAt: record.madeCurrentAt } : {}),
    events: [...(record.events ?? [])].reverse(),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** What the customer sees of their renewal: the offer, never the date of birth or contact details. */
export function renewalOffer(record: RenewalRecord) {
  return {
    _id: String(record._id),
    policyNumber: record.policyNumber,
    firstName: record.customerName.split(' ')[0],
    vehicle: record.vehicle,
    registration: record.registration,
    coverType: record.coverType,
    coverLabel: COVER_TYPE_LABELS[record.coverType],
    renewalDate: record.renewalDate,
    currentPremiumCents: record.currentPremiumCents,
    renewalPremiumCents: record.renewalPremiumCents,
    changeCents: record.renewalPremiumCents - record.currentPremiumCents,
    noClaimsYears: record.noClaimsYears,
    history: record.history ?? [],
    autoRenew: record.autoRenew,
    status: record.status,
    payable: record.status !== 'paid' && record.status !== 'lapsed',
  };
}

/** Once paid, with the new period's documents. */
export type RenewalOffer = ReturnType<typeof renewalOffer> & { documents?: DocumentListing[] };

/** What payments reads of a renewal open for payment (RenewalsService.payable), to build its checkout. */
export type PayableRenewal = Pick<
  RenewalRecord,
  | '_id'
  | 'policyNumber'
  | 'customerName'
  | 'email'
  | 'coverType'
  | 'vehicle'
  | 'registration'
  | 'renewalDate'
  | 'renewalPremiumCents'
>;
