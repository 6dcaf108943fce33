import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '#src/api/auth';
import {
  approvePolicyAdjustment,
  reversePolicyAdjustment,
  usePolicyAdjustments,
  type StaffAdjustment,
} from '#src/api/policyDocuments';
import { dialogs, resetAdminMocks } from '#src/test/adminPages';
import { PermissionsContext } from '../signedIn';
import { PolicyChangesPanel } from './PolicyChangesPanel';

vi.mock('#src/api/policyDocuments', () => ({
  usePolicyAdjustments: vi.fn(),
  approvePolicyAdjustment: vi.fn(),
  reversePolicyAdjustment: vi.fn(),
}));
vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

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

/** The panel as a staff member with these permissions sees it. */
function renderAs(permissions: Permission[]) {
  render(
    <PermissionsContext value={permissions}>
      <PolicyChangesPanel policyId="p1" />
    </PermissionsContext>,
  );
}

beforeEach(() => resetAdminMocks());

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

  it('prices a referred change with the amount staff type, asked first, and refuses what is not an amount', async () => {
    vi.mocked(usePolicyAdjustments).mockReturnValue({ data: [REFERRED, SETTLED] } as never);
    vi.mocked(approvePolicyAdjustment).mockResolvedValue('Priced.');
    renderAs(['enquiries']);
    const form = screen.getByRole('form', { name: `Approve: ${REFERRED.summary}` });
    const premium = within(form).getByLabelText(/Premium for the days left/);
    await userEvent.type(premium, 'lots');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve with this price' }));
    expect(premium).toHaveAttribute('aria-invalid', 'true');
    expect(dialogs.confirmDanger).not.toHaveBeenCalled();

    await userEvent.clear(premium);
    await userEvent.type(premium, '45.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve with this price' }));
    await waitFor(() => expect(approvePolicyAdjustment).toHaveBeenCalledWith('p1', REFERRED.id, 4_550));
    expect(dialogs.confirmDanger).toHaveBeenCalledWith(
      expect.objectContaining({ text: expect.stringContaining('An additional premium of €45.50') }),
    );
    // Not an administrator: no reversing.
    expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
  });

  it('lets staff who may reverse (administrators) reverse only the latest change made, after asking', async () => {
    const earlier: StaffAdjustment = { ...SETTLED, id: 'a0', createdAt: '2027-05-01T09:00:00Z' };
    vi.mocked(usePolicyAdjustments).mockReturnValue({ data: [SETTLED, earlier] } as never);
    vi.mocked(reversePolicyAdjustment).mockResolvedValue('Reversed.');
    renderAs(['policies:reverse']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[1]).queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
    dialogs.confirmDanger.mockResolvedValueOnce(false);
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Reverse' }));
    expect(reversePolicyAdjustment).not.toHaveBeenCalled();
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(reversePolicyAdjustment).toHaveBeenCalledWith('p1', SETTLED.id));
    expect(dialogs.showSuccess).toHaveBeenCalledWith(
      'Reversed',
      'The reversal is listed first, with its money.',
    );
  });
});
