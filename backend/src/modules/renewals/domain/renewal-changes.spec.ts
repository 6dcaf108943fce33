import { fieldChanges } from './renewal-changes';
import type { RenewalFields } from './renewal-terms';

const ON_FILE: RenewalFields = {
  policyNumber: 'IVY-R-1',
  customerName: 'Aoife Byrne',
  email: 'aoife@example.ie',
  phone: '0871234567',
  dateOfBirth: '1985-04-12',
  registration: '191-D-12345',
  vehicle: 'Toyota Corolla',
  coverType: 'comprehensive',
  renewalDate: '2027-01-15',
  currentPremiumCents: 61240,
  renewalPremiumCents: 59800,
  noClaimsYears: 6,
  history: [{ yearsAgo: 1, premiumCents: 61240, claims: 0 }],
};

describe('what a row changes on a renewal on file', () => {
  it('names nothing for the same fields', () => {
    expect(fieldChanges(ON_FILE, { ...ON_FILE, history: [...ON_FILE.history] })).toEqual([]);
  });

  it('lists each changed column under its header, old and new as the file writes them, in template order', () => {
    const incoming: RenewalFields = {
      ...ON_FILE,
      renewalPremiumCents: 57500,
      coverType: 'third_party_only',
      phone: undefined,
      email: 'aoife.byrne@example.ie',
      history: [
        { yearsAgo: 1, premiumCents: 61240, claims: 1 },
        { yearsAgo: 2, premiumCents: 64000 },
      ],
    };
    expect(fieldChanges(ON_FILE, incoming)).toEqual([
      { column: 'Email', from: 'aoife@example.ie', to: 'aoife.byrne@example.ie' },
      { column: 'Phone', from: '0871234567', to: '' },
      { column: 'Cover type', from: 'Comprehensive', to: 'Third party only' },
      { column: 'Renewal premium', from: '598.00', to: '575.00' },
      { column: 'Claims 1 year ago', from: '0', to: '1' },
      { column: 'Premium 2 years ago', from: '', to: '640.00' },
    ]);
  });
});
