import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffPolicyDocuments } from '#src/api/policyDocuments';
import { dialogs, resetAdminMocks } from '#src/test/adminPages';
import { PolicyDocumentsPanel } from './PolicyDocumentsPanel';

const api = vi.hoisted(() => ({ reissue: vi.fn(), resend: vi.fn() }));
vi.mock('#src/api/policyDocuments', () => ({
  usePolicyDocuments: () => ({ data: DOCUMENTS }),
  policyDocumentUrl: (id: string, kind: string, version: number) => `/docs/${id}/${kind}?version=${version}`,
  reissuePolicyDocuments: api.reissue,
  resendPolicyDocuments: api.resend,
}));
vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

const document = (version: number, current: boolean) => ({
  kind: 'schedule' as const,
  title: 'Policy schedule',
  version,
  issuedAt: '2026-11-26T09:00:00.000Z',
  size: 4000,
  fileName: `schedule-IVY-P-4HXM9R2C-v${version}.pdf`,
  current,
});
const DOCUMENTS: StaffPolicyDocuments = {
  policyId: 'p1',
  policyNumber: 'IVY-P-4HXM9R2C',
  certificateNumber: 'IVC-7K3M9QXP2A',
  documents: [{ ...document(2, true), reissueReason: 'Registration corrected' }, document(1, false)],
};

beforeEach(() => {
  resetAdminMocks();
  api.reissue.mockResolvedValue('Version 3 issued.');
});

describe('PolicyDocumentsPanel', () => {
  it('lists every version, the replaced ones marked, a reissue with its reason, each a download', () => {
    render(<PolicyDocumentsPanel policyId="p1" email="aoife@example.ie" />);
    expect(screen.getByText('1 (replaced)')).toBeInTheDocument();
    const [, reissued, first] = screen.getAllByRole('row');
    expect(within(reissued).getAllByRole('cell')[1]).toHaveTextContent(/^2Reissued: Registration corrected$/);
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent(/^1 \(replaced\)$/);
    expect(screen.getByRole('link', { name: 'schedule-IVY-P-4HXM9R2C-v1.pdf' })).toHaveAttribute(
      'href',
      '/docs/p1/schedule?version=1',
    );
  });

  it('reissues only with a reason and after the confirmation, then clears the reason', async () => {
    render(<PolicyDocumentsPanel policyId="p1" email="aoife@example.ie" />);
    const button = screen.getByRole('button', { name: 'Reissue documents' });
    await userEvent.click(button);
    expect(screen.getByLabelText(/Why the documents are reissued/)).toHaveAttribute('aria-invalid', 'true');
    expect(dialogs.confirmDanger).not.toHaveBeenCalled();

    const reason = screen.getByLabelText(/Why the documents are reissued/);
    dialogs.confirmDanger.mockResolvedValueOnce(false);
    await userEvent.type(reason, 'Registration corrected');
    await userEvent.click(button);
    expect(dialogs.confirmDanger).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Reissue the documents?', subject: 'Registration corrected' }),
    );
    expect(api.reissue).not.toHaveBeenCalled();
    expect(reason).toHaveValue('Registration corrected');

    await userEvent.click(button);
    await waitFor(() => expect(api.reissue).toHaveBeenCalledWith('p1', 'Registration corrected'));
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Reissued', 'The new version is listed first.');
    await waitFor(() => expect(screen.getByLabelText(/Why the documents are reissued/)).toHaveValue(''));
  });
});
