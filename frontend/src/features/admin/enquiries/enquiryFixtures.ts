import type { Contact, EnquiriesPage, PolicyChangeRequest } from '#src/api/forms';

/** Test fixtures: received enquiries as the API answers them. */
export function enquiriesPage<T>(rows: T[], paging: Partial<EnquiriesPage<T>> = {}): EnquiriesPage<T> {
  return { rows, page: 0, total_pages: 1, ...paging };
}

const RECEIVED = {
  status: 'new',
  note: '',
  createdAt: '2026-01-15T10:30:00.000Z',
  updatedAt: '2026-01-15T10:30:00.000Z',
  createdDay: '2026-01-15',
  createdWeek: '2026-W03',
  createdMonth: '2026-01',
} as const;

export const CONTACT: Contact = {
  ...RECEIVED,
  _id: '65f0c0ffee0000000000c001',
  reference: 'CT-7Q4K2M',
  name: 'Siobhán Murphy',
  email: 'siobhan@example.ie',
  phone: '0871234567',
  message: 'Could you call me about adding my son to the policy?\nMornings suit best.',
};

export const POLICY_CHANGE: PolicyChangeRequest = {
  ...RECEIVED,
  _id: '65f0c0ffee0000000000p001',
  reference: 'PC-3H8N1X',
  requestType: 'Change of address',
  policyNumber: 'IVY-000123',
  name: 'Declan Walsh',
  email: 'declan@example.ie',
  phone: '0861234567',
  effectiveDate: '2026-02-01',
  newAddressLine1: '12 Main Street',
  newAddressLine2: 'Ennis',
  newEircode: 'V95 X2Y3',
};
