import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enquiriesPage, POLICY_CHANGE } from './enquiryFixtures';
import { PolicyChangePage, PolicyChangesPage } from './PolicyChangePages';
import { deleteRowConfirmed, dialogs, renderAdminAt, resetAdminMocks } from '#src/test/adminPages';

const api = vi.hoisted(() => ({ page: undefined as unknown, update: vi.fn(), remove: vi.fn() }));
vi.mock('#src/api/forms', () => ({
  policyChanges: {
    usePage: () => ({ data: api.page }),
    useOne: () => ({ data: POLICY_CHANGE }),
    update: api.update,
    remove: api.remove,
  },
}));

vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

const ROUTES = {
  '/admin/policy-changes': <PolicyChangesPage />,
  '/admin/policy-changes/:id': <PolicyChangePage />,
};

const renderAt = (path: string) => renderAdminAt(path, ROUTES);

beforeEach(() => {
  resetAdminMocks();
});

describe('PolicyChangesPage', () => {
  it('says so when there are no requests', () => {
    api.page = enquiriesPage([]);
    renderAt('/admin/policy-changes');
    expect(screen.getByText('No Policy Change Requests Available ...')).toBeVisible();
  });

  it('lists type, policy, name, effective day, status and when; View opens the request', () => {
    api.page = enquiriesPage([{ ...POLICY_CHANGE, status: 'in progress' }]);
    renderAt('/admin/policy-changes');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Request',
      'Policy Number',
      'Name',
      'Effective',
      'Status',
      'Created On',
      'Actions',
    ]);
    const [, row] = screen.getAllByRole('row');
    expect(within(row).getByText('Change of address')).toBeVisible();
    expect(within(row).getByText('01/02/2026')).toBeVisible();
    expect(within(row).getByText('In progress')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'View Declan Walsh (declan@example.ie)' })).toHaveAttribute(
      'href',
      `/admin/policy-changes/${POLICY_CHANGE._id}`,
    );
  });

  it('deletes after confirmation', async () => {
    api.page = enquiriesPage([POLICY_CHANGE]);
    api.remove.mockResolvedValue({ ok: true, message: 'Deleted', errors: {} });
    renderAt('/admin/policy-changes');
    await deleteRowConfirmed({
      button: 'Delete Declan Walsh (declan@example.ie)',
      remove: api.remove,
      id: POLICY_CHANGE._id,
      noun: 'Policy change request',
    });
  });
});

describe('PolicyChangePage', () => {
  it("shows only the details the request's type filled in", () => {
    renderAt(`/admin/policy-changes/${POLICY_CHANGE._id}`);
    const request = screen
      .getByRole('heading', { level: 2, name: 'Request' })
      .closest('details') as HTMLElement;
    expect(within(request).getByText('12 Main Street, Ennis, V95 X2Y3')).toBeInTheDocument();
    expect(within(request).queryByText('New car')).not.toBeInTheDocument();
    expect(within(request).queryByText('Driver')).not.toBeInTheDocument();
  });

  it('moves the request to in progress with a note', async () => {
    api.update.mockResolvedValue({ ok: true, message: 'Request updated.', errors: {} });
    renderAt(`/admin/policy-changes/${POLICY_CHANGE._id}`);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In progress');
    await userEvent.type(screen.getByLabelText('Staff note'), 'Waiting on the insurer.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.update).toHaveBeenCalledWith(POLICY_CHANGE._id, {
      status: 'in progress',
      note: 'Waiting on the insurer.',
    });
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Success!', 'Request updated.');
  });
});
