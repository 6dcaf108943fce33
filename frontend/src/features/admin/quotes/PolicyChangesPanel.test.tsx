import { render, screen } from '@testing-library/react';
import { usePolicyAdjustments, type StaffAdjustment } from '#src/api/policyDocuments';
import { PolicyChangesPanel } from './PolicyChangesPanel';

vi.mock('#src/api/policyDocuments', () => ({ usePolicyAdjustments: vi.fn() }));

const SETTLED: StaffAdjustment = {
  id: 'a1',
  status: 'settled',
  type: 'passed_test',
  summary: 'Aoife passed the driving test on 14 May 2027: now a full Irish licence holder',
  effectiveDate: '2027-05-15',
  by: 'policyholder (my-policy)',
  createdAt: '2027-05-15T09:00:00Z',
  settledAt: '2027-05-15T09:01:00Z',
  price: {
    annualBeforeCents: 180_000,
    annualAfterCents: 120_000,
    daysLeft: 200,
    premiumCents: -31_780,
    levyCents: -953,
    adminFeeCents: 0,
    totalCents: -32_733,
    payNowCents: 0,
    refundCents: 32_733,
  },
};
const REFERRED: StaffAdjustment = {
  ...SETTLED,
  id: 'a2',
  status: 'referred',
  settledAt: undefined,
  price: undefined,
  reasons: ['Our team priced this policy, so they will price the change too.'],
};

describe('PolicyChangesPanel', () => {
  it('lists each change with its price before and after, who asked and its status; a referral with its reasons', () => {
    vi.mocked(usePolicyAdjustments).mockReturnValue({ data: [REFERRED, SETTLED] } as never);
    render(<PolicyChangesPanel policyId="p1" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Our team priced this policy');
    expect(rows[0]).toHaveTextContent('Referred to us');
    expect(rows[1]).toHaveTextContent('€1,800.00 → €1,200.00 a year; refund €327.33 (levy €9.53)');
    expect(rows[1]).toHaveTextContent('Settled');
    expect(rows[1]).toHaveTextContent('policyholder (my-policy)');
  });
});
