import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffDocuments } from '#src/api/policyDocuments';
import type { RenewalDetail } from '#src/api/renewals';
import { dialogs, renderAdminAt, resetAdminMocks } from '#src/test/adminPages';
import { RenewalAdminPage } from './RenewalAdminPage';

const api = vi.hoisted(() => ({
  renewal: undefined as unknown,
  documentsAskedFor: [] as (string | null)[],
  resend: vi.fn(),
}));
vi.mock('#src/api/renewals', () => ({
  useRenewal: () => ({ data: api.renewal }),
  useRenewalDocuments: (id: string | null) => {
    api.documentsAskedFor.push(id);
    return { data: id === null ? undefined : DOCUMENTS };
  },
  renewalDocumentUrl: (id: string, kind: string) => `/staff/${id}/${kind}`,
  resendRenewalDocuments: api.resend,
  deleteRenewal: vi.fn(),
  resendRenewalInvitation: vi.fn(),
  setCurrentRenewal: vi.fn(),
}));
vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

const RENEWAL: RenewalDetail = {
  _id: 'r1',
  policyNumber: 'TEST-000001',
  customerName: 'Aoife Byrne',
  email: 'aoife@example.ie',
  registration: '191-D-12345',
  vehicle: 'Toyota Corolla',
  renewalDate: '2027-01-15',
  renewalPremiumCents: 59800,
  status: 'paid',
  autoRenew: true,
  dateOfBirth: '1985-04-12',
  coverType: 'comprehensive',
  coverLabel: 'Comprehensive',
  currentPremiumCents: 61240,
  noClaimsYears: 5,
  history: [],
  renewalMonth: '2027-01',
  importId: 'i1',
  paymentReference: 'pay_1',
  events: [{ at: '2026-11-26T09:00:00.000Z', type: 'paid' }],
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
};

const DOCUMENTS: StaffDocuments = {
  policyNumber: 'TEST-000001',
  certificateNumber: 'IVC-7K3M9QXP2A',
  documents: (['schedule', 'certificate', 'disc'] as const).map((kind) => ({
    kind,
    title: kind,
    version: 1,
    issuedAt: '2026-11-26T09:00:00.000Z',
    size: 4000,
    fileName: `${kind}-TEST-000001-v1.pdf`,
    current: true,
  })),
};

const renderRenewal = () =>
  renderAdminAt('/admin/renewals/r1', { '/admin/renewals/:id': <RenewalAdminPage /> });

beforeEach(() => {
  resetAdminMocks();
  api.documentsAskedFor = [];
  api.resend.mockResolvedValue(undefined);
});

describe('RenewalAdminPage: the documents of a paid renewal', () => {
  it('lists the three documents as downloads, without the reissue that policies have', () => {
    api.renewal = RENEWAL;
    renderRenewal();
    const panel = screen.getByRole('region', { name: 'Documents' });
    expect(panel).toHaveTextContent('Certificate number IVC-7K3M9QXP2A');
    expect(screen.getByRole('table', { name: 'Renewal documents' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'disc-TEST-000001-v1.pdf' })).toHaveAttribute(
      'href',
      '/staff/r1/disc',
    );
    expect(screen.getAllByRole('link', { name: /-TEST-000001-v1\.pdf$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Reissue documents' })).not.toBeInTheDocument();
  });

  it('resends the documents link only after the confirmation', async () => {
    api.renewal = RENEWAL;
    renderRenewal();
    const button = screen.getByRole('button', { name: 'Resend documents link' });
    dialogs.confirmDanger.mockResolvedValueOnce(false);
    await userEvent.click(button);
    expect(dialogs.confirmDanger).toHaveBeenCalledWith(
      expect.objectContaining({ text: expect.stringContaining('aoife@example.ie') }),
    );
    expect(api.resend).not.toHaveBeenCalled();

    await userEvent.click(button);
    await waitFor(() => expect(api.resend).toHaveBeenCalledWith('r1'));
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Sent', 'Documents link sent to aoife@example.ie.');
  });

  it('shows no documents, and asks for none, before the renewal is paid', () => {
    api.renewal = { ...RENEWAL, status: 'invited', paymentReference: undefined };
    renderRenewal();
    expect(screen.queryByRole('region', { name: 'Documents' })).not.toBeInTheDocument();
    expect(api.documentsAskedFor.every((id) => id === null)).toBe(true);
  });
});
